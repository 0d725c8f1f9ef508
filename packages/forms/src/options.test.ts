import { describe, expect, it } from 'vitest'
import {
  BUSINESS_TYPE_OPTIONS,
  CURRENT_MARKETING_OPTIONS,
  CURRENT_WEBSITE_OPTIONS,
  MARKETING_BUDGET_OPTIONS,
  PACKAGE_TIMELINE_OPTIONS,
  PAYMENT_PREFERENCE_OPTIONS,
  PREMIUM_TIMEFRAME_OPTIONS,
  PRIORITY_OPTIONS,
  REVENUE_OPTIONS,
  TEAM_SIZE_OPTIONS,
} from './options'

const values = (options: readonly { value: string }[]) => options.map((option) => option.value)

describe('option lists, verbatim from the specification', () => {
  it('lists the one-page current website answers', () => {
    expect(values(CURRENT_WEBSITE_OPTIONS)).toEqual([
      'No website at all',
      "Yes, but it's outdated",
      "Yes, but it doesn't get enquiries",
      'Just social media pages',
    ])
  })

  it('lists the one-page priorities (also the free website goals)', () => {
    expect(values(PRIORITY_OPTIONS)).toEqual([
      'Get more phone calls and enquiries',
      'Look more professional online',
      'Show my work and services',
      'Compete with other businesses',
      'Build trust with customers',
    ])
  })

  it('shows the one-page answers as they are stored', () => {
    for (const option of [...CURRENT_WEBSITE_OPTIONS, ...PRIORITY_OPTIONS]) {
      expect(option.label).toBe(option.value)
    }
  })

  it('pairs the CRM business types with the specification’s labels', () => {
    expect(BUSINESS_TYPE_OPTIONS.map(({ value, label }) => `${value}=${label}`)).toEqual([
      'builder=General Building',
      'electrician=Electrical',
      'plumber=Plumbing',
      'roofer=Roofing',
      'heating=Heating & Gas',
      'landscaping=Landscaping',
      'other=Other Trade',
    ])
  })

  it('lists the premium inquiry values', () => {
    expect(values(CURRENT_MARKETING_OPTIONS)).toEqual([
      'word-of-mouth',
      'social-media',
      'website',
      'local-ads',
      'none',
    ])
    expect(values(PREMIUM_TIMEFRAME_OPTIONS)).toEqual([
      'immediately',
      '1-2-weeks',
      '1-month',
      '2-3-months',
    ])
    expect(values(PAYMENT_PREFERENCE_OPTIONS)).toEqual(['one-time', 'installments', 'discuss'])
  })

  it('lists the Momentum and Dominance values', () => {
    expect(values(PACKAGE_TIMELINE_OPTIONS)).toEqual([
      'immediately',
      'within-2-weeks',
      'within-month',
      'planning-stage',
    ])
    expect(values(REVENUE_OPTIONS)).toEqual([
      'under-100k',
      '100k-500k',
      '500k-1m',
      '1m-5m',
      'over-5m',
    ])
    expect(values(TEAM_SIZE_OPTIONS)).toEqual(['1-5', '6-20', '21-50', 'over-50'])
    expect(values(MARKETING_BUDGET_OPTIONS)).toEqual(['1k-3k', '3k-5k', '5k-10k', 'over-10k'])
  })

  it('gives every option words to show', () => {
    const all = [
      ...CURRENT_MARKETING_OPTIONS,
      ...PREMIUM_TIMEFRAME_OPTIONS,
      ...PAYMENT_PREFERENCE_OPTIONS,
      ...PACKAGE_TIMELINE_OPTIONS,
      ...REVENUE_OPTIONS,
      ...TEAM_SIZE_OPTIONS,
      ...MARKETING_BUDGET_OPTIONS,
    ]
    for (const option of all) expect(option.label.trim()).not.toBe('')
  })
})
