// The README's example of the field types beyond text, kept here so the test suite type-checks
// and runs the very code the README shows (its test checks the README holds this region).
// #region readme
import { defineForm, parseFormPost } from '../index'

export const roofEnquiry = defineForm({
  id: 'roof-enquiry',
  action: '/enquiries',
  fields: [
    { name: 'name', type: 'text', required: true, autocomplete: 'name' },
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
    { name: 'email', type: 'email', label: 'email address', required: true },
    // Shown, and required, only when "Phone" is chosen; its value is dropped otherwise.
    {
      name: 'phone',
      type: 'tel',
      label: 'phone number',
      required: true,
      showWhen: { field: 'contactBy', is: 'phone' },
    },
    {
      name: 'work',
      type: 'checkboxes',
      label: 'the work you need',
      required: true,
      options: [
        { value: 'slates', label: 'Slates' },
        { value: 'gutters', label: 'Gutters' },
      ],
    },
    { name: 'storeys', type: 'number', label: 'number of storeys', required: true, min: 1, max: 4 },
    { name: 'startBy', type: 'date', label: 'start date' },
    {
      name: 'photo',
      type: 'file',
      label: 'photo of the roof',
      accept: ['image/jpeg', 'image/png', 'image/heic'],
      maxBytes: 8 * 1024 * 1024,
    },
  ],
})

// On your server: a web Request (urlencoded or multipart), FormData or URLSearchParams.
export async function handleEnquiry(request: Request) {
  const result = await parseFormPost(roofEnquiry, request)
  if (!result.ok) return { status: 400, errors: result.errors, values: result.values }
  const { storeys, work, photo } = result.data // number, ('slates' | 'gutters')[], FormFile[]
  // The package writes no file anywhere: store the photo where you choose.
  const bytes = photo[0] ? new Uint8Array(await photo[0].arrayBuffer()) : undefined
  return { status: 303, storeys, work, photoBytes: bytes?.byteLength ?? 0 }
}
// #endregion
