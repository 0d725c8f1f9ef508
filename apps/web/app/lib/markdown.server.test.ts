import { describe, expect, it } from 'vitest'
import { markdownToHtml } from './markdown.server'

describe('markdownToHtml', () => {
  it('renders headings, bold, lists, paragraphs and links', async () => {
    const html = await markdownToHtml(
      '## Key Points\n\nSome **bold** text.\n\n- one\n- two\n\n1. first\n\n[get in touch](/contact)',
    )
    expect(html).toContain('<h2>Key Points</h2>')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>')
    expect(html).toContain('<ol>\n<li>first</li>\n</ol>')
    expect(html).toContain('<a href="/contact">get in touch</a>')
  })

  it('strips scripts, event handlers and javascript: links', async () => {
    const html = await markdownToHtml(
      'Hi <script>alert(1)</script><img src=x onerror="alert(1)">\n\n[x](javascript:alert(1))',
    )
    expect(html).not.toContain('<script')
    expect(html).not.toContain('onerror')
    expect(html).not.toContain('javascript:')
  })
})
