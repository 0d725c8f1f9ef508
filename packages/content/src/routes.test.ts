import { describe, expect, it } from 'vitest'
import { INSIGHT_ARTICLES } from './articles/articles'
import { PROJECTS } from './projects'
import {
  canonicalUrl,
  findRoute,
  normalisePath,
  pageMeta,
  pagePaths,
  ROUTES,
  routeAt,
  routeForPage,
  routePaths,
  routeRedirects,
  sitemapEntries,
  sitemapXml,
} from './routes'

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

  it('redirects /projects to /portfolio (P-redirect-projects)', () => {
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

  it('says "+ VAT" in every description that states a price (P-prices-show-vat)', () => {
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

describe('routeAt', () => {
  it.each([
    ['/special-offer-495', '£995 + VAT'],
    ['/special-one-page-offer', '£995 + VAT'],
    ['/special-offer', '£3,500 + VAT'],
  ])('stops %s advertising its offer once the deadline has passed', (path, regularPrice) => {
    const route = findRoute(path)
    const ended = route?.afterDeadline
    if (!route || !ended) throw new Error(`${path} has no ended head`)
    const endsAtMs = Date.parse(ended.deadline.endsAt)
    expect(routeAt(route, new Date(endsAtMs - 1))).toBe(route)
    const after = routeAt(route, new Date(endsAtMs))
    expect(after.title).toContain('Has Ended')
    expect(after.title).toMatch(/\| Hard Hat Websites$/)
    expect(after.description).toContain('has ended')
    expect(after.description).toContain(regularPrice)
    expect(after.description).not.toMatch(/save|instead of|limited/i)
    expect(after.description.length).toBeGreaterThanOrEqual(70)
    expect(after.description.length).toBeLessThanOrEqual(160)
  })

  it('leaves every other route as it is', () => {
    const later = new Date('2100-01-01T00:00:00Z')
    for (const route of ROUTES.filter((row) => !row.afterDeadline)) {
      expect(routeAt(route, later)).toBe(route)
    }
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

describe('routePaths', () => {
  const paths = routePaths()

  it('lists every page, alias, portfolio slug and insight slug once', () => {
    expect(paths).toContain('/')
    expect(paths).toContain('/services/website-design')
    expect(paths).toContain('/special-one-page-offer')
    for (const project of PROJECTS) expect(paths).toContain(`/portfolio/${project.slug}`)
    for (const article of INSIGHT_ARTICLES) expect(paths).toContain(`/insights/${article.slug}`)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('leaves out patterns, the redirect and the XML sitemap', () => {
    expect(paths.some((path) => path.includes(':'))).toBe(false)
    expect(paths).not.toContain('/projects')
    expect(paths).not.toContain('/sitemap.xml')
    expect(routeRedirects()).toEqual([{ from: '/projects', to: '/portfolio' }])
  })

  it('resolves every path it lists back to a route', () => {
    for (const path of paths) expect(findRoute(path), path).toBeDefined()
  })
})

describe('pagePaths', () => {
  it("gives a page's own path and its aliases', and nothing for a slug page", () => {
    expect(pagePaths('crm')).toEqual(['/crm'])
    expect(pagePaths('home')).toEqual(['/'])
    expect(pagePaths('special-offer-495')).toEqual([
      '/special-offer-495',
      '/special-one-page-offer',
    ])
    expect(pagePaths('website-design')).toEqual(['/website-design', '/services/website-design'])
    expect(pagePaths('article')).toEqual([])
  })
})

describe('sitemap', () => {
  const urls = sitemapEntries().map((entry) => entry.url)

  it('lists every public canonical page and every slug, and no alias or redirect', () => {
    expect(urls).toContain('https://www.hardhatwebsites.example/')
    expect(urls).toContain('https://www.hardhatwebsites.example/packages/enterprise')
    expect(urls).toContain('https://www.hardhatwebsites.example/portfolio/harrogate-joinery')
    expect(urls.filter((url) => url.includes('/insights/'))).toHaveLength(INSIGHT_ARTICLES.length)
    expect(urls).not.toContain('https://www.hardhatwebsites.example/services/website-design')
    expect(urls).not.toContain('https://www.hardhatwebsites.example/projects')
    expect(urls).not.toContain('https://www.hardhatwebsites.example/thank-you')
    expect(new Set(urls).size).toBe(urls.length)
  })

  it('writes a sitemaps.org XML document with one url element per entry', () => {
    const xml = sitemapXml('http://127.0.0.1:3000')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml.match(/<url>/g)).toHaveLength(urls.length)
    expect(xml).toContain('<loc>http://127.0.0.1:3000/</loc>')
    expect(xml).toContain('<priority>1.0</priority>')
  })

  it('lists the articles and projects it is given (what the store publishes) in place of the package’s', () => {
    const xml = sitemapXml('http://127.0.0.1:3000', {
      articles: [{ slug: 'published-today' }],
      projects: [],
    })
    expect(xml).toContain('<loc>http://127.0.0.1:3000/insights/published-today</loc>')
    expect(xml).not.toContain('/portfolio/')
    expect(xml.match(/<url>/g)).toHaveLength(
      urls.filter((url) => !/\/(insights|portfolio)\/./.test(url)).length + 1,
    )
  })
})

describe('pageMeta', () => {
  it('gives every prerendered path a branded title, a description and its canonical URL', () => {
    for (const path of routePaths()) {
      const meta = pageMeta(path)
      expect(meta, path).toBeDefined()
      expect(meta?.title, path).toMatch(/ \| Hard Hat Websites$/)
      expect(meta?.description.length, path).toBeGreaterThan(0)
      expect(meta?.description.length, path).toBeLessThanOrEqual(160)
    }
  })

  it('uses the project or article for slug pages', () => {
    expect(pageMeta('/portfolio/map-electrical')).toMatchObject({
      pageId: 'case-study',
      title: 'MAP Electrical | Hard Hat Websites',
      canonicalUrl: 'https://www.hardhatwebsites.example/portfolio/map-electrical',
    })
    const article = INSIGHT_ARTICLES[0]
    if (!article) throw new Error('fixture missing')
    expect(pageMeta(`/insights/${article.slug}`)?.title).toBe(
      `${article.title} | Hard Hat Websites`,
    )
  })

  it('answers undefined for unknown paths and slugs, so the server can send a 404', () => {
    expect(pageMeta('/nowhere')).toBeUndefined()
    expect(pageMeta('/portfolio/6')).toBeUndefined()
    expect(pageMeta('/insights/no-such-article')).toBeUndefined()
    expect(pageMeta('/sitemap.xml')).toBeUndefined()
  })

  it('gives aliases the canonical URL of their page', () => {
    expect(pageMeta('/special-one-page-offer')?.canonicalUrl).toBe(
      'https://www.hardhatwebsites.example/special-offer-495',
    )
  })
})
