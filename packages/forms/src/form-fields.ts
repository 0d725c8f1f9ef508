// Every form's layout, by id: what the server and the tests use. A page imports its own form's
// layout (through the package index, from its folder's fields.ts), so it bundles no other form's
// fields and no zod.
import { type FormField, type FormFieldGroup, type FormLayout, fieldsOfLayout } from './form-layout'
import { byId, HARD_HAT_FORMS } from './forms'

export type {
  FieldInput,
  FormField,
  FormFieldGroup,
  FormLayout,
} from './form-layout'

/** The forms the site renders, plus the quote builder's contact step (sent with scripts only). */
export type FieldsFormId = (typeof HARD_HAT_FORMS)[number]['id']

/** Every form's layout, by form id (for the server, which renders any of them): the definitions themselves. */
export const FORM_LAYOUTS: { readonly [Id in FieldsFormId]: FormLayout<Id> } =
  /* @__PURE__ */ byId(HARD_HAT_FORMS)

/** Every form's fields in their groups, by form id. */
export const FORM_FIELDS: Readonly<Record<FieldsFormId, readonly FormFieldGroup[]>> =
  /* @__PURE__ */ Object.fromEntries(
    HARD_HAT_FORMS.map((form) => [form.id, form.groups]),
  ) as Record<FieldsFormId, readonly FormFieldGroup[]>

/** A form's fields in the order shown, across its groups. */
export function fieldsOf(form: FieldsFormId | Pick<FormLayout, 'groups'>): readonly FormField[] {
  return fieldsOfLayout(typeof form === 'string' ? FORM_LAYOUTS[form] : form)
}
