import { describe, expect, it } from 'vitest'
import { sitemapEntries } from './routes'
import { siteMapGroups } from './site-map'

describe('the HTML sitemap', () => {
  const links = siteMapGroups().flatMap((group) => group.links)

  it('lists every page the XML sitemap gives search engines, besides itself', () => {
    const xmlPaths = sitemapEntries('https://x.example').map((entry) => new URL(entry.url).pathname)
    expect(links.map((link) => link.href).sort()).toEqual(
      xmlPaths.filter((path) => path !== '/sitemap').sort(),
    )
  })

  it('names each page by its title, without the brand after it', () => {
    expect(links).toContainEqual({ label: 'Contact Us: Get Your Free Quote', href: '/contact' })
    for (const link of links) expect(link.label).not.toContain('| Hard Hat Websites')
  })
})
