// With scripts, the form checks itself with the same definition the server uses, sends the DOM's
// values (FormData) and shows the server's own refusals on the right fields.
import { enquiryForm } from '/agency.mjs'
import { enquiryTitle, renderEnquiryForm } from '/form-view.mjs'

const root = document.querySelector('[data-form-root]')
const enhance = () => {
  root.querySelector('form').noValidate = true
}
const show = (values, errors) => {
  root.innerHTML = renderEnquiryForm({ values, errors })
  enhance()
  document.title = enquiryTitle(Object.keys(errors).length > 0)
  root.querySelector('.error-summary')?.focus()
}

enhance()
root.addEventListener('submit', async (event) => {
  event.preventDefault()
  const form = event.target
  const body = new URLSearchParams(new FormData(form))
  const values = Object.fromEntries(body)
  const checked = enquiryForm.validate(values)
  if (!checked.ok) return show(values, checked.fields)
  root.innerHTML = renderEnquiryForm({ values, isSending: true })
  try {
    const response = await fetch(enquiryForm.action, {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
    })
    const answer = await response.json()
    if (!response.ok) return show(values, enquiryForm.toFormFieldErrors(answer.errors ?? {}))
    root.innerHTML = `<div class="panel" role="status" tabindex="-1"><h2>Thank you</h2><p>We have your enquiry. Your reference is <strong data-reference>${answer.reference}</strong>.</p></div>`
    document.title = enquiryTitle(false)
    root.querySelector('.panel').focus()
  } catch {
    show(values, { name: 'Your enquiry could not be sent. Check your connection and try again.' })
  }
})
