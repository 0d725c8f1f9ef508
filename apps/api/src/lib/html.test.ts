import { describe, expect, it } from 'vitest'
import { html, raw, SafeHtml } from './html.js'

describe('the html tag', () => {
  it('escapes every interpolated text, in an element and in an attribute', () => {
    const name = '"><script>alert(1)</script>'
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    )
  })

  it('keeps nested html and lists of it as markup, and renders nothing for null, undefined and false', () => {
    const items = ['a&b', 'c'].map((item) => html`<li>${item}</li>`)
    expect(html`<ul>${items}</ul>${null}${undefined}${false}`.value).toBe(
      '<ul><li>a&amp;b</li><li>c</li></ul>',
    )
  })

  it('lets a trusted fragment through only when it is marked with raw', () => {
    const fragment = '<svg role="img"></svg>'
    expect(html`<div>${fragment}</div>`.value).toBe(
      '<div>&lt;svg role=&quot;img&quot;&gt;&lt;/svg&gt;</div>',
    )
    expect(html`<div>${raw(fragment)}</div>`.value).toBe(`<div>${fragment}</div>`)
    expect(raw(fragment)).toBeInstanceOf(SafeHtml)
  })
})
