import { ConsultationSchema } from '@hard-hat/forms'
import { act, renderHook } from '@testing-library/react'
import type { FormEvent } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useSchemaForm } from './use-schema-form'

const empty = { name: '', email: '', phone: '', business: '', message: '' }
const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement>

describe('useSchemaForm', () => {
  beforeEach(() => {
    document.title = 'Home | Hard Hat Websites'
  })

  it('shows the schema messages per field and keeps the values', () => {
    const { result } = renderHook(() => useSchemaForm(ConsultationSchema, empty))
    act(() => result.current.setValue('email', 'sam@'))
    const onValid = vi.fn()
    act(() => result.current.handleSubmit(onValid)(submitEvent()))
    expect(onValid).not.toHaveBeenCalled()
    expect(result.current.errors.name).toBe('Enter your name')
    expect(result.current.errors.email).toMatch(/correct format/)
    expect(result.current.values.email).toBe('sam@')
    expect(result.current.summary.map((item) => item.message)).toContain('Enter your name')
    expect(result.current.field('name').id).toBe(result.current.summary[0]?.fieldId)
    expect(document.title).toMatch(/^Error: /)
  })

  it('passes the parsed data on and clears an error once the field changes', () => {
    const { result } = renderHook(() => useSchemaForm(ConsultationSchema, empty))
    act(() => result.current.handleSubmit(vi.fn())(submitEvent()))
    expect(result.current.errors.name).toBeDefined()
    act(() => result.current.field('name').onChange({ target: { value: ' Sam ' } } as never))
    expect(result.current.errors.name).toBeUndefined()
    act(() => {
      result.current.setValue('email', 'sam@example.com')
      result.current.setValue('phone', '01632 960001')
    })
    const onValid = vi.fn()
    act(() => result.current.handleSubmit(onValid)(submitEvent()))
    expect(document.title).not.toMatch(/^Error: /)
    expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ name: 'Sam', business: '' }))
  })
})
