import { type Faq, SEED_CONTENT, type SiteContent, type Testimonial } from '@hard-hat/content'
import { describe, expect, it } from 'vitest'
import { contentPaths } from './publish-content.js'

// Which pages a publication renders: only those whose render can differ (no web build needed).

const withFaqs = (page: keyof SiteContent['faqs'], faqs: readonly Faq[]): SiteContent => ({
  ...SEED_CONTENT,
  faqs: { ...SEED_CONTENT.faqs, [page]: faqs },
})
const withTestimonials = (
  place: keyof SiteContent['testimonials'],
  testimonials: readonly Testimonial[],
): SiteContent => ({
  ...SEED_CONTENT,
  testimonials: { ...SEED_CONTENT.testimonials, [place]: testimonials },
})
const edited = <Item extends object>(items: readonly Item[], change: Partial<Item>): Item[] =>
  items.map((item, index) => (index === 0 ? { ...item, ...change } : item))

describe('contentPaths', () => {
  it('renders every content page on a first pass, each once: lists, items, sitemap and the pages with an FAQ or testimonials', () => {
    const paths = contentPaths(SEED_CONTENT)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of [
      '/insights',
      `/insights/${SEED_CONTENT.articles[0]?.slug}`,
      '/portfolio',
      '/sitemap',
      '/',
      '/crm',
      '/contact',
      '/one-page-website',
      '/premium-package',
      '/packages/launch',
      '/packages/momentum',
      '/packages/dominance',
      '/referrals',
    ]) {
      expect(paths).toContain(path)
    }
  })

  it('renders nothing when nothing changed', () => {
    expect(contentPaths(SEED_CONTENT, SEED_CONTENT)).toEqual([])
    expect(contentPaths(SEED_CONTENT, structuredClone(SEED_CONTENT))).toEqual([])
  })

  it("renders only an FAQ page whose questions changed, at the route table's path", () => {
    const contact = withFaqs(
      'contact',
      edited(SEED_CONTENT.faqs.contact, { answer: 'A new answer.' }),
    )
    expect(contentPaths(contact, SEED_CONTENT)).toEqual(['/contact'])
    const momentum = withFaqs('package-momentum', SEED_CONTENT.faqs['package-momentum'].slice(1))
    expect(contentPaths(momentum, SEED_CONTENT)).toEqual(['/packages/momentum'])
    // A question moved to another position is a change too.
    const referrals = withFaqs('referrals', [...SEED_CONTENT.faqs.referrals].reverse())
    expect(contentPaths(referrals, SEED_CONTENT)).toEqual(['/referrals'])
  })

  it('renders the page a place of testimonials is on, once when two of its places changed', () => {
    const results = withTestimonials(
      'home-results',
      edited(SEED_CONTENT.testimonials['home-results'], { text: 'New words.' }),
    )
    expect(contentPaths(results, SEED_CONTENT)).toEqual(['/'])
    const both = {
      ...results,
      testimonials: { ...results.testimonials, home: SEED_CONTENT.testimonials.home.slice(1) },
    }
    expect(contentPaths(both, SEED_CONTENT)).toEqual(['/'])
    const crm = {
      ...withTestimonials('crm', SEED_CONTENT.testimonials.crm.slice(1)),
      faqs: withFaqs('crm', SEED_CONTENT.faqs.crm.slice(1)).faqs,
    }
    expect(contentPaths(crm, SEED_CONTENT)).toEqual(['/crm'])
  })

  it('renders the page a claim is on when it changes or is hidden, the home page once for its figures', () => {
    const withClaims = (claims: Partial<SiteContent['claims']>): SiteContent => ({
      ...SEED_CONTENT,
      claims: { ...SEED_CONTENT.claims, ...claims },
    })
    expect(contentPaths(withClaims({ 'premium-slots': null }), SEED_CONTENT)).toEqual([
      '/premium-package',
    ])
    expect(
      contentPaths(withClaims({ 'premium-slots': { left: 1, total: 5 } }), SEED_CONTENT),
    ).toEqual(['/premium-package'])
    const figures = withClaims({ clients: { count: 160 }, results: SEED_CONTENT.claims.results })
    expect(contentPaths(figures, SEED_CONTENT)).toEqual(['/'])
    // The rating is in the LocalBusiness structured data of every page that carries it too.
    const rating = contentPaths(withClaims({ rating: { value: 4.8, count: 170 } }), SEED_CONTENT)
    expect(rating).toEqual(
      expect.arrayContaining(['/', '/contact', '/website-services', '/website-design']),
    )
    expect(rating).not.toContain('/premium-package')
    // The celebration offer's places are the offer plugin's to serve (render-offer-pages.ts).
    expect(contentPaths(withClaims({ 'offer-slots': null }), SEED_CONTENT)).toEqual([])
  })

  it('leaves the offer pages to the offer plugin, which serves them in both states (render-offer-pages.ts)', () => {
    const offer = withFaqs(
      'special-offer-495',
      edited(SEED_CONTENT.faqs['special-offer-495'], { answer: 'A new answer.' }),
    )
    expect(contentPaths(offer, SEED_CONTENT)).toEqual([])
    expect(contentPaths(SEED_CONTENT)).not.toContain('/special-offer-495')
    expect(contentPaths(SEED_CONTENT)).not.toContain('/special-one-page-offer')
  })

  it("renders a project's change on every case study, the portfolio and the home page's teasers", () => {
    const project = SEED_CONTENT.projects[0] as SiteContent['projects'][number]
    const content = {
      ...SEED_CONTENT,
      projects: [{ ...project, title: 'Retitled' }, ...SEED_CONTENT.projects.slice(1)],
    }
    expect(contentPaths(content, SEED_CONTENT)).toEqual([
      '/portfolio',
      ...SEED_CONTENT.projects.map(({ slug }) => `/portfolio/${slug}`),
      '/',
      '/sitemap',
    ])
  })

  it('renders an article change and an FAQ change of one publication together, the sitemap once', () => {
    const article = SEED_CONTENT.articles[0] as SiteContent['articles'][number]
    const content = {
      ...withFaqs('crm', SEED_CONTENT.faqs.crm.slice(1)),
      articles: [{ ...article, title: 'Retitled' }, ...SEED_CONTENT.articles.slice(1)],
    }
    expect(contentPaths(content, SEED_CONTENT)).toEqual([
      '/insights',
      `/insights/${article.slug}`,
      '/sitemap',
      '/crm',
    ])
  })
})
