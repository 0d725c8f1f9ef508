// The enquiry form as HTML, from its definition: the server sends it (a real method="post" form
// that works with no script) and the browser redraws it with errors. Every value is escaped.
import { enquiryForm, labels } from './agency.mjs'

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character],
  )
const labelOf = (field) =>
  labels[field.name] ?? field.label.charAt(0).toUpperCase() + field.label.slice(1)

function renderControl(field, value, error) {
  const id = `field-${field.name}`
  const described = error ? ` aria-describedby="${id}-error" aria-invalid="true"` : ''
  const required = field.isRequired ? ' required' : ''
  const common = `id="${id}" name="${field.name}" autocomplete="${field.autoComplete}"${required}${described}`
  const message = error
    ? `<p class="field-error" id="${id}-error"><span class="visually-hidden">Error:</span> ${escapeHtml(error)}</p>`
    : ''
  if (field.input === 'hidden') {
    return `<input type="hidden" name="${field.name}" value="${escapeHtml(value)}">`
  }
  if (field.input === 'checkbox') {
    const checked = value === 'true' || value === 'on' ? ' checked' : ''
    return `<div class="field checkbox">${message}<input type="checkbox" value="true" ${common}${checked}><label for="${id}">${escapeHtml(labelOf(field))}</label></div>`
  }
  let control
  if (field.input === 'textarea') {
    control = `<textarea ${common} rows="5">${escapeHtml(value)}</textarea>`
  } else if (field.input === 'select') {
    const options = field.options
      .map(
        (option) =>
          `<option value="${escapeHtml(option.value)}"${option.value === value ? ' selected' : ''}>${escapeHtml(option.label)}</option>`,
      )
      .join('')
    control = `<select ${common}><option value="">Choose…</option>${options}</select>`
  } else {
    const maxLength = field.maxLength ? ` maxlength="${field.maxLength}"` : ''
    control = `<input type="${field.input}" ${common}${maxLength} value="${escapeHtml(value)}">`
  }
  const optional = field.isRequired ? '' : ' <span class="optional">(optional)</span>'
  return `<div class="field${error ? ' has-error' : ''}"><label for="${id}">${escapeHtml(labelOf(field))}${optional}</label>${message}${control}</div>`
}

/** The form with its values and errors; an error summary that lists every error leads it. */
export function renderEnquiryForm({ values = {}, errors = {}, isSending = false } = {}) {
  const listed = enquiryForm.fields.filter((field) => errors[field.name])
  const summary =
    listed.length === 0
      ? ''
      : `<div class="error-summary" tabindex="-1" aria-labelledby="error-summary-title"><h2 id="error-summary-title">There is a problem</h2><ul>${listed
          .map(
            (field) =>
              `<li><a href="#field-${field.name}">${escapeHtml(errors[field.name])}</a></li>`,
          )
          .join('')}</ul></div>`
  const groups = enquiryForm.groups
    .map(
      (group) =>
        `<fieldset><legend>${escapeHtml(group.legend ?? '')}</legend>${group.fields
          .map((field) => renderControl(field, values[field.name] ?? '', errors[field.name]))
          .join('')}</fieldset>`,
    )
    .join('')
  const button = isSending ? 'Sending…' : 'Send enquiry'
  return `${summary}<form method="post" action="${enquiryForm.action}">${groups}<button type="submit"${isSending ? ' disabled' : ''}>${button}</button></form>`
}

/** The page title, with "Error: " in front while the form shows errors. */
export const enquiryTitle = (hasErrors) =>
  `${hasErrors ? 'Error: ' : ''}Start a project – Tidewater Web`
