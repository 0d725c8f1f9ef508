import type * as z from 'zod/mini'
import type {
  EnquiryFormType,
  EnquiryRequestInput,
  LeadFormType,
  LeadRequestInput,
} from './api-contract'
import { type Form, fieldErrorsOfWire } from './define-form'
import type { FieldErrors } from './field-errors'
import { byId, HARD_HAT_FORMS, POSTED_FORMS, type PostedForm } from './forms'
import type { FormAbout } from './forms/about'
import { DATA_FORMS_ABOUT } from './schemas/leads'

/** The id of a form the site renders and posts without scripts (its hidden `formId`). */
export type FormId = PostedForm['id']

/** The route a site form posts to. */
export type FormAction = PostedForm['action']

/** The wire body a form sends: an enquiry or a `{ formType, formData }` lead. */
export type FormRequest = EnquiryRequestInput | LeadRequestInput

/**
 * One of the site's forms, defined once with `defineForm`: its route, its fields in their groups,
 * the schema of its values as the browser holds them (every value a string), the mapping to its
 * wire body, and the way back from the wire's field names to the form's own.
 */
// biome-ignore lint/suspicious/noExplicitAny: each form's parsed data; `toRequest` is the checked way in
export type FormDefinition = Form<any, FormRequest, FormId, z.ZodMiniObject, FormAction>

/** Every form the site posts without scripts, by id: each the `defineForm` result of its folder. */
export const FORM_DEFINITIONS = /* @__PURE__ */ byId(POSTED_FORMS) satisfies Record<
  FormId,
  FormDefinition
>

/** Every form the site renders, by id, with the API route its prerendered HTML posts to. */
export const FORM_ACTIONS = /* @__PURE__ */ Object.fromEntries(
  POSTED_FORMS.map((form) => [form.id, form.action]),
) as { readonly [Id in FormId]: Extract<PostedForm, { readonly id: Id }>['action'] }

/** Every form id, in order. */
export const FORM_IDS = /* @__PURE__ */ POSTED_FORMS.map((form) => form.id) as [FormId, ...FormId[]]

/** Every form type a lead is stored under: the enquiries', the lead forms' and the boutique quote's. */
export type StoredFormType = EnquiryFormType | LeadFormType | 'boutique_quote'

/**
 * What the site says about each form type a lead is stored under (its reply promise, its name in
 * the agency's voice, its page), read from the forms' own definitions (`form.about`) and the
 * specification's data forms. Forms stored under one type (the one-page page and the ended £495
 * offer) say the same of it; a test holds them to that.
 * @example STORED_FORM_TYPES['Free Website Request'].replyPromise // 'enquiry'
 */
export const STORED_FORM_TYPES = /* @__PURE__ */ Object.fromEntries(
  // The first form of a type gives its page: the one-page page's, not the ended offer's.
  [...HARD_HAT_FORMS.map((form): FormAbout => form.about), ...DATA_FORMS_ABOUT]
    .reverse()
    .map((about) => [about.formType, about]),
) as { readonly [Type in StoredFormType]: FormAbout<Type> }

/** True when `value` names a form the site renders. */
export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && Object.hasOwn(FORM_DEFINITIONS, value)
}

/**
 * Carries a server's field errors (wire paths such as `formData.email`, `businessName` or
 * `referral.referredEmail`) back to the form's own fields; the first message per field wins.
 * The same as `definition.toFormFieldErrors(wireErrors)`.
 * @example toFormFieldErrors(FORM_DEFINITIONS.contact, { businessName: 'Enter…' }) // { companyName: 'Enter…' }
 */
export function toFormFieldErrors(
  definition: Pick<FormDefinition, 'wireNames'>,
  wireErrors: FieldErrors,
): FieldErrors {
  return fieldErrorsOfWire(definition.wireNames, wireErrors)
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
