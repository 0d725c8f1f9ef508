import { describe, expect, it } from 'vitest'
import { notFoundMeta, routeMeta } from './meta'
import { pageJsonLd } from './structured-data'

describe('route meta tags', () => {
  it('gives an alias the canonical URL of its page', () => {
    const tags = routeMeta('/services/website-design', [])
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.hardhatwebsites.example/website-design',
    })
  })

  it('carries title, description, Open Graph and JSON-LD', () => {
    const tags = routeMeta(
      '/one-page-website',
      pageJsonLd('/one-page-website', { offerPath: '/one-page-website' }),
    )
    const title = tags.find((tag) => 'title' in tag)
    expect(title).toMatchObject({ title: expect.stringContaining('| Hard Hat Websites') })
    expect(tags).toContainEqual(expect.objectContaining({ name: 'description' }))
    expect(tags).toContainEqual(expect.objectContaining({ property: 'og:title' }))
    const jsonLd = tags.filter((tag) => 'script:ld+json' in tag)
    expect(jsonLd.length).toBeGreaterThanOrEqual(2)
    expect(JSON.stringify(jsonLd)).toContain('"price":995')
  })

  it('refuses a path outside the route table', () => {
    expect(() => routeMeta('/nowhere', [])).toThrow(/route table/)
  })

  it('keeps the 404 page out of search results', () => {
    expect(notFoundMeta()).toContainEqual({ name: 'robots', content: 'noindex' })
  })
})

describe('page structured data', () => {
  it('drops an offer whose deadline passed before the build', () => {
    const ld = pageJsonLd('/special-offer-495', { offerPath: '/special-offer-495' })
    expect(JSON.stringify(ld)).not.toContain('"@type":"Offer"')
  })
})
