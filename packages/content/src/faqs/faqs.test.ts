import {
  CRM_PLAN,
  formatGBP,
  LIMITED_ONE_PAGE_OFFER,
  ONE_PAGE_WEBSITE,
  PREMIUM_GROWTH,
  REFERRAL_MAX_REWARD,
} from '@hard-hat/pricing'
import { describe, expect, it } from 'vitest'
import { SITE } from '../site'
import type { Faq } from '../types'
import { CONTACT_FAQS } from './contact'
import { CRM_FAQS } from './crm'
import { ONE_PAGE_WEBSITE_FAQS } from './one-page-website'
import { DOMINANCE_FAQS, LAUNCH_FAQS, MOMENTUM_FAQS } from './packages'
import { PREMIUM_PACKAGE_FAQS } from './premium-package'
import { REFERRAL_FAQS } from './referrals'
import { LIMITED_OFFER_FAQS } from './special-offer-495'

const lists: [string, readonly Faq[]][] = [
  ['one-page website', ONE_PAGE_WEBSITE_FAQS],
  ['£495 offer', LIMITED_OFFER_FAQS],
  ['contact', CONTACT_FAQS],
  ['premium', PREMIUM_PACKAGE_FAQS],
  ['CRM', CRM_FAQS],
  ['referrals', REFERRAL_FAQS],
  ['Launch', LAUNCH_FAQS],
  ['Momentum', MOMENTUM_FAQS],
  ['Dominance', DOMINANCE_FAQS],
]
const text = (faqs: readonly Faq[]) => faqs.map((faq) => `${faq.question} ${faq.answer}`).join(' ')

describe('FAQ lists', () => {
  it.each(lists)('asks distinct questions with real answers in the %s FAQ', (_name, faqs) => {
    expect(faqs.length).toBeGreaterThanOrEqual(4)
    expect(new Set(faqs.map((faq) => faq.question)).size).toBe(faqs.length)
    for (const faq of faqs) {
      expect(faq.question).toMatch(/\?$/)
      expect(faq.answer.length).toBeGreaterThan(60)
    }
  })

  it('has the spec’s counts: six for the offer, five for contact, five for premium', () => {
    expect(LIMITED_OFFER_FAQS).toHaveLength(6)
    expect(CONTACT_FAQS).toHaveLength(5)
    expect(PREMIUM_PACKAGE_FAQS).toHaveLength(5)
  })

  it.each(lists)('says "+ VAT" after every price the %s FAQ charges', (_name, faqs) => {
    // Amounts a client pays are followed by "+ VAT"; amounts the agency pays or pays out
    // (ad spend it covers, referral rewards) and suggested ad budgets are not prices.
    const exempt = /(ad spend|ads at|a budget of|earn|up to|save|saving|normally|credited)/i
    for (const faq of faqs) {
      for (const sentence of faq.answer.split(/(?<=\.)\s/)) {
        if (!sentence.includes('£') || exempt.test(sentence)) continue
        expect(sentence, sentence).toContain('+ VAT')
      }
    }
  })

  it('prices the one-page website from pricing and keeps its three-day promise', () => {
    const faqText = text(ONE_PAGE_WEBSITE_FAQS)
    expect(faqText).toContain(`${formatGBP(ONE_PAGE_WEBSITE.price)} + VAT`)
    expect(faqText).toContain('3 days')
    expect(faqText).toContain('2 rounds of revisions')
  })

  it('states the £495 offer’s facts: three business days, hosting, credit, deadline', () => {
    const faqText = text(LIMITED_OFFER_FAQS)
    expect(faqText).toContain(`${formatGBP(LIMITED_ONE_PAGE_OFFER.price)} + VAT`)
    expect(faqText).toContain('3 business days')
    expect(faqText).toContain('£12.50 + VAT a month')
    expect(faqText).toContain('credited toward any larger website package')
    expect(faqText).toContain('14 June 2025 at 23:55')
  })

  it('speaks of the single £95 CRM plan only, with the free trial and no contract', () => {
    const faqText = text(CRM_FAQS)
    expect(faqText).toContain(`${formatGBP(CRM_PLAN.priceMonthly)} + VAT a month`)
    expect(faqText).toContain('14 days')
    expect(faqText).toContain('No credit card')
    expect(faqText).toContain('no cancellation fee')
    expect(faqText).not.toMatch(/Professional|Enterprise/)
  })

  it('tells the contact page’s visitors the reply time and the real opening hours', () => {
    const faqText = text(CONTACT_FAQS)
    expect(faqText).toContain('within 24 hours')
    expect(faqText).toContain(SITE.openingHours.display)
    expect(faqText).not.toMatch(/Saturday|8:00am/)
  })

  it('offers Premium Growth as one payment or three instalments', () => {
    const faqText = text(PREMIUM_PACKAGE_FAQS)
    expect(faqText).toContain(`${formatGBP(PREMIUM_GROWTH.price)} + VAT in one payment`)
    expect(faqText).toContain(`3 monthly payments of ${formatGBP(PREMIUM_GROWTH.instalment)} + VAT`)
  })

  it('gives the referral rules: reward, payment, no limit, ineligible referrals', () => {
    const faqText = text(REFERRAL_FAQS)
    expect(faqText).toContain(`up to ${formatGBP(REFERRAL_MAX_REWARD)} per referral`)
    expect(faqText).toContain('10% of the package value')
    expect(faqText).toContain('Within 30 days')
    expect(faqText).toContain('bank transfer, PayPal or service credit')
    expect(faqText).toContain('no limit')
    expect(faqText).toContain('self-referrals are not eligible')
    expect(faqText).toContain('Duplicate referrals')
  })

  it('states each package’s guarantees', () => {
    expect(text(MOMENTUM_FAQS)).toContain('90-day ROI guarantee')
    expect(text(DOMINANCE_FAQS)).toContain('top 3 Google ranking')
    expect(text(DOMINANCE_FAQS)).toContain('300% return')
  })
})
