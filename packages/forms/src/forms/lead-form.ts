import { defineForm, type FormValues } from '../define-form'
import type { CheckedFields } from '../definition-checks'
import type { FieldDefinition } from '../form-layout'

/**
 * The /api/leads body of a lead form: `{ formType, formData }`, the form's id as its type (the
 * API contract's LeadRequestSchema checks it; its type is not named here, as that contract is
 * built from these forms).
 */
export const leadBody =
  <const FormType extends string>(formType: FormType) =>
  <FormData>(formData: FormData) => ({ formType, formData })

/** A form sent to /api/leads as `{ formType: its id, formData: its values }`. */
export const leadForm = <
  const Fields extends readonly FieldDefinition[],
  const Id extends string,
  const Action extends string | undefined,
>(
  layout: { readonly id: Id; readonly action: Action },
  fields: Fields,
) =>
  defineForm<Fields, { formType: Id; formData: FormValues<Fields> }, Id, Action>({
    id: layout.id,
    action: layout.action,
    // The caller's fields were checked where they were written; here they are only passed on.
    fields: fields as Fields & CheckedFields<Fields>,
    toBody: leadBody(layout.id),
  })
