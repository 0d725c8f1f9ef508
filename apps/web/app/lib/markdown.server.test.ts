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

  it('loads every body image lazily, and offers an uploaded photo in each format and width made', async () => {
    const id = '0123456789abcdef0123456789abcdef'
    const html = await markdownToHtml(
      `![A plan](/images/articles/plan.svg)\n\n![The new roof](/media/${id}/1000.jpg)`,
    )
    expect(html).toContain(
      '<img src="/images/articles/plan.svg" alt="A plan" loading="lazy" decoding="async">',
    )
    expect(html).toContain(
      `<picture><source type="image/avif" srcset="/media/${id}/1000.avif 1000w, /media/${id}/768.avif 768w, /media/${id}/480.avif 480w"`,
    )
    expect(html).toContain(`<source type="image/webp" srcset="/media/${id}/1000.webp 1000w,`)
    expect(html).toMatch(
      new RegExp(
        `<img src="/media/${id}/1000.jpg" alt="The new roof" loading="lazy" decoding="async" srcset="/media/${id}/1000.jpg 1000w, [^"]+480w" sizes="[^"]+"></picture>`,
      ),
    )
    expect(html).not.toContain('fetchpriority')
  })
})
