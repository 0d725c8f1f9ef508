import { act, renderHook } from '@testing-library/react'
import { useFieldErrors, valuesOfForm } from './field-errors'

describe('valuesOfForm', () => {
  it('reads an unticked check box as empty, a ticked one as its value, and a missing field as empty', () => {
    const form = document.createElement('form')
    form.innerHTML =
      '<input type="checkbox" name="a" value="true" checked><input type="checkbox" name="b" value="true"><input name="c" value=" typed ">'
    expect(valuesOfForm(form, ['a', 'b', 'c', 'd'])).toEqual({
      a: 'true',
      b: '',
      c: ' typed ',
      d: '',
    })
  })
})

describe('useFieldErrors', () => {
  it('puts "Error: " before the page title while there are errors, once, and takes it away after', async () => {
    document.title = 'Contact'
    const { result, rerender } = renderHook(() => useFieldErrors())
    act(() => result.current.showErrors({ name: 'Enter your name', email: undefined }))
    expect(result.current.summary).toEqual([
      { fieldId: result.current.fieldId('name'), message: 'Enter your name' },
    ])
    act(() => result.current.showErrors({ email: 'Enter your email address' }))
    rerender()
    expect(document.title).toBe('Error: Contact')
    act(() => result.current.clearError('email'))
    expect(document.title).toBe('Contact')
  })
})
