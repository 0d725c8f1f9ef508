// Until @hard-hat/ui publishes SchemaForm: the same props, put together from the renderer's
// published pieces (NativeForm, FormFields, FormAlert, Receipt). Deleted once ui has it.
import { Button, CheckboxField, FormAlert, FormFields, NativeForm, Receipt } from '@hard-hat/ui'
import { createElement as h, useState } from 'react'

export function SchemaForm({
  form,
  words,
  validate,
  send,
  success,
  hiddenFields = {},
  label,
  values = {},
  errors: initialErrors = {},
  onErrors,
}) {
  const [errors, setErrors] = useState(initialErrors)
  const [state, setState] = useState({ kind: 'editing' })
  const fieldId = (name) => `${form.id}-${name}`
  const show = (fields) => {
    setErrors(fields)
    onErrors?.(fields)
  }
  const onSubmit = async (event) => {
    event.preventDefault()
    const posted = new FormData(event.currentTarget)
    const entered = Object.fromEntries(form.names.map((name) => [name, posted.get(name) ?? '']))
    const checked = await validate(entered)
    if (!checked.ok) return show(checked.fields)
    show({})
    setState({ kind: 'sending' })
    const answer = await send(checked.data).catch(() => ({ ok: false }))
    if (answer.ok) return setState({ kind: 'stored', reference: answer.reference })
    if (answer.fields) show(answer.fields)
    setState({ kind: 'editing', message: answer.fields ? undefined : answer.message })
  }
  if (state.kind === 'stored' && success?.display === 'panel') {
    return h(
      'div',
      { role: 'status', className: 'schema-form-panel' },
      success.heading ? h('h2', null, success.heading) : null,
      h('p', null, success.text),
      state.reference ? h(Receipt, { reference: state.reference }) : null,
    )
  }
  const summary = form.names
    .filter((name) => errors[name])
    .map((name) => ({ fieldId: fieldId(name), message: errors[name] }))
  return h(
    NativeForm,
    {
      action: form.action,
      hiddenFields,
      summary,
      errorSummaryTitle: words.errorSummaryTitle,
      onSubmit,
      'aria-label': label,
    },
    state.message ? h(FormAlert, { tone: 'error' }, state.message) : null,
    words.requiredNote ? h('p', null, words.requiredNote) : null,
    h(FormFields, {
      groups: form.groups,
      words: words.fields,
      legends: words.legends,
      bind: (name) => ({
        id: fieldId(name),
        name,
        defaultValue: values[name] ?? '',
        error: errors[name],
        onFocus: () => undefined,
        onChange: () => undefined,
      }),
      renderCheckbox: (props) =>
        h(CheckboxField, { ...props, defaultChecked: values[props.name] === 'true' }),
    }),
    h(
      Button,
      { type: 'submit', disabled: state.kind === 'sending' },
      state.kind === 'sending' ? words.submitting : words.submit,
    ),
  )
}
