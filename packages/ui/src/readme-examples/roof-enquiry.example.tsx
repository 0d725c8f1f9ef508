// The README's SchemaForm example, kept here so the test suite type-checks and renders the very
// code the README shows (its test checks the README holds this region).
// #region readme
import { defineForm, type FieldErrors } from '@hard-hat/forms'
import { renderEveryField, SchemaForm } from '../index'

export const roofEnquiry = defineForm({
  id: 'roof-enquiry',
  action: '/enquiries',
  fields: [
    {
      name: 'contactBy',
      type: 'radio',
      label: 'how we should contact you',
      required: true,
      options: [
        { value: 'email', label: 'Email' },
        { value: 'phone', label: 'Phone' },
      ],
    },
    {
      name: 'phone',
      type: 'tel',
      label: 'phone number',
      required: true,
      showWhen: { field: 'contactBy', is: 'phone' },
    },
    { name: 'storeys', type: 'number', label: 'number of storeys', required: true, min: 1, max: 4 },
    {
      name: 'photo',
      type: 'file',
      label: 'photo of the roof',
      accept: ['image/jpeg', 'image/png'],
    },
  ],
})

/** Your server draws the form again after a refused post: `parseFormPost`'s values and errors. */
export function RoofEnquiry({
  values,
  errors,
}: {
  values?: Record<string, string | string[]>
  errors?: FieldErrors
}) {
  return (
    <SchemaForm
      // Required: form, words (TypeScript asks for every field's), validate, send and label.
      form={roofEnquiry}
      words={{
        fields: {
          contactBy: { label: 'How should we contact you?' },
          phone: { label: 'Phone number', hint: 'Only if you chose phone' },
          storeys: { label: 'Number of storeys' },
          photo: { label: 'A photo of the roof', hint: 'A JPEG or PNG' },
        },
        submit: 'Ask for a quote',
        submitting: 'Sending…',
      }}
      validate={(entered) => roofEnquiry.toRequest(entered)}
      send={async (body) => {
        const post = new FormData()
        for (const [name, value] of Object.entries(body)) {
          for (const one of [value ?? ''].flat()) {
            post.append(name, one instanceof Blob ? one : String(one))
          }
        }
        const response = await fetch(roofEnquiry.action, { method: 'POST', body: post })
        return response.ok ? { ok: true } : { ok: false }
      }}
      label="Ask for a roof quote"
      renderField={renderEveryField}
      // Without scripts, a refused post comes back from your server drawn with these:
      defaultValues={values}
      defaultErrors={errors}
    />
  )
}
// #endregion
