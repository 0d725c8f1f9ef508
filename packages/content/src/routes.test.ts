import { describe, expect, it } from 'vitest'
import { canonicalUrl, findRoute, normalisePath, ROUTES, routeForPage } from './routes'

// Every path of spec 001 §2's full route table, as written there.
const SPEC_001_PATHS = [
  '/',
  '/services/website-design',
  '/website-design',
  '/website-services',
  '/boutique-pricing',
  '/one-page-website',
  '/special-offer-495',
  '/special-one-page-offer',
  '/free-website',
  '/portfolio',
  '/portfolio/{slug}',
  '/insights',
  '/insights/{slug}',
  '/crm',
  '/contact',
  '/premium-package',
  '/packages/launch',
  '/packages/momentum',
  '/packages/dominance',
  '/special-offer',
  '/packages/small-business',
  '/packages/medium-business',
  '/packages/enterprise',
  '/referrals',
  '/thank-you',
  '/terms',
  '/privacy',
  '/cookies',
  '/sitemap.xml',
]

describe('ROUTES', () => {
  it('covers every path of spec 001’s route table', () => {
    const paths = ROUTES.map((route) => route.path.replace(':slug', '{slug}'))
    const missing = SPEC_001_PATHS.filter((path) => !paths.includes(path))
    expect(missing).toEqual([])
  })

  it('redirects /projects to /portfolio (decision 5)', () => {
    const projects = findRoute('/projects')
    expect(projects?.kind).toBe('redirect')
    expect(projects?.redirectTo).toBe('/portfolio')
    expect(projects?.isInSitemap).toBe(false)
  })

  it('points each alias at its canonical page', () => {
    expect(findRoute('/services/website-design')?.canonicalPath).toBe('/website-design')
    expect(findRoute('/special-one-page-offer')?.canonicalPath).toBe('/special-offer-495')
    expect(findRoute('/special-one-page-offer')?.pageId).toBe('special-offer-495')
  })

  it('has no duplicate paths', () => {
    const paths = ROUTES.map((route) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('gives every route a branded title and a description of 70 to 160 characters', () => {
    for (const route of ROUTES) {
      expect(route.title, route.path).toMatch(/ \| Hard Hat Websites$/)
      expect(route.description.length, route.path).toBeGreaterThanOrEqual(70)
      expect(route.description.length, route.path).toBeLessThanOrEqual(160)
    }
  })

  it('gives every canonical page its own title and description', () => {
    const canonical = ROUTES.filter((route) => route.kind === 'page' || route.kind === 'dynamic')
    expect(new Set(canonical.map((route) => route.description)).size).toBe(canonical.length)
    expect(new Set(canonical.map((route) => route.title)).size).toBe(canonical.length)
  })

  it('says "+ VAT" in every description that states a price (decision 16)', () => {
    // The referral reward is money paid to the visitor, not a price, so VAT does not apply.
    const priced = ROUTES.filter((route) => /£\d/.test(route.description))
    expect(priced.length).toBeGreaterThan(8)
    for (const route of priced.filter((candidate) => candidate.pageId !== 'referrals')) {
      expect(route.description, route.path).toContain('+ VAT')
    }
  })

  it('keeps sitemap priorities between 0 and 1 and leaves the thank-you page out', () => {
    for (const route of ROUTES) {
      expect(route.priority).toBeGreaterThanOrEqual(0)
      expect(route.priority).toBeLessThanOrEqual(1)
    }
    expect(findRoute('/thank-you')?.isInSitemap).toBe(false)
    expect(routeForPage('home').priority).toBe(1)
  })
})

describe('findRoute', () => {
  it('matches slug paths to the dynamic rows and rejects deeper paths', () => {
    expect(findRoute('/portfolio/everheat')?.pageId).toBe('case-study')
    expect(findRoute('/insights/anything')?.pageId).toBe('article')
    expect(findRoute('/portfolio/everheat/extra')).toBeUndefined()
    expect(findRoute('/nowhere')).toBeUndefined()
  })

  it('ignores a trailing slash, query and hash', () => {
    expect(normalisePath('/crm/?a=1#x')).toBe('/crm')
    expect(normalisePath('/')).toBe('/')
    expect(findRoute('/contact/')?.pageId).toBe('contact')
  })
})

describe('canonicalUrl', () => {
  it('puts canonical paths on the public origin', () => {
    expect(canonicalUrl('/')).toBe('https://www.hardhatwebsites.example/')
    expect(canonicalUrl('/services/website-design')).toBe(
      'https://www.hardhatwebsites.example/website-design',
    )
    expect(canonicalUrl('/special-one-page-offer')).toBe(
      'https://www.hardhatwebsites.example/special-offer-495',
    )
    expect(canonicalUrl('/projects')).toBe('https://www.hardhatwebsites.example/portfolio')
    expect(canonicalUrl('/portfolio/everheat')).toBe(
      'https://www.hardhatwebsites.example/portfolio/everheat',
    )
  })

  it('accepts another origin, as PUBLIC_ORIGIN may set', () => {
    expect(canonicalUrl('/crm', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/crm')
  })
})
