import { NETWORK_ERROR_MESSAGE } from '@hard-hat/forms'
import { useToast } from '@hard-hat/ui'
import { act, renderHook } from '@testing-library/react'
import type { FormEvent } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as runtimeLoader from './load-form-runtime'
import { useSchemaForm } from './use-schema-form'

const empty = { name: '', email: '', phone: '', business: '', message: '' }
const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement>

describe('useSchemaForm', () => {
  beforeEach(() => {
    document.title = 'Home | Hard Hat Websites'
  })

  it('shows the schema messages per field and keeps the values', async () => {
    const { result } = renderHook(() => useSchemaForm((forms) => forms.ConsultationSchema, empty))
    act(() => result.current.setValue('email', 'sam@'))
    const onValid = vi.fn()
    await act(() => result.current.handleSubmit(onValid)(submitEvent()))
    expect(onValid).not.toHaveBeenCalled()
    expect(result.current.errors.name).toBe('Enter your name')
    expect(result.current.errors.email).toMatch(/correct format/)
    expect(result.current.values.email).toBe('sam@')
    expect(result.current.summary.map((item) => item.message)).toContain('Enter your name')
    expect(result.current.field('name').id).toBe(result.current.summary[0]?.fieldId)
    expect(document.title).toMatch(/^Error: /)
  })

  it('passes the parsed data and the forms runtime on, and clears an error once the field changes', async () => {
    const { result } = renderHook(() => useSchemaForm((forms) => forms.ConsultationSchema, empty))
    await act(() => result.current.handleSubmit(vi.fn())(submitEvent()))
    expect(result.current.errors.name).toBeDefined()
    act(() => result.current.field('name').onChange({ target: { value: ' Sam ' } } as never))
    expect(result.current.errors.name).toBeUndefined()
    act(() => {
      result.current.setValue('email', 'sam@example.com')
      result.current.setValue('phone', '01632 960001')
    })
    const onValid = vi.fn()
    await act(() => result.current.handleSubmit(onValid)(submitEvent()))
    expect(document.title).not.toMatch(/^Error: /)
    expect(onValid).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Sam', business: '' }),
      expect.objectContaining({ api: expect.any(Object) }),
    )
  })

  describe('the lazily loaded schemas', () => {
    afterEach(() => vi.restoreAllMocks())

    it('start loading when a field is first focused', () => {
      const load = vi.spyOn(runtimeLoader, 'loadFormRuntime')
      const { result } = renderHook(() => useSchemaForm((forms) => forms.ConsultationSchema, empty))
      expect(load).not.toHaveBeenCalled()
      act(() => result.current.field('name').onFocus())
      expect(load).toHaveBeenCalledTimes(1)
    })

    it('when they cannot load, a toast says so, nothing is sent and every value stays', async () => {
      vi.spyOn(runtimeLoader, 'loadFormRuntime').mockRejectedValue(new Error('offline'))
      const { result } = renderHook(() => ({
        form: useSchemaForm((forms) => forms.ConsultationSchema, empty),
        toasts: useToast().toasts,
      }))
      act(() => result.current.form.setValue('name', 'Sam'))
      const onValid = vi.fn()
      await act(() => result.current.form.handleSubmit(onValid)(submitEvent()))
      expect(onValid).not.toHaveBeenCalled()
      expect(result.current.form.values.name).toBe('Sam')
      expect(result.current.toasts.map((item) => item.description)).toContain(NETWORK_ERROR_MESSAGE)
    })
  })
})
