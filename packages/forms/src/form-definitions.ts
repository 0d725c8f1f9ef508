import { z } from 'zod'
import {
  type EnquiryRequestInput,
  LEAD_FORM_SCHEMAS,
  type LeadFormType,
  type LeadRequestInput,
} from './api-contract'
import { type FieldErrors, type FormValidation, validateForm } from './field-errors'
import { REFERRAL_PERMISSION_MESSAGE } from './messages'
import { FORM_ACTIONS, type FormId } from './native-forms'
import { buildContactEnquiry } from './payloads/contact'
import { buildFreeWebsiteEnquiry } from './payloads/free-website'
import { buildOnePageEnquiry } from './payloads/one-page'
import { buildReferralEnquiry } from './payloads/referral'
import { ContactSchema } from './schemas/contact'
import { FreeWebsiteSchema } from './schemas/free-website'
import { OnePageEnquirySchema } from './schemas/one-page-enquiry'
import { ReferralSchema } from './schemas/referral'

/**
 * One form, once: the route it posts to, the schema of its fields as the browser holds them (every
 * value a string), the mapping to its wire body, and the way back from the wire's field names to
 * the form's own (`businessName` → `companyName`), so a server's field errors land on real fields.
 */
export interface FormDefinition {
  readonly id: FormId
  readonly action: (typeof FORM_ACTIONS)[FormId]
  /** The names of the form's fields, in order: its schema's keys. */
  readonly fields: readonly string[]
  readonly schema: z.ZodObject
  /** Builds the wire body from values the schema has parsed (the browser validates first). */
  // biome-ignore lint/suspicious/noExplicitAny: each form's schema output; `toRequest` is the checked way in
  readonly toBody: (data: any) => FormRequest
  /** Validates the form's values and builds its wire body, or names each of its fields at fault. */
  readonly toRequest: (values: Readonly<Record<string, string>>) => FormValidation<FormRequest>
  /** Wire field path → the form's field, where the names differ. */
  readonly wireNames: Readonly<Record<string, string>>
}

/** The wire body a form sends: an enquiry or a `{ formType, formData }` lead. */
export type FormRequest = EnquiryRequestInput | LeadRequestInput

/** The referral form as the browser holds it: the permission checkbox posts 'true' when ticked. */
export const ReferralFormSchema = ReferralSchema.extend({
  hasPermission: z
    .literal('true', { error: REFERRAL_PERMISSION_MESSAGE })
    .transform((): true => true),
})

function define<Schema extends z.ZodObject>(
  id: FormId,
  schema: Schema,
  toBody: (values: z.infer<Schema>) => FormRequest,
  wireNames: Record<string, string> = {},
): FormDefinition {
  return {
    id,
    action: FORM_ACTIONS[id],
    fields: Object.keys(schema.shape),
    schema,
    toBody,
    toRequest: (values) => {
      const result = validateForm(schema, values)
      return result.ok ? { ok: true, data: toBody(result.data) } : result
    },
    wireNames,
  }
}

const leadForm = (formType: LeadFormType & FormId) =>
  define(
    formType,
    LEAD_FORM_SCHEMAS[formType],
    (formData) => ({ formType, formData }) as LeadRequestInput,
  )

/** Every form of the site, by id. */
export const FORM_DEFINITIONS = {
  contact: define('contact', ContactSchema, buildContactEnquiry, {
    businessName: 'companyName',
    requirements: 'projectDetails',
  }),
  'one-page': define('one-page', OnePageEnquirySchema, (values) =>
    buildOnePageEnquiry(values, 'one-page'),
  ),
  'offer-495': define('offer-495', OnePageEnquirySchema, (values) =>
    buildOnePageEnquiry(values, 'offer-495'),
  ),
  'offer-495-ended': define('offer-495-ended', OnePageEnquirySchema, (values) =>
    buildOnePageEnquiry(values, 'offer-495-ended'),
  ),
  'free-website': define('free-website', FreeWebsiteSchema, buildFreeWebsiteEnquiry, {
    message: 'websiteGoal',
  }),
  referral: define('referral', ReferralFormSchema, buildReferralEnquiry, {
    firstName: 'referrerName',
    lastName: 'referrerName',
    email: 'referrerEmail',
    phone: 'referrerPhone',
    businessName: 'referredName',
    requirements: 'notes',
  }),
  consultation: leadForm('consultation'),
  premium: leadForm('premium'),
  launch: leadForm('launch'),
  momentum: leadForm('momentum'),
  dominance: leadForm('dominance'),
  special_offer_claim: leadForm('special_offer_claim'),
  crm_trial: leadForm('crm_trial'),
  newsletter: leadForm('newsletter'),
} as const satisfies Record<FormId, FormDefinition>

/**
 * Carries a server's field errors (wire paths such as `formData.email`, `businessName` or
 * `referral.referredEmail`) back to the form's own fields; the first message per field wins.
 * @example toFormFieldErrors(FORM_DEFINITIONS.contact, { businessName: 'Enter…' }) // { companyName: 'Enter…' }
 */
export function toFormFieldErrors(
  definition: Pick<FormDefinition, 'wireNames'>,
  wireErrors: FieldErrors,
): FieldErrors {
  const errors: FieldErrors = {}
  for (const [path, message] of Object.entries(wireErrors)) {
    const name = definition.wireNames[path] ?? path.split('.').at(-1) ?? path
    errors[name] ??= message
  }
  return errors
}

/**
 * Reads a form's fields from what a browser posted (FormData or a parsed urlencoded body):
 * strings only, the first of repeated names, '' for a field not sent (an unticked checkbox).
 */
export function formValuesOf(
  names: readonly string[],
  read: (name: string) => unknown,
): Record<string, string> {
  const values: Record<string, string> = {}
  for (const name of names) {
    const raw = read(name)
    const value = Array.isArray(raw) ? raw[0] : raw
    values[name] = typeof value === 'string' ? value : ''
  }
  return values
}
