// Every form's layout, by id: what the server and the tests use. A page imports its own form's
// layout from its file (through the package index), so it bundles no other form's fields.
import { BOUTIQUE_QUOTE_FORM } from './layouts/boutique-quote'
import {
  type FieldsFormId,
  type FormField,
  type FormFieldGroup,
  type FormLayout,
  fieldsOfLayout,
} from './layouts/builders'
import { CONSULTATION_FORM } from './layouts/consultation'
import { CONTACT_FORM } from './layouts/contact'
import { CRM_TRIAL_FORM } from './layouts/crm-trial'
import { FREE_WEBSITE_FORM } from './layouts/free-website'
import { LAUNCH_FORM } from './layouts/launch'
import { NEWSLETTER_FORM } from './layouts/newsletter'
import { OFFER_495_ENDED_FORM, OFFER_495_FORM, ONE_PAGE_FORM } from './layouts/one-page'
import { DOMINANCE_FORM, MOMENTUM_FORM } from './layouts/packages'
import { PREMIUM_FORM } from './layouts/premium'
import { REFERRAL_FORM } from './layouts/referral'
import { SPECIAL_OFFER_CLAIM_FORM } from './layouts/special-offer'

export type {
  FieldInput,
  FieldsFormId,
  FormField,
  FormFieldGroup,
  FormLayout,
} from './layouts/builders'

/** Every form's layout, by form id (for the server, which renders any of them). */
export const FORM_LAYOUTS: { readonly [Id in FieldsFormId]: FormLayout<Id> } = {
  contact: CONTACT_FORM,
  'one-page': ONE_PAGE_FORM,
  'offer-495': OFFER_495_FORM,
  'offer-495-ended': OFFER_495_ENDED_FORM,
  'free-website': FREE_WEBSITE_FORM,
  referral: REFERRAL_FORM,
  consultation: CONSULTATION_FORM,
  premium: PREMIUM_FORM,
  launch: LAUNCH_FORM,
  momentum: MOMENTUM_FORM,
  dominance: DOMINANCE_FORM,
  special_offer_claim: SPECIAL_OFFER_CLAIM_FORM,
  crm_trial: CRM_TRIAL_FORM,
  newsletter: NEWSLETTER_FORM,
  'boutique-quote': BOUTIQUE_QUOTE_FORM,
}

/** Every form's fields in their groups, by form id. */
export const FORM_FIELDS: Readonly<Record<FieldsFormId, readonly FormFieldGroup[]>> =
  /* @__PURE__ */ Object.fromEntries(
    Object.values(FORM_LAYOUTS).map((each) => [each.id, each.groups]),
  ) as Record<FieldsFormId, readonly FormFieldGroup[]>

/** A form's fields in the order shown, across its groups. */
export function fieldsOf(form: FieldsFormId | FormLayout): readonly FormField[] {
  return fieldsOfLayout(typeof form === 'string' ? FORM_LAYOUTS[form] : form)
}
