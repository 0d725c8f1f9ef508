// Until @hard-hat/ui's SchemaForm takes `defaultValues` and `defaultErrors` (a refused post the
// server renders again, values and errors kept): SchemaForm's props and behaviour, put together
// from the renderer's published pieces (NativeForm, FormFields, FormAlert, Receipt). Deleted then,
// with one import changed in enquiry-form.mjs.
import { Button, FormAlert, FormFields, NativeForm, Receipt } from '@hard-hat/ui'
import { createElement as h, useEffect, useState } from 'react'

export function SchemaForm({
  form,
  words,
  validate,
  send,
  success,
  hiddenFields,
  label,
  renderCheckbox,
  defaultValues = {},
  defaultErrors = {},
}) {
  const [errors, setErrors] = useState(defaultErrors)
  const [phase, setPhase] = useState({ kind: 'idle' })
  const fieldId = (name) => `${form.id}-${name}`
  const summary = form.names.flatMap((name) =>
    errors[name] ? [{ fieldId: fieldId(name), message: errors[name] }] : [],
  )
  const hasErrors = summary.length > 0
  useEffect(() => {
    if (hasErrors && !document.title.startsWith('Error: '))
      document.title = `Error: ${document.title}`
    if (!hasErrors) document.title = document.title.replace(/^Error: /, '')
  }, [hasErrors])
  const onSubmit = async (event) => {
    event.preventDefault()
    const posted = new FormData(event.currentTarget)
    const values = Object.fromEntries(form.names.map((name) => [name, posted.get(name) ?? '']))
    const checked = await validate(values)
    setErrors(checked.ok ? {} : checked.fields)
    if (!checked.ok) return
    setPhase({ kind: 'sending' })
    const sent = await send(checked.data).catch(() => ({ ok: false }))
    if (sent.ok) return setPhase({ kind: 'stored', reference: sent.reference })
    if (sent.fields) setErrors(sent.fields)
    setPhase({ kind: 'failed', message: sent.message })
  }
  if (phase.kind === 'stored' && success?.display === 'panel') {
    return h(
      'div',
      { role: 'status', className: 'panel' },
      h('h3', null, success.heading),
      h('p', null, success.text),
      h(Receipt, { reference: phase.reference }),
    )
  }
  return h(
    NativeForm,
    { action: form.action, hiddenFields, summary, onSubmit, 'aria-label': label },
    phase.message ? h(FormAlert, { tone: 'error' }, phase.message) : null,
    h(FormFields, {
      groups: form.groups,
      words: words.fields,
      legends: words.legends,
      bind: (name) => ({
        id: fieldId(name),
        name,
        defaultValue: defaultValues[name] ?? '',
        error: errors[name],
        onFocus: () => undefined,
        onChange: () => undefined,
      }),
      renderCheckbox: (box) =>
        renderCheckbox({
          ...box,
          defaultChecked: ['true', 'on'].includes(defaultValues[box.name]),
        }),
    }),
    h(
      Button,
      { type: 'submit', size: 'lg', disabled: phase.kind === 'sending' },
      phase.kind === 'sending' ? words.submitting : words.submit,
    ),
  )
}
