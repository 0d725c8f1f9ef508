// A form none of Hard Hat's is like, for the stories and tests of the field types beyond text.
import type { FieldErrors } from './field-errors'
import type { SchemaFormValidation, SchemaFormValue } from './schema-form-types'

/**
 * A roofer's enquiry, as `defineForm` of `@hard-hat/forms` lays it out: a radio group, a phone
 * field shown only when "Phone" is chosen, check boxes, a number, a date and a photo.
 */
export const roofForm = {
  id: 'roof',
  action: '/enquiries',
  groups: [
    {
      fields: [
        {
          name: 'contactBy',
          input: 'radio',
          isRequired: true,
          autoComplete: 'off',
          options: [
            { value: 'email', label: 'Email' },
            { value: 'phone', label: 'Phone' },
          ],
        },
        {
          name: 'phone',
          input: 'tel',
          isRequired: false,
          autoComplete: 'tel',
          showWhen: { field: 'contactBy', is: 'phone' },
        },
        {
          name: 'work',
          input: 'checkboxes',
          isRequired: true,
          autoComplete: 'off',
          options: [
            { value: 'slates', label: 'Slates' },
            { value: 'gutters', label: 'Gutters' },
          ],
        },
        {
          name: 'storeys',
          input: 'number',
          isRequired: true,
          autoComplete: 'off',
          min: 1,
          max: 4,
        },
        {
          name: 'startBy',
          input: 'date',
          isRequired: false,
          autoComplete: 'off',
          min: '2026-01-01',
        },
        {
          name: 'photo',
          input: 'file',
          isRequired: false,
          autoComplete: 'off',
          accept: ['image/jpeg', 'image/png'],
        },
      ],
    },
  ],
} as const

export type Roof = Readonly<Record<string, SchemaFormValue>>

/** The checks a definition's `toRequest` makes, written out so the story needs no zod. */
export function validateRoof(values: Record<string, SchemaFormValue>): SchemaFormValidation<Roof> {
  const fields: FieldErrors = {}
  if (!values.contactBy) fields.contactBy = 'Select how we should contact you'
  if (values.contactBy === 'phone' && !values.phone) fields.phone = 'Enter your phone number'
  if ((values.work ?? []).length === 0) fields.work = 'Select the work you need'
  const storeys = Number(values.storeys)
  if (!values.storeys) fields.storeys = 'Enter the number of storeys'
  else if (!(storeys >= 1 && storeys <= 4)) fields.storeys = 'Number of storeys must be 1 to 4'
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, data: values }
}
