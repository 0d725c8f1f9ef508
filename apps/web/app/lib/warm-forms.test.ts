import { FORM_DEFINITIONS, FORM_ID_FIELD } from '@hard-hat/forms'
import { describe, expect, it, vi } from 'vitest'
import { checkFormsOnce, warmForms } from './warm-forms'

/** A page's worth of HTML in a fresh container. */
function pageOf(html: string): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = html
  return root
}

describe('checkFormsOnce', () => {
  it("runs each of the site's forms' check once, on what its fields hold", () => {
    const toRequest = vi.spyOn(FORM_DEFINITIONS.consultation, 'toRequest')
    const page = pageOf(`
      <form method="post" action="/api/leads">
        <input name="name" value="Sam Sample" />
        <input name="email" value="sam@" />
        <input type="hidden" name="formId" value="consultation" />
      </form>
      <form role="search"><input name="q" value="roofers" /></form>
      <form><input type="hidden" name="formId" value="not-a-form" /></form>`)

    expect(checkFormsOnce(page, FORM_DEFINITIONS, FORM_ID_FIELD)).toEqual(['consultation'])
    expect(toRequest).toHaveBeenCalledOnce()
    expect(toRequest).toHaveBeenCalledWith({
      name: 'Sam Sample',
      email: 'sam@',
      formId: 'consultation',
    })
    // Nothing on the page changes: the result is dropped.
    expect(page.querySelector('[aria-invalid]')).toBeNull()
  })
})

describe('warmForms', () => {
  it('checks the forms in a task of their own, with what was typed by then', async () => {
    vi.useFakeTimers()
    const toRequest = vi.spyOn(FORM_DEFINITIONS.newsletter, 'toRequest')
    const page = pageOf(
      '<form><input name="email" value="" /><input type="hidden" name="formId" value="newsletter" /></form>',
    )

    const warmed = warmForms(page, FORM_DEFINITIONS, FORM_ID_FIELD)
    page.querySelector('input')?.setAttribute('value', 'sam@example.com')
    expect(toRequest).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(0)
    await expect(warmed).resolves.toEqual(['newsletter'])
    expect(toRequest).toHaveBeenCalledWith({ email: 'sam@example.com', formId: 'newsletter' })
    vi.useRealTimers()
  })
})
