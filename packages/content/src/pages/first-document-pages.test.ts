import {
  FREE_WEBSITE,
  formatGBP,
  LIMITED_ONE_PAGE_OFFER,
  ONE_PAGE_WEBSITE,
} from '@hard-hat/pricing'
import { describe, expect, it } from 'vitest'
import { CLAIM_DEFAULTS } from '../content-data/claims'
import { DEADLINES } from '../site'
import { BOUTIQUE_PRICING_PAGE, quoteProgressPercent, quoteStepLabel } from './boutique-pricing'
import { FREE_WEBSITE_PAGE } from './free-website'
import { HOME_PAGE, HOME_SECTION_ORDER, homeClaimWords } from './home'
import { ONE_PAGE_WEBSITE_PAGE } from './one-page-website'
import {
  LIMITED_OFFER_PAGE,
  limitedOfferDeadlineWords,
  limitedOfferProofStats,
  limitedOfferState,
} from './special-offer-495'
import { WEBSITE_DESIGN_PAGE } from './website-design'

describe('home page', () => {
  it('has the eleven sections of the specification in order, each with copy', () => {
    expect(HOME_SECTION_ORDER).toHaveLength(11)
    expect(HOME_SECTION_ORDER[0]).toBe('hero')
    expect(HOME_SECTION_ORDER[10]).toBe('consultation')
    for (const section of HOME_SECTION_ORDER) expect(HOME_PAGE[section]).toBeDefined()
  })

  it('speaks to builders, trades and construction professionals across the UK', () => {
    expect(HOME_PAGE.hero.headline).toMatch(
      /Builders, Trades and Construction Professionals Across the UK/,
    )
    expect(HOME_PAGE.hero.primaryCta).toEqual({
      label: 'Book a Free Consultation',
      href: '/contact',
    })
    expect(HOME_PAGE.hero.secondaryCta).toEqual({ label: 'See Our Portfolio', href: '/portfolio' })
  })

  it('lists the six services, three teasers and the three results stats', () => {
    expect(HOME_PAGE.services.items).toHaveLength(6)
    expect(HOME_PAGE.portfolio.projects).toHaveLength(3)
    const words = homeClaimWords(CLAIM_DEFAULTS)
    expect(words.stats.map((stat) => stat.value)).toEqual(['68%', '83%', '2.4x'])
    expect(words.eyebrow).toBe('Trusted by 150+ trade businesses')
    expect(words.trustLine).toBe('Rated 4.9 out of 5 from 150 reviews')
    expect(HOME_PAGE.results.testimonials).toHaveLength(2)
    expect(HOME_PAGE.testimonials.items).toHaveLength(4)
  })

  it('links the Elite-Tier CRM section to the consultation form it names', () => {
    expect(HOME_PAGE.crm.features.map((feature) => feature.title)).toEqual([
      'Advanced Lead Management',
      'Comprehensive Job Tracking Suite',
      'Executive-Level Analytics',
    ])
    expect(HOME_PAGE.crm.cta).toEqual({
      label: 'Inquire About Our Premium CRM Access',
      href: `/#${HOME_PAGE.consultation.anchor}`,
    })
  })
})

describe('website design page', () => {
  it('has three benefit cards and sends View All Projects to /portfolio (P-redirect-projects)', () => {
    expect(WEBSITE_DESIGN_PAGE.benefits.items.map((item) => item.id)).toEqual([
      'higher-conversion',
      'local-seo',
      'mobile-first',
    ])
    expect(WEBSITE_DESIGN_PAGE.portfolio.viewAll).toEqual({
      label: 'View All Projects',
      href: '/portfolio',
    })
    expect(WEBSITE_DESIGN_PAGE.portfolio.samples).toHaveLength(4)
    expect(WEBSITE_DESIGN_PAGE.portfolio.imageFallback).toBe('Professional Website')
  })

  it('links to one-page websites at the one-page price with VAT stated', () => {
    expect(WEBSITE_DESIGN_PAGE.onePage.link.href).toBe('/one-page-website')
    expect(WEBSITE_DESIGN_PAGE.onePage.text).toContain(`${formatGBP(ONE_PAGE_WEBSITE.price)} + VAT`)
  })
})

describe('boutique pricing page', () => {
  it('labels progress "Step N of 4" with a width of step divided by 4', () => {
    expect(quoteStepLabel(3)).toBe('Step 3 of 4')
    expect(quoteProgressPercent(1)).toBe(25)
    expect(quoteProgressPercent(4)).toBe(100)
    expect(quoteProgressPercent(5)).toBe(100)
  })

  it('uses the feature step titles of the specification', () => {
    expect(BOUTIQUE_PRICING_PAGE.steps.map((step) => step.title).slice(1, 3)).toEqual([
      'Functionality Features',
      'Content & Enhancement Features',
    ])
    expect(BOUTIQUE_PRICING_PAGE.buttons.submitting).toBe('Sending Quote...')
  })

  it('confirms with "Quote Sent Successfully!", the 24-hour proposal and the two links', () => {
    expect(BOUTIQUE_PRICING_PAGE.success.heading).toBe('Quote Sent Successfully!')
    expect(BOUTIQUE_PRICING_PAGE.success.text).toMatch(/within 24 hours with a detailed proposal/)
    expect(BOUTIQUE_PRICING_PAGE.success.links).toEqual([
      { label: 'Schedule a Consultation', href: '/contact' },
      { label: 'Return to Homepage', href: '/' },
    ])
  })

  it('words the quote contact fields and gives project details its placeholder', () => {
    expect(Object.keys(BOUTIQUE_PRICING_PAGE.contactForm.fields)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'companyName',
      'projectDetails',
    ])
    expect(BOUTIQUE_PRICING_PAGE.contactForm.fields.projectDetails.placeholder).toBe(
      'Tell us more about your project...',
    )
  })
})

describe('one-page website page', () => {
  it('states the one-page price with VAT everywhere it appears', () => {
    const price = formatGBP(ONE_PAGE_WEBSITE.price)
    expect(ONE_PAGE_WEBSITE_PAGE.hero.headline).toContain(price)
    expect(ONE_PAGE_WEBSITE_PAGE.hero.priceNote).toMatch(/^\+ VAT/)
    expect(ONE_PAGE_WEBSITE_PAGE.pricingCard.price).toBe(`${price} + VAT`)
  })

  it('lists the pricing card terms of the specification', () => {
    expect(ONE_PAGE_WEBSITE_PAGE.pricingCard.points).toEqual([
      'One-time payment',
      'No monthly fee',
      'Live in 3 days',
      '2 rounds of revisions',
      `Hosting typically ${formatGBP(ONE_PAGE_WEBSITE.hostingMonthlyFrom)}–${formatGBP(ONE_PAGE_WEBSITE.hostingMonthlyTo)} a month + VAT`,
    ])
  })

  it('gives examples for plumbers, electricians and builders and links to the portfolio', () => {
    expect(ONE_PAGE_WEBSITE_PAGE.examples.items.map((item) => item.trade)).toEqual([
      'Plumbers',
      'Electricians',
      'Builders',
    ])
    expect(ONE_PAGE_WEBSITE_PAGE.examples.links.map((link) => link.label)).toEqual([
      'See Examples',
      'View Our Full Portfolio',
    ])
    expect(ONE_PAGE_WEBSITE_PAGE.form.anchor).toBe('contact-form')
  })
})

describe('limited offer page', () => {
  it('strikes through the one-page price and states the saving', () => {
    expect(LIMITED_OFFER_PAGE.hero.price).toBe(formatGBP(LIMITED_ONE_PAGE_OFFER.price))
    expect(LIMITED_OFFER_PAGE.hero.regularPrice).toBe(formatGBP(ONE_PAGE_WEBSITE.price))
    expect(LIMITED_OFFER_PAGE.hero.saving).toBe(
      `Save ${formatGBP(ONE_PAGE_WEBSITE.price - LIMITED_ONE_PAGE_OFFER.price)}`,
    )
  })

  it('shows the social proof figures of the specification', () => {
    expect(limitedOfferProofStats()).toEqual([
      { value: '150+', label: 'Websites Built' },
      { value: '3 Days', label: 'Average Delivery' },
      { value: '100%', label: 'Customer Satisfaction' },
    ])
  })

  it('is available before 23:55 on 14 June 2025 and has ended from then on', () => {
    const before = limitedOfferState(new Date('2025-06-14T22:54:59Z'))
    expect(before.isAvailable).toBe(true)
    expect(before.remaining.seconds).toBe(1)
    const after = limitedOfferState(new Date('2025-06-14T22:55:00Z'))
    expect(after.isAvailable).toBe(false)
    expect(after.remaining.totalMs).toBe(0)
    expect(LIMITED_OFFER_PAGE.ended.heading).toBe('This offer has ended')
  })

  it('offers the one-page website at its regular £995 once ended, with no saving', () => {
    const { afterEnd } = LIMITED_OFFER_PAGE
    expect(afterEnd.badge).toBe('This offer has ended')
    expect(afterEnd.price).toBe(formatGBP(ONE_PAGE_WEBSITE.price))
    expect(limitedOfferDeadlineWords(DEADLINES.limitedOnePageOffer).endedText).toContain(
      'closed on 14 June 2025 at 23:55',
    )
    expect(afterEnd.form.intro).toContain('£995 + VAT')
    expect(afterEnd.form.fields).toEqual(LIMITED_OFFER_PAGE.form.fields)
    expect(JSON.stringify(afterEnd)).not.toMatch(/save|ends in|just/i)
  })
})

describe('free website page', () => {
  it('has the badge, nine features, four reasons and three steps', () => {
    expect(FREE_WEBSITE_PAGE.hero.badge).toBe('100% FREE WEBSITE')
    expect(FREE_WEBSITE_PAGE.features.items).toHaveLength(9)
    expect(FREE_WEBSITE_PAGE.whyFree.heading).toBe('Why are we offering this for free?')
    expect(FREE_WEBSITE_PAGE.whyFree.reasons).toHaveLength(4)
    expect(FREE_WEBSITE_PAGE.howItWorks.steps.map((step) => step.title)).toEqual([
      'Fill Out Form',
      'We Design in 3 days',
      'Go Live',
    ])
  })

  it('states the hosting price with VAT and upsells to website design', () => {
    expect(FREE_WEBSITE_PAGE.hero.subheading).toContain(
      `${formatGBP(FREE_WEBSITE.hostingMonthly)} a month + VAT`,
    )
    expect(FREE_WEBSITE_PAGE.upsell.heading).toBe('Ready for More Features Later?')
    expect(FREE_WEBSITE_PAGE.upsell.link.href).toBe('/website-design')
  })

  it('suggests trades in the main services placeholder', () => {
    expect(FREE_WEBSITE_PAGE.form.fields.mainServices.placeholder).toMatch(
      /plumbing, electrical, building, roofing/,
    )
    expect(FREE_WEBSITE_PAGE.form.anchor).toBe('free-form')
  })
})
