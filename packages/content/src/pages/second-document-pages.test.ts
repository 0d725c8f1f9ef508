import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import {
  BUSINESS_PACKAGES,
  CELEBRATION_OFFER,
  CRM_PLAN,
  formatGBP,
  MARKETING_PACKAGES,
  PREMIUM_GROWTH,
} from '@hard-hat/pricing'
import { describe, expect, it } from 'vitest'
import { INSIGHT_ARTICLES } from '../articles/articles'
import { CLAIM_DEFAULTS } from '../content-data/claims'
import { findRoute } from '../routes'
import { DEADLINES, SITE } from '../site'
import {
  BUSINESS_PACKAGE_PAGES,
  ENTERPRISE_PAGE,
  MEDIUM_BUSINESS_PAGE,
  SMALL_BUSINESS_PAGE,
} from './business-packages'
import { CONTACT_PAGE, OFFICE_MAP_URL } from './contact'
import { CRM_PAGE, CRM_PRICING_PLAN } from './crm'
import { ARTICLE_NOT_FOUND, ARTICLE_PAGE, INSIGHTS_PAGE } from './insights'
import {
  DOMINANCE_PAGE,
  LAUNCH_PAGE,
  MARKETING_PACKAGE_PAGES,
  MOMENTUM_PAGE,
} from './marketing-packages'
import { PORTFOLIO_PAGE, PROJECT_NOT_FOUND } from './portfolio'
import { PREMIUM_PACKAGE_PAGE, premiumSlotsWords } from './premium-package'
import { REFERRAL_PAGE, referralTotal } from './referrals'
import {
  celebrationOfferDeadlineWords,
  celebrationSlotsWords,
  formatOfferExpiry,
  SPECIAL_OFFER_PAGE,
} from './special-offer'
import { THANK_YOU_PAGE } from './thank-you'
import { WEBSITE_SERVICES_PAGE } from './website-services'

const pages = {
  BUSINESS_PACKAGE_PAGES,
  CONTACT_PAGE,
  CRM_PAGE,
  INSIGHTS_PAGE,
  ARTICLE_PAGE,
  ARTICLE_NOT_FOUND,
  MARKETING_PACKAGE_PAGES,
  PORTFOLIO_PAGE,
  PROJECT_NOT_FOUND,
  PREMIUM_PACKAGE_PAGE,
  REFERRAL_PAGE,
  SPECIAL_OFFER_PAGE,
  THANK_YOU_PAGE,
  WEBSITE_SERVICES_PAGE,
}

function collectHrefs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) collectHrefs(item, found)
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'href' && typeof item === 'string') found.push(item)
      else collectHrefs(item, found)
    }
  }
  return found
}

// Helper B's files: every price in them must come from @hard-hat/pricing through formatGBP.
const ownedFiles = [
  'articles',
  'legal',
  'faqs',
  ...[
    'crm',
    'contact',
    'premium-package',
    'marketing-packages',
    'business-packages',
    'website-services',
    'special-offer',
    'referrals',
    'thank-you',
    'portfolio',
    'insights',
  ].map((name) => `pages/${name}.ts`),
]
function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path).flatMap((name) => sourceFiles(join(path, name)))
}

describe('second document pages', () => {
  it('types no price literal: every amount goes through formatGBP', () => {
    const root = join(import.meta.dirname, '..')
    const files = ownedFiles.flatMap((path) => sourceFiles(join(root, path)))
    expect(files.length).toBeGreaterThan(25)
    for (const file of files.filter((name) => !name.endsWith('.test.ts'))) {
      // Comments may show formatted examples; the code and the copy may not type an amount.
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '')
      expect(code, file).not.toMatch(/£\s?\d|\d\s?(GBP|pounds)\b/)
    }
  })

  it('links only to routes of the route table or to anchors', () => {
    const hrefs = collectHrefs(pages)
    expect(hrefs.length).toBeGreaterThan(30)
    for (const href of hrefs) {
      if (href.startsWith('#') || /^(tel:|mailto:|https:)/.test(href)) continue
      expect(findRoute(href), href).toBeDefined()
    }
  })

  it('gives the insights page the spec’s texts and links', () => {
    expect(INSIGHTS_PAGE.search.placeholder).toBe('Search insights...')
    expect(INSIGHTS_PAGE.emptyState).toEqual({
      heading: 'No insights found',
      text: 'Try adjusting your search or filter criteria.',
      reset: 'Reset Filters',
    })
    expect(INSIGHTS_PAGE.newsletter.thanks).toBe(
      'Thanks for subscribing! Check your inbox to confirm your subscription.',
    )
    expect(INSIGHTS_PAGE.hero.primaryCta.href).toBe('/#consultation-form')
    expect(INSIGHTS_PAGE.hero.secondaryCta.href).toBe('/portfolio')
    expect(ARTICLE_NOT_FOUND).toEqual({
      heading: 'Article Not Found',
      text: "We couldn't find the article you're looking for.",
      link: { label: 'Return to Insights', href: '/insights' },
    })
    expect(ARTICLE_PAGE.byline('Jo Sample', 'Web Design Lead')).toBe(
      'By Jo Sample, Web Design Lead',
    )
  })

  it('gives the portfolio page its filters and the project-not-found texts', () => {
    expect(PORTFOLIO_PAGE.filters.map((filter) => filter.label)).toEqual([
      'All Projects',
      'Websites',
      'SEO',
      'Advertising',
    ])
    expect(PORTFOLIO_PAGE.process.steps.map((step) => step.title)).toEqual([
      'Discovery',
      'Strategy',
      'Implementation',
      'Results',
    ])
    expect(PORTFOLIO_PAGE.cta.button.href).toBe('/contact')
    expect(PROJECT_NOT_FOUND.text).toBe(
      "Sorry, the project you're looking for doesn't exist or has been removed.",
    )
    expect(PROJECT_NOT_FOUND.link.label).toBe('Back to Portfolio')
  })

  it('offers the CRM as one plan priced from pricing, with six features and the trade types', () => {
    expect(CRM_PRICING_PLAN.price).toBe(CRM_PLAN.priceMonthly)
    expect(CRM_PRICING_PLAN.priceDisplay).toBe(formatGBP(CRM_PLAN.priceMonthly))
    expect(CRM_PRICING_PLAN.period).toBe('month')
    expect(CRM_PRICING_PLAN.vatNote).toContain('+ VAT')
    expect(CRM_PRICING_PLAN.isPopular).toBe(true)
    expect(CRM_PRICING_PLAN.features).toEqual(
      expect.arrayContaining([
        'Unlimited users',
        'Mobile app included',
        'All updates included',
        '14-day free trial, no credit card needed',
        'Month-to-month, no cancellation fee',
      ]),
    )
    expect(CRM_PAGE.features.items.map((feature) => feature.title)).toEqual([
      'Lead Tracking',
      'Smart Scheduling',
      'Automated Quoting',
      'Performance Analytics',
      'Sales Tracking',
      'Social Media Post Planner',
    ])
    expect(CRM_PAGE.testimonials.items).toHaveLength(3)
    for (const testimonial of CRM_PAGE.testimonials.items) {
      expect(testimonial.company).toContain('(sample)')
    }
    expect(CRM_PAGE.hero.primaryCta.href).toBe('#features')
    expect(CRM_PAGE.hero.secondaryCta.href).toBe('#pricing')
    expect(CRM_PAGE.trialForm.anchor).toBe('trial-form')
    expect(CRM_PAGE.closingCta.button.href).toBe('/#consultation-form')
  })

  it('shows the single opening hours on the contact page and links out to a map of the office', () => {
    expect(CONTACT_PAGE.hero.heading).toBe('Get In Touch')
    expect(CONTACT_PAGE.form.heading).toBe('Get Your Free Quote')
    expect(CONTACT_PAGE.form.anchor).toBe('contact')
    expect(CONTACT_PAGE.details.hours.lines).toEqual(SITE.openingHours.lines)
    expect(JSON.stringify(CONTACT_PAGE)).not.toMatch(/8:00am|6:00pm|Monday-Saturday/)
    expect(CONTACT_PAGE.details.phone.href).toBe('tel:+441632960123')
    expect(OFFICE_MAP_URL).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/)
    expect(decodeURIComponent(OFFICE_MAP_URL)).toContain(SITE.address.postalCode)
    expect(CONTACT_PAGE.form.success).toEqual({
      heading: 'Thank You!',
      text: "We've received your enquiry and will be in touch within 24 hours.",
    })
  })

  it('shows the premium package’s slots, progress and prices', () => {
    const words = premiumSlotsWords(CLAIM_DEFAULTS['premium-slots'])
    expect(words.badge).toBe('Only 3 slots left')
    expect(words.text).toBe('2 spots taken, 3 left this month.')
    expect(words.progress).toEqual({ label: '2 of 5 spots taken', percent: 40 })
    const hidden = premiumSlotsWords(null)
    expect(hidden.progress).toBeNull()
    expect(`${hidden.badge} ${hidden.heading} ${hidden.text}`).not.toMatch(/\d/)
    expect(PREMIUM_PACKAGE_PAGE.details.features).toHaveLength(6)
    expect(PREMIUM_PACKAGE_PAGE.pricing.oneTime.price).toBe(formatGBP(PREMIUM_GROWTH.price))
    expect(PREMIUM_PACKAGE_PAGE.pricing.oneTime.note).toContain('+ VAT')
    expect(PREMIUM_PACKAGE_PAGE.pricing.instalments.note).toContain(
      `${PREMIUM_GROWTH.instalmentCount} months`,
    )
    expect(PREMIUM_PACKAGE_PAGE.inquiryForm.successToast.title).toBe(
      'Premium Package Inquiry Received!',
    )
  })

  it('prices each marketing package from pricing and states its guarantees', () => {
    for (const page of Object.values(MARKETING_PACKAGE_PAGES)) {
      const prices = MARKETING_PACKAGES[page.id]
      expect(page.price).toBe(prices.price)
      expect(page.priceDisplay).toBe(`${formatGBP(prices.price)} + VAT`)
      expect(page.liveInText).toBe(`Live in ${prices.liveInWeeks} weeks`)
      expect(page.included.items.length).toBeGreaterThanOrEqual(7)
      expect(page.process.weeks.length).toBeGreaterThanOrEqual(3)
    }
    expect(MOMENTUM_PAGE.guarantees.items.map((item) => item.title)).toContain(
      '90-Day ROI Guarantee',
    )
    expect(DOMINANCE_PAGE.guarantees.items.map((item) => item.title)).toEqual([
      'Top 3 Rankings Within 6 Months',
      '300% ROI Within 6 Months',
    ])
    expect(LAUNCH_PAGE.successStories).toBeUndefined()
    expect(MOMENTUM_PAGE.successStories?.items.length).toBeGreaterThan(0)
    expect(DOMINANCE_PAGE.successStories?.items.length).toBeGreaterThan(0)
  })

  it('words every field of each package form', () => {
    expect(Object.keys(LAUNCH_PAGE.form.fields)).toEqual([
      'name',
      'email',
      'phone',
      'company',
      'website',
      'message',
    ])
    expect(Object.keys(DOMINANCE_PAGE.form.fields)).toContain('budget')
    expect(MOMENTUM_PAGE.form.fields.goals?.label).toBe('What are your goals?')
  })

  it('lists the business packages verbatim with their badges, prices and timelines', () => {
    for (const page of Object.values(BUSINESS_PACKAGE_PAGES)) {
      expect(page.priceDisplay).toBe(`${formatGBP(BUSINESS_PACKAGES[page.id].price)} + VAT one-off`)
      expect(page.cta.href).toBe('/contact')
    }
    expect(SMALL_BUSINESS_PAGE.priceDisplay).toBe('£2,500 + VAT one-off')
    expect(SMALL_BUSINESS_PAGE.timeline.summary).toBe('Live in 2-3 weeks')
    expect(MEDIUM_BUSINESS_PAGE.badge).toBe('MOST POPULAR')
    expect(MEDIUM_BUSINESS_PAGE.included.items).toHaveLength(7)
    expect(MEDIUM_BUSINESS_PAGE.cta.label).toBe('Get Started Today')
    expect(JSON.stringify(MEDIUM_BUSINESS_PAGE.reasons)).toContain(
      'average 5-8x return on their investment within 4 months',
    )
    expect(ENTERPRISE_PAGE.badge).toBe('ENTERPRISE SOLUTION')
    expect(ENTERPRISE_PAGE.included.items).toHaveLength(8)
    expect(ENTERPRISE_PAGE.timeline.stages?.map((stage) => stage.label)).toEqual([
      'Weeks 1-2',
      'Weeks 3-6',
      'Weeks 7-8',
      'Week 9+',
    ])
  })

  it('offers the Launch package at its regular £3,500 once the celebration offer has ended', () => {
    const { afterEnd } = SPECIAL_OFFER_PAGE
    expect(afterEnd.badge).toBe('This offer has ended')
    expect(afterEnd.priceNote).toBe('£3,500 + VAT')
    expect(celebrationOfferDeadlineWords(DEADLINES.celebrationOffer).endedText).toContain(
      'closed on 30 May 2025 at 23:55',
    )
    expect(afterEnd.form.heading).toBe('Enquire About the Launch Package')
    expect(JSON.stringify(afterEnd)).not.toMatch(/save|£1,250|slots|ends in/i)
  })

  it('derives the celebration offer’s expiry text from the configured deadline', () => {
    expect(celebrationOfferDeadlineWords(DEADLINES.celebrationOffer).expiryText).toBe(
      `This offer expires at ${formatOfferExpiry(DEADLINES.celebrationOffer)} (UK time).`,
    )
    expect(
      formatOfferExpiry({ ...DEADLINES.celebrationOffer, endsAt: '2025-05-30T23:59:00+01:00' }),
    ).toBe('11:59 PM on 30 May 2025')
    expect(
      formatOfferExpiry({ ...DEADLINES.celebrationOffer, endsAt: '2025-12-01T09:05:00Z' }),
    ).toBe('9:05 AM on 1 December 2025')
    expect(celebrationSlotsWords(CLAIM_DEFAULTS['offer-slots']).text).toBe('3 of 5 slots left')
    const hidden = celebrationSlotsWords(null)
    expect(hidden.text).toBeNull()
    expect(hidden.smallPrint).not.toMatch(/limited|slots/i)
    expect(SPECIAL_OFFER_PAGE.hero.price).toBe(formatGBP(CELEBRATION_OFFER.price))
    expect(SPECIAL_OFFER_PAGE.hero.priceNote).toBe('£1,250 + VAT')
    expect(SPECIAL_OFFER_PAGE.hero.saving).toBe('Save £2,250')
  })

  it('computes referral rewards and totals from pricing', () => {
    expect(REFERRAL_PAGE.hero.heading).toBe('Earn up to £650 per referral')
    expect(REFERRAL_PAGE.rewards.tiles.map((tile) => tile.reward)).toEqual(['£250', '£375', '£650'])
    expect(REFERRAL_PAGE.rewards.totals.map((total) => total.amount)).toEqual([
      'up to £3,250',
      'up to £6,500',
      'up to £13,000',
    ])
    expect(referralTotal(5)).toBe(325_000)
    expect(REFERRAL_PAGE.howItWorks.steps).toHaveLength(3)
    expect(REFERRAL_PAGE.thankYou.rules.join(' ')).toContain(
      'bank transfer, PayPal or service credit',
    )
    expect(REFERRAL_PAGE.form.fields.hasPermission.label).toMatch(/agreed to me sharing/)
  })

  it('names the provider one way on the referral page', () => {
    const text = JSON.stringify(REFERRAL_PAGE)
    expect(text).toContain('Hard Hat Websites')
    expect(text.match(/Hard Hat [A-Z][a-z]+/g)?.every((name) => name === 'Hard Hat Websites')).toBe(
      true,
    )
  })

  it('gives the thank-you page three next steps and links home and to the portfolio', () => {
    expect(THANK_YOU_PAGE.nextSteps.items.map((item) => item.title)).toEqual([
      'Review and Analysis',
      'Personal Consultation Call',
      'Custom Proposal',
    ])
    expect(THANK_YOU_PAGE.links.map((link) => link.href)).toEqual(['/', '/portfolio'])
    expect(THANK_YOU_PAGE.urgent.phone.href).toBe(SITE.phone.href)
  })

  it('links the website services page to every package page', () => {
    expect(WEBSITE_SERVICES_PAGE.packages.items).toHaveLength(7)
    for (const item of WEBSITE_SERVICES_PAGE.packages.items) expect(item.price).toContain('+ VAT')
  })

  it('has an article for every internal insights link of the services page', () => {
    for (const href of collectHrefs(pages).filter((link) => link.startsWith('/insights/'))) {
      expect(INSIGHT_ARTICLES.some((article) => `/insights/${article.slug}` === href)).toBe(true)
    }
  })
})
