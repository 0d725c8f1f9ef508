import { NETWORK_ERROR_MESSAGE } from '@hard-hat/forms'
import { useToast, valuesOfForm } from '@hard-hat/ui'
import { act, renderHook } from '@testing-library/react'
import type { FormEvent } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as runtimeLoader from './load-form-runtime'
import { useSchemaForm } from './use-schema-form'

const empty = { name: '', email: '', phone: '', business: '', message: '' }

/** A form in the page holding `values`, as a visitor left it (typed before hydration or after). */
function formHolding(values: Partial<Record<string, string>>): HTMLFormElement {
  const form = document.createElement('form')
  for (const name of Object.keys(empty)) {
    const input = document.createElement('input')
    input.name = name
    input.value = values[name] ?? ''
    form.append(input)
  }
  document.body.append(form)
  return form
}

const submitOf = (form: HTMLFormElement) =>
  ({ preventDefault: vi.fn(), currentTarget: form }) as unknown as FormEvent<HTMLFormElement>

describe('useSchemaForm', () => {
  beforeEach(() => {
    document.title = 'Home | Hard Hat Websites'
    document.body.innerHTML = ''
  })

  it('reads what the page holds and shows the schema messages per field', async () => {
    const { result } = renderHook(() => useSchemaForm((forms) => forms.ConsultationSchema, empty))
    const form = formHolding({ email: 'sam@' })
    const onValid = vi.fn()
    const onInvalid = vi.fn()
    await act(() => result.current.handleSubmit(onValid, onInvalid)(submitOf(form)))
    expect(onValid).not.toHaveBeenCalled()
    expect(result.current.errors.name).toBe('Enter your name')
    expect(result.current.errors.email).toMatch(/correct format/)
    expect(onInvalid).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Enter your name' }),
      expect.objectContaining({ email: 'sam@' }),
    )
    expect(result.current.summary.map((item) => item.message)).toContain('Enter your name')
    expect(result.current.field('name').id).toBe(result.current.summary[0]?.fieldId)
    expect(document.title).toMatch(/^Error: /)
  })

  it('passes the parsed data and the forms runtime on, and clears an error once the field changes', async () => {
    const { result } = renderHook(() => useSchemaForm((forms) => forms.ConsultationSchema, empty))
    await act(() => result.current.handleSubmit(vi.fn())(submitOf(formHolding({}))))
    expect(result.current.errors.name).toBeDefined()
    act(() => result.current.field('name').onChange({ target: { value: 'S' } }))
    expect(result.current.errors.name).toBeUndefined()
    const form = formHolding({ name: ' Sam ', email: 'sam@example.com', phone: '01632 960001' })
    const onValid = vi.fn()
    await act(() => result.current.handleSubmit(onValid)(submitOf(form)))
    expect(document.title).not.toMatch(/^Error: /)
    expect(onValid).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Sam', business: '' }),
      expect.objectContaining({ api: expect.any(Object) }),
    )
  })

  it('gives a field that comes back what was typed in it before', () => {
    const { result } = renderHook(() => useSchemaForm((forms) => forms.ConsultationSchema, empty))
    act(() => result.current.field('name').onChange({ target: { value: 'Sam' } }))
    expect(result.current.field('name').defaultValue).toBe('Sam')
    act(() => result.current.reset())
    expect(result.current.field('name').defaultValue).toBe('')
  })

  it('empties the form it last sent on reset', async () => {
    const { result } = renderHook(() => useSchemaForm((forms) => forms.ConsultationSchema, empty))
    const form = formHolding({ name: 'Sam', email: 'sam@example.com', phone: '01632 960001' })
    for (const input of form.querySelectorAll('input')) input.defaultValue = ''
    await act(() => result.current.handleSubmit(vi.fn())(submitOf(form)))
    act(() => result.current.reset())
    expect(valuesOfForm(form, ['name', 'email'])).toEqual({ name: '', email: '' })
  })

  describe('the lazily loaded schemas', () => {
    afterEach(() => vi.restoreAllMocks())

    it('start loading when a field is first focused', () => {
      const preload = vi.spyOn(runtimeLoader, 'preloadFormRuntime')
      const { result } = renderHook(() => useSchemaForm((forms) => forms.ConsultationSchema, empty))
      expect(preload).not.toHaveBeenCalled()
      act(() => result.current.field('name').onFocus())
      expect(preload).toHaveBeenCalledTimes(1)
    })

    it('when they cannot load, a toast says so, nothing is sent and every value stays', async () => {
      vi.spyOn(runtimeLoader, 'loadFormRuntime').mockRejectedValue(new Error('offline'))
      const { result } = renderHook(() => ({
        form: useSchemaForm((forms) => forms.ConsultationSchema, empty),
        toasts: useToast().toasts,
      }))
      const form = formHolding({ name: 'Sam' })
      const onValid = vi.fn()
      await act(() => result.current.form.handleSubmit(onValid)(submitOf(form)))
      expect(onValid).not.toHaveBeenCalled()
      expect(valuesOfForm(form, ['name']).name).toBe('Sam')
      expect(result.current.toasts.map((item) => item.description)).toContain(NETWORK_ERROR_MESSAGE)
    })
  })
})
