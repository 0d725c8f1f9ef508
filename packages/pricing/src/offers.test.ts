import { describe, expect, it } from 'vitest'
import { formatGBP, pounds } from './money'
import {
  BUSINESS_PACKAGES,
  CELEBRATION_OFFER,
  CRM_PLAN,
  FREE_WEBSITE,
  LAUNCH_SUGGESTED_AD_SPEND,
  LIMITED_ONE_PAGE_OFFER,
  MARKETING_PACKAGES,
  ONE_PAGE_WEBSITE,
  PREMIUM_GROWTH,
  PRICE_RANGE,
  REFERRAL_EXAMPLES,
  REFERRAL_MAX_REWARD,
  REFERRAL_REWARD_PERCENT,
  referralReward,
  SERVICES_MONTHLY_FROM,
} from './offers'

describe('one-page websites', () => {
  it('prices the one-page website at £995 one-time, live in 3 days with 2 rounds of revisions', () => {
    expect(formatGBP(ONE_PAGE_WEBSITE.price)).toBe('£995')
    expect(ONE_PAGE_WEBSITE.liveInDays).toBe(3)
    expect(ONE_PAGE_WEBSITE.revisionRounds).toBe(2)
  })

  it('quotes hosting for the one-page website at £5 to £15 a month', () => {
    expect(formatGBP(ONE_PAGE_WEBSITE.hostingMonthlyFrom)).toBe('£5')
    expect(formatGBP(ONE_PAGE_WEBSITE.hostingMonthlyTo)).toBe('£15')
  })

  it('offers the limited one-page website at £495, saving £500 on £995', () => {
    expect(formatGBP(LIMITED_ONE_PAGE_OFFER.price)).toBe('£495')
    expect(formatGBP(LIMITED_ONE_PAGE_OFFER.regularPrice)).toBe('£995')
    expect(formatGBP(LIMITED_ONE_PAGE_OFFER.saving)).toBe('£500')
    expect(LIMITED_ONE_PAGE_OFFER.liveInBusinessDays).toBe(3)
  })

  it('charges £12.50 a month hosting for the £495 offer and the free website', () => {
    expect(formatGBP(LIMITED_ONE_PAGE_OFFER.hostingMonthly)).toBe('£12.50')
    expect(formatGBP(FREE_WEBSITE.hostingMonthly)).toBe('£12.50')
  })

  it('designs the free website for nothing, ready in 3 days', () => {
    expect(FREE_WEBSITE.price).toBe(0)
    expect(formatGBP(FREE_WEBSITE.price)).toBe('£0')
    expect(FREE_WEBSITE.readyInDays).toBe(3)
  })
})

describe('marketing packages', () => {
  it('prices Launch at £3,500, Momentum at £5,500 and Dominance at £8,000', () => {
    expect(formatGBP(MARKETING_PACKAGES.launch.price)).toBe('£3,500')
    expect(formatGBP(MARKETING_PACKAGES.momentum.price)).toBe('£5,500')
    expect(formatGBP(MARKETING_PACKAGES.dominance.price)).toBe('£8,000')
  })

  it('goes live in 2, 3 and 4 weeks', () => {
    expect(MARKETING_PACKAGES.launch.liveInWeeks).toBe(2)
    expect(MARKETING_PACKAGES.momentum.liveInWeeks).toBe(3)
    expect(MARKETING_PACKAGES.dominance.liveInWeeks).toBe(4)
  })

  it('includes no ad spend in Launch (suggesting £200 to £500), £150 in Momentum and £300 in Dominance', () => {
    expect(MARKETING_PACKAGES.launch.includedAdBudget).toBe(0)
    expect(formatGBP(LAUNCH_SUGGESTED_AD_SPEND.from)).toBe('£200')
    expect(formatGBP(LAUNCH_SUGGESTED_AD_SPEND.to)).toBe('£500')
    expect(formatGBP(MARKETING_PACKAGES.momentum.includedAdBudget)).toBe('£150')
    expect(formatGBP(MARKETING_PACKAGES.dominance.includedAdBudget)).toBe('£300')
  })
})

describe('business packages', () => {
  it('prices Small Business at £2,500, Medium at £3,500 and Enterprise at £5,000', () => {
    expect(formatGBP(BUSINESS_PACKAGES['small-business'].price)).toBe('£2,500')
    expect(formatGBP(BUSINESS_PACKAGES['medium-business'].price)).toBe('£3,500')
    expect(formatGBP(BUSINESS_PACKAGES.enterprise.price)).toBe('£5,000')
  })
})

describe('Premium Growth', () => {
  it('costs £5,000 one-time, was £7,500', () => {
    expect(formatGBP(PREMIUM_GROWTH.price)).toBe('£5,000')
    expect(formatGBP(PREMIUM_GROWTH.wasPrice)).toBe('£7,500')
  })

  it('can be paid in 3 monthly payments of £1,750 (£5,250 in all)', () => {
    expect(PREMIUM_GROWTH.instalmentCount).toBe(3)
    expect(formatGBP(PREMIUM_GROWTH.instalment)).toBe('£1,750')
    expect(formatGBP(PREMIUM_GROWTH.instalmentTotal)).toBe('£5,250')
  })

  it('runs Facebook ads at £10 a day and hosts for £29 a month afterwards', () => {
    expect(formatGBP(PREMIUM_GROWTH.facebookAdsDaily)).toBe('£10')
    expect(formatGBP(PREMIUM_GROWTH.hostingMonthlyAfter)).toBe('£29')
  })
})

describe('150th-client celebration offer', () => {
  it('sells Launch for £1,250, normally £3,500, saving £2,250', () => {
    expect(CELEBRATION_OFFER.packageId).toBe('launch')
    expect(formatGBP(CELEBRATION_OFFER.price)).toBe('£1,250')
    expect(formatGBP(CELEBRATION_OFFER.regularPrice)).toBe('£3,500')
    expect(formatGBP(CELEBRATION_OFFER.saving)).toBe('£2,250')
  })

  it('has 3 of 5 slots left', () => {
    expect(CELEBRATION_OFFER.slotsLeft).toBe(3)
    expect(CELEBRATION_OFFER.slotsTotal).toBe(5)
  })
})

describe('CRM and services', () => {
  it('has one CRM plan at £95 a month with a 14-day free trial', () => {
    expect(formatGBP(CRM_PLAN.priceMonthly)).toBe('£95')
    expect(CRM_PLAN.trialDays).toBe(14)
  })

  it('starts ongoing services from £750 a month', () => {
    expect(formatGBP(SERVICES_MONTHLY_FROM)).toBe('£750')
  })

  it('advertises prices from the £995 one-page website to the £8,000 Dominance package', () => {
    expect(formatGBP(PRICE_RANGE.from)).toBe('£995')
    expect(formatGBP(PRICE_RANGE.to)).toBe('£8,000')
  })
})

describe('referral rewards', () => {
  it('rewards 10% of the referred package value', () => {
    expect(REFERRAL_REWARD_PERCENT).toBe(10)
    expect(referralReward(pounds(1000))).toBe(pounds(100))
  })

  it('gives £250 for a 3-page website, £375 for 5 pages and £650 for unlimited pages', () => {
    expect(
      REFERRAL_EXAMPLES.map((example) => [
        example.basePackageId,
        formatGBP(example.packageValue),
        formatGBP(example.reward),
      ]),
    ).toEqual([
      ['three-page', '£2,500', '£250'],
      ['five-page', '£3,750', '£375'],
      ['unlimited', '£6,500', '£650'],
    ])
  })

  it('caps one referral at £650, so 5, 10 and 20 referrals earn up to £3,250, £6,500 and £13,000', () => {
    expect(formatGBP(REFERRAL_MAX_REWARD)).toBe('£650')
    expect(formatGBP(5 * REFERRAL_MAX_REWARD)).toBe('£3,250')
    expect(formatGBP(10 * REFERRAL_MAX_REWARD)).toBe('£6,500')
    expect(formatGBP(20 * REFERRAL_MAX_REWARD)).toBe('£13,000')
  })
})
