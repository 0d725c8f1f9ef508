// Plain constants, no zod: a page renders its form's fields from here without loading the schemas,
// so the prerendered HTML holds a complete form. form-definitions.test.ts holds every list to its
// schema (the same names, the same required fields, every option value accepted).
import { ATTRIBUTION_FIELDS } from './attribution'
import type { ChoiceOption } from './fields'
import type { FormId } from './native-forms'
import {
  BUSINESS_TYPE_OPTIONS,
  CURRENT_MARKETING_OPTIONS,
  CURRENT_WEBSITE_OPTIONS,
  MARKETING_BUDGET_OPTIONS,
  PACKAGE_TIMELINE_OPTIONS,
  PAYMENT_PREFERENCE_OPTIONS,
  PREMIUM_TIMEFRAME_OPTIONS,
  PRIORITY_OPTIONS,
  REVENUE_OPTIONS,
  TEAM_SIZE_OPTIONS,
} from './options'

/** How a field is entered: the input type, or a text area, select, check box or hidden value. */
export type FieldInput =
  | 'text'
  | 'email'
  | 'tel'
  | 'url'
  | 'textarea'
  | 'select'
  | 'checkbox'
  | 'hidden'

/** One field of a form: what the browser needs to render it and check it before any script. */
export interface FormField {
  readonly name: string
  readonly input: FieldInput
  readonly isRequired: boolean
  /** The `autocomplete` token; 'off' for another person's details and free answers. */
  readonly autoComplete: string
  /** A select's choices (values and their words). */
  readonly options?: readonly ChoiceOption[]
  /** Takes the form's full width (text areas, check boxes and hidden fields always do). */
  readonly isWide?: boolean
}

/** Fields shown together; a group with an id has a legend, worded in the content by that id. */
export interface FormFieldGroup {
  readonly id?: string
  readonly fields: readonly FormField[]
}

/** The forms the site renders, plus the quote builder's contact step (sent with scripts only). */
export type FieldsFormId = FormId | 'boutique-quote'

type Extra = Pick<FormField, 'options' | 'isWide'>

const field =
  (input: FieldInput, isRequired: boolean) =>
  (name: string, autoComplete = 'off', extra: Extra = {}): FormField => ({
    name,
    input,
    isRequired,
    autoComplete,
    ...extra,
  })

const text = field('text', true)
const optionalText = field('text', false)
const email = field('email', true)
const phone = field('tel', true)
const optionalPhone = field('tel', false)
const website = field('url', false)
const textarea = field('textarea', true)
const optionalTextarea = field('textarea', false)
const hidden = field('hidden', false)

const select = (name: string, options: readonly ChoiceOption[], isWide = false): FormField =>
  field('select', true)(name, 'off', { options, isWide })
const optionalSelect = (name: string, options: readonly ChoiceOption[]): FormField =>
  field('select', false)(name, 'off', { options })

/** One group without a legend: the layout of almost every form. */
const plain = (...fields: FormField[]): readonly FormFieldGroup[] => [{ fields }]

const firstAndLast = [text('firstName', 'given-name'), text('lastName', 'family-name')]
const emailAndPhone = [email('email', 'email'), phone('phone', 'tel')]
const wideCompany = (name: string) => text(name, 'organization', { isWide: true })
const fullName = text('name', 'name')
/** The Launch, Momentum, Dominance and 150th-client forms open alike. */
const packageOpening = [
  fullName,
  ...emailAndPhone,
  text('company', 'organization'),
  website('website', 'url'),
]

const onePageEnquiry = plain(
  ...firstAndLast,
  ...emailAndPhone,
  wideCompany('businessName'),
  select('currentWebsite', CURRENT_WEBSITE_OPTIONS, true),
  select('priority', PRIORITY_OPTIONS, true),
  optionalTextarea('requirements'),
)

/**
 * Every form's fields, in the order shown, grouped as shown. The names are the form's own (the
 * form definition maps them to the wire); the words for each name are in `@hard-hat/content`.
 */
export const FORM_FIELDS: Readonly<Record<FieldsFormId, readonly FormFieldGroup[]>> = {
  contact: plain(
    ...firstAndLast,
    ...emailAndPhone,
    wideCompany('companyName'),
    textarea('projectDetails'),
    optionalText('timeline'),
    website('currentWebsite', 'url'),
    ...ATTRIBUTION_FIELDS.map((name) => hidden(name)),
  ),
  'one-page': onePageEnquiry,
  'offer-495': onePageEnquiry,
  'offer-495-ended': onePageEnquiry,
  'free-website': plain(
    ...firstAndLast,
    ...emailAndPhone,
    wideCompany('companyName'),
    select('websiteGoal', PRIORITY_OPTIONS, true),
    textarea('mainServices'),
  ),
  referral: [
    {
      id: 'yourDetails',
      fields: [
        text('referrerName', 'name'),
        email('referrerEmail', 'email'),
        optionalPhone('referrerPhone', 'tel'),
      ],
    },
    {
      id: 'theirDetails',
      fields: [text('referredName'), email('referredEmail'), optionalPhone('referredPhone')],
    },
    { fields: [optionalTextarea('notes'), field('checkbox', true)('hasPermission')] },
  ],
  consultation: plain(
    text('name', 'name', { isWide: true }),
    ...emailAndPhone,
    optionalText('business', 'organization', { isWide: true }),
    optionalTextarea('message'),
  ),
  premium: plain(
    fullName,
    ...emailAndPhone,
    text('business', 'organization'),
    optionalSelect('currentMarketing', CURRENT_MARKETING_OPTIONS),
    optionalSelect('timeframe', PREMIUM_TIMEFRAME_OPTIONS),
    optionalSelect('budget', PAYMENT_PREFERENCE_OPTIONS),
    optionalTextarea('message'),
  ),
  launch: plain(...packageOpening, optionalTextarea('message')),
  momentum: plain(
    ...packageOpening,
    optionalTextarea('currentMarketing'),
    textarea('goals'),
    optionalSelect('timeline', PACKAGE_TIMELINE_OPTIONS),
  ),
  dominance: plain(
    ...packageOpening,
    optionalSelect('revenue', REVENUE_OPTIONS),
    optionalSelect('teamSize', TEAM_SIZE_OPTIONS),
    textarea('currentChallenges'),
    textarea('marketGoals'),
    optionalSelect('timeline', PACKAGE_TIMELINE_OPTIONS),
    optionalSelect('budget', MARKETING_BUDGET_OPTIONS),
  ),
  special_offer_claim: plain(...packageOpening, optionalTextarea('message')),
  crm_trial: plain(
    ...firstAndLast,
    email('email', 'email'),
    text('company', 'organization'),
    phone('phone', 'tel'),
    select('businessType', BUSINESS_TYPE_OPTIONS),
  ),
  newsletter: plain(email('email', 'email')),
  'boutique-quote': plain(
    ...firstAndLast,
    ...emailAndPhone,
    wideCompany('companyName'),
    optionalTextarea('projectDetails'),
  ),
}

/** A form's fields in the order shown, across its groups. */
export function fieldsOf(formId: FieldsFormId): readonly FormField[] {
  return FORM_FIELDS[formId].flatMap((group) => group.fields)
}
