// Tidewater Web's enquiry form: ui's SchemaForm drawing the form defined in agency.mjs, in
// the agency's words. The server renders it (a real method="post" form, and again with the errors
// and values of a refused post); the browser hydrates the same component (enquiry-client.mjs).
import { CheckboxField, renderEveryField, SchemaForm } from '@hard-hat/ui'
import { createElement as h } from 'react'

// The definition (and zod with it) loads when the form is first sent, not with the page: the
// page's script draws the form from its layout, plain data the server passes in.
const definition = () => import('./agency.mjs').then((agency) => agency.enquiryForm)

/** What SchemaForm draws: the definition's id, action, groups and names, no functions. */
export const layoutOf = ({ id, action, groups, names }) => ({ id, action, groups, names })

const words = {
  fields: {
    name: { label: 'Name' },
    email: { label: 'Email address' },
    contactBy: { label: 'How should we contact you?' },
    phone: { label: 'Phone number', hint: 'Only if you chose phone' },
    pages: { label: 'How many pages do you need?' },
    photo: { label: 'A photo of your work (optional)', hint: 'A JPEG or PNG, up to 2 MB' },
    preferredLanguage: { label: 'Language we write to you in', placeholder: 'Choose…' },
    message: { label: 'Message', rows: 5 },
    consent: { label: 'You can contact me about this enquiry' },
  },
  submit: 'Send enquiry',
  submitting: 'Sending…',
}

/** With scripts: the post as multipart, as without them (the photo too); the server's refusals by field. */
async function send(body) {
  const enquiryForm = await definition()
  const post = new FormData()
  for (const [name, value] of Object.entries(body)) {
    for (const one of [value ?? ''].flat()) post.append(name, one instanceof Blob ? one : `${one}`)
  }
  try {
    const response = await fetch(enquiryForm.action, {
      method: 'POST',
      body: post,
      headers: { accept: 'application/json' },
    })
    const answer = await response.json()
    if (response.ok) return { ok: true, reference: answer.reference }
    return { ok: false, fields: enquiryForm.toFormFieldErrors(answer.errors ?? {}) }
  } catch {
    return {
      ok: false,
      message: 'Your enquiry could not be sent. Check your connection and try again.',
    }
  }
}

/** The page title; SchemaForm puts "Error: " in front while the form shows errors. */
export const enquiryTitle = (hasErrors) =>
  `${hasErrors ? 'Error: ' : ''}Start a project – Tidewater Web`

/** The form from its `layoutOf`, empty or with a refused post's `values` and `errors`. */
export const EnquiryForm = ({ form, values = {}, errors = {} }) =>
  h(SchemaForm, {
    form,
    words,
    validate: async (entered) => (await definition()).toRequest(entered),
    send,
    success: { heading: 'Thank you', text: 'We have your enquiry.', display: 'panel' },
    label: 'Start a project',
    renderCheckbox: (props) => h(CheckboxField, props),
    renderField: renderEveryField,
    defaultValues: values,
    defaultErrors: errors,
  })
