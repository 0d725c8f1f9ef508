import {
  LIMITED_ONE_PAGE_OFFER,
  MARKETING_PACKAGES,
  ONE_PAGE_WEBSITE,
  toPounds,
} from '@hard-hat/pricing'
import { describe, expect, it } from 'vitest'
import { INSIGHT_ARTICLES } from '../articles/articles'
import { PROJECTS } from '../projects'
import { findRoute } from '../routes'
import { SITE } from '../site'
import { jsonLdScript } from './json-ld'
import { localBusinessJsonLd } from './local-business'
import { offerJsonLd } from './offers'
import {
  type ArticleForJsonLd,
  articleJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  projectJsonLd,
  webPageJsonLd,
} from './pages'

// biome-ignore lint/suspicious/noExplicitAny: tests inspect parsed JSON-LD property by property
type ParsedJson = Record<string, any>

// Round-trips through JSON, as a crawler reads it from the page.
const parsed = (data: unknown) => JSON.parse(JSON.stringify(data)) as ParsedJson

type OfferJson = { name: string; price: number; priceCurrency: string; url: string }
const offerNamed = (business: ParsedJson, name: string): OfferJson | undefined =>
  (business.makesOffer as OfferJson[]).find((offer) => offer.name === name)

const beforeBothDeadlines = new Date('2025-05-01T12:00:00Z')
const afterBothDeadlines = new Date('2025-07-01T12:00:00Z')

describe('localBusinessJsonLd', () => {
  const business = parsed(localBusinessJsonLd(beforeBothDeadlines))

  it('is a schema.org ProfessionalService with name, address and telephone', () => {
    expect(business['@context']).toBe('https://schema.org')
    expect(business['@type']).toBe('ProfessionalService')
    expect(business.name).toBe('Hard Hat Websites')
    expect(business.telephone).toBe(SITE.phone.tel)
    expect(business.email).toBe(SITE.email.address)
    expect(business.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: 'Scarborough',
      postalCode: SITE.address.postalCode,
    })
  })

  it('opens Monday to Friday 09:00 to 17:30 and is rated 4.9 from 150 reviews', () => {
    expect(business.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:30',
      },
    ])
    expect(business.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 150 })
  })

  it('prices the one-page website and marketing packages as pricing does, excluding VAT', () => {
    expect(offerNamed(business, ONE_PAGE_WEBSITE.name)?.price).toBe(
      toPounds(ONE_PAGE_WEBSITE.price),
    )
    expect(offerNamed(business, ONE_PAGE_WEBSITE.name)?.price).toBe(995)
    for (const pack of Object.values(MARKETING_PACKAGES)) {
      expect(offerNamed(business, `${pack.name} Package`)?.price).toBe(toPounds(pack.price))
    }
    for (const offer of business.makesOffer) {
      expect(offer.priceCurrency).toBe('GBP')
      expect(offer.priceSpecification.valueAddedTaxIncluded).toBe(false)
      expect(offer['@context']).toBeUndefined()
    }
    expect(business.priceRange).toBe('£995–£8,000')
  })

  it('leaves the time-limited offers to their own pages, whatever the time (P-offer-ends-for-every-reader)', () => {
    for (const now of [beforeBothDeadlines, afterBothDeadlines]) {
      const urls = (parsed(localBusinessJsonLd(now)).makesOffer as OfferJson[]).map(
        (offer) => new URL(offer.url).pathname,
      )
      expect(urls).toEqual([
        '/one-page-website',
        '/packages/launch',
        '/packages/momentum',
        '/packages/dominance',
      ])
    }
  })

  it('uses another origin when given one', () => {
    expect(localBusinessJsonLd(beforeBothDeadlines, 'http://127.0.0.1:3000').url).toBe(
      'http://127.0.0.1:3000/',
    )
  })
})

describe('offerJsonLd', () => {
  it('gives an Offer with its deadline as priceValidUntil, and nothing after it', () => {
    const input = {
      name: LIMITED_ONE_PAGE_OFFER.name,
      price: LIMITED_ONE_PAGE_OFFER.price,
      path: '/special-offer-495',
      deadline: {
        id: 'x',
        label: 'x',
        endsAt: '2025-06-14T23:55:00+01:00',
        timeZone: 'Europe/London' as const,
      },
    }
    const offer = parsed(offerJsonLd(input, beforeBothDeadlines))
    expect(offer['@type']).toBe('Offer')
    expect(offer['@context']).toBe('https://schema.org')
    expect(offer.priceValidUntil).toBe('2025-06-14T23:55:00+01:00')
    expect(offer.url).toBe('https://www.hardhatwebsites.example/special-offer-495')
    expect(offerJsonLd(input, new Date('2025-06-14T22:55:00Z'))).toBeUndefined()
  })
})

const sampleArticle: ArticleForJsonLd = {
  title: 'Why Every Builder Needs a Website',
  slug: 'why-every-builder-needs-a-website',
  excerpt: 'A short excerpt.',
  author: { name: 'Sample Author', role: 'Editor' },
  dateIso: '2025-01-14',
  featuredImage: { src: '/images/articles/x.svg', width: 600, height: 400, alt: 'x' },
  tags: ['websites', 'builders'],
}

describe('page structured data', () => {
  it('describes an article with headline, author and datePublished', () => {
    const article = parsed(articleJsonLd(sampleArticle))
    expect(article['@context']).toBe('https://schema.org')
    expect(article['@type']).toBe('Article')
    expect(article.headline).toBe(sampleArticle.title)
    expect(article.author).toEqual({ '@type': 'Person', name: 'Sample Author', jobTitle: 'Editor' })
    expect(article.datePublished).toBe('2025-01-14')
    expect(article.image).toBe('https://www.hardhatwebsites.example/images/articles/x.svg')
    expect(article.url).toBe(
      'https://www.hardhatwebsites.example/insights/why-every-builder-needs-a-website',
    )
  })

  it('accepts every insight article of the package', () => {
    expect(INSIGHT_ARTICLES.length).toBeGreaterThan(0)
    for (const item of INSIGHT_ARTICLES) {
      const article = parsed(articleJsonLd(item))
      expect(article.headline).toBe(item.title)
      expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  it('describes a project as a CreativeWork at its slug', () => {
    const project = PROJECTS[1]
    if (!project) throw new Error('fixture missing')
    const work = parsed(projectJsonLd(project))
    expect(work['@context']).toBe('https://schema.org')
    expect(work['@type']).toBe('CreativeWork')
    expect(work.name).toBe(project.title)
    expect(work.url).toBe(`https://www.hardhatwebsites.example/portfolio/${project.slug}`)
  })

  it('turns FAQs into Questions with accepted Answers', () => {
    const page = parsed(
      faqPageJsonLd([
        { question: 'How long?', answer: 'Three days.' },
        { question: 'Hosting?', answer: 'Monthly.' },
      ]),
    )
    expect(page['@type']).toBe('FAQPage')
    expect(page.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'How long?',
        acceptedAnswer: { '@type': 'Answer', text: 'Three days.' },
      },
      {
        '@type': 'Question',
        name: 'Hosting?',
        acceptedAnswer: { '@type': 'Answer', text: 'Monthly.' },
      },
    ])
  })

  it('numbers breadcrumb positions from 1 with absolute canonical URLs', () => {
    const trail = parsed(
      breadcrumbJsonLd([
        { label: 'Home', href: '/' },
        { label: 'Portfolio', href: '/portfolio' },
        { label: 'Everheat', href: '/portfolio/everheat' },
      ]),
    )
    expect(trail['@type']).toBe('BreadcrumbList')
    expect(trail.itemListElement.map((item: { position: number }) => item.position)).toEqual([
      1, 2, 3,
    ])
    expect(trail.itemListElement[2]).toEqual({
      '@type': 'ListItem',
      position: 3,
      name: 'Everheat',
      item: 'https://www.hardhatwebsites.example/portfolio/everheat',
    })
  })

  it('describes a route as a WebPage at its canonical URL', () => {
    const route = findRoute('/services/website-design')
    if (!route) throw new Error('fixture missing')
    const page = parsed(webPageJsonLd(route))
    expect(page['@type']).toBe('WebPage')
    expect(page.name).toBe(route.title)
    expect(page.url).toBe('https://www.hardhatwebsites.example/website-design')
  })
})

describe('jsonLdScript', () => {
  it('parses back to the same data and can never close its script element', () => {
    const data = faqPageJsonLd([{ question: '</script><b>', answer: 'a < b' }])
    const text = jsonLdScript(data)
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual(parsed(data))
  })
})
