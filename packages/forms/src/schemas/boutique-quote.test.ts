import { describe, expect, it } from 'vitest'
import { toFieldErrors } from '../field-errors'
import { quoteContact } from '../testing/samples'
import { BoutiqueQuoteSchema } from './boutique-quote'

// Sample figures in pounds, as the calculator sends them (the prices live in @hard-hat/pricing).
const quote = {
  basePackage: { name: 'Five Page Website', price: 3750, pages: 5 },
  selectedFeatures: [
    { key: 'jobQuoteCalculator', selected: true, price: 275, name: 'Job Quote Calculator' },
    { key: 'maintenancePlan', selected: true, price: 75, name: 'Maintenance Plan' },
    { key: 'advancedSEO', selected: false, price: 250, name: 'Advanced SEO' },
  ],
  total: 4100,
  contactInfo: quoteContact,
  timestamp: '2025-06-01T09:30:00.000Z',
}

function errorsOf(value: unknown) {
  const result = BoutiqueQuoteSchema.safeParse(value)
  return result.success ? {} : toFieldErrors(result.error)
}

describe('BoutiqueQuoteSchema', () => {
  it('accepts a quote whose total is the base price plus the selected features', () => {
    expect(errorsOf(quote)).toEqual({})
  })

  it('accepts "unlimited" pages and no features', () => {
    const unlimited = {
      ...quote,
      basePackage: { name: 'Unlimited Pages', price: 6500, pages: 'unlimited' },
      selectedFeatures: [],
      total: 6500,
    }
    expect(errorsOf(unlimited)).toEqual({})
  })

  it('refuses a total that does not add up', () => {
    expect(errorsOf({ ...quote, total: 4350 })).toEqual({
      total: 'The total must be the base package price plus the selected features',
    })
  })

  it('refuses a feature listed twice', () => {
    const first = quote.selectedFeatures[0]
    const twice = { ...quote, selectedFeatures: [first, first], total: 4300 }
    expect(errorsOf(twice)).toEqual({ selectedFeatures: 'Each feature may appear only once' })
  })

  it('names nested contact fields with dot paths', () => {
    const contactInfo = { ...quoteContact, email: 'nope', firstName: '' }
    expect(errorsOf({ ...quote, contactInfo })).toEqual({
      'contactInfo.firstName': 'Enter your first name',
      'contactInfo.email': 'Enter an email address in the correct format, like name@example.com',
    })
  })

  it('refuses negative, fractional-penny and non-number amounts', () => {
    expect(errorsOf({ ...quote, basePackage: { ...quote.basePackage, price: -1 } })).toMatchObject({
      'basePackage.price': 'An amount cannot be negative',
    })
    expect(errorsOf({ ...quote, total: 4100.005 })).toMatchObject({
      total: 'An amount must be in whole pence',
    })
    expect(errorsOf({ ...quote, total: '4100' })).toMatchObject({
      total: 'Enter an amount in pounds',
    })
  })

  it('refuses pages that are neither a whole number nor "unlimited"', () => {
    const basePackage = { ...quote.basePackage, pages: 'lots' }
    expect(errorsOf({ ...quote, basePackage })).toEqual({
      'basePackage.pages': 'Pages must be a whole number or "unlimited"',
    })
  })

  it('needs an ISO 8601 timestamp', () => {
    expect(errorsOf({ ...quote, timestamp: 'yesterday' })).toEqual({
      timestamp: 'Give the time as an ISO 8601 date-time',
    })
  })

  it('refuses control characters in feature names', () => {
    const features = [{ ...quote.selectedFeatures[0], name: 'Job\u0000Quote' }]
    expect(errorsOf({ ...quote, selectedFeatures: features, total: 4025 })).toEqual({
      'selectedFeatures.0.name': 'Feature name must not include hidden control characters',
    })
  })

  it('refuses a package name over 200 characters', () => {
    const basePackage = { ...quote.basePackage, name: 'x'.repeat(201) }
    expect(errorsOf({ ...quote, basePackage })).toEqual({
      'basePackage.name': 'Package name must be 200 characters or fewer',
    })
  })

  it('requires each part of the quote', () => {
    for (const key of ['basePackage', 'selectedFeatures', 'contactInfo', 'timestamp']) {
      const { [key as keyof typeof quote]: _removed, ...rest } = quote
      expect(Object.keys(errorsOf(rest)), key).toContain(key)
    }
  })
})
