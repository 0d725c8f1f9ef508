import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import {
  CatalogueError,
  createPricing,
  formatGBP,
  hardHatPricing,
  REFERRAL_MAX_REWARD,
} from '@hard-hat/pricing'

const quote = hardHatPricing.priceQuote({
  basePackage: 'five-page',
  features: ['advancedSEO', 'jobQuoteCalculator'],
})
assert.equal(quote.kind, 'priced')
assert.equal(formatGBP(quote.total), '£4,275')
assert.equal(formatGBP(quote.totalIncludingVat), '£5,130')
assert.equal(hardHatPricing.catalogue.basePackages.length, 3)
assert.equal(formatGBP(REFERRAL_MAX_REWARD), '£650')

const pricing = createPricing({
  currency: 'EUR',
  locale: 'en-IE',
  vatRatePercent: 23,
  groups: [{ id: 'extras', title: 'Extras' }],
  basePackages: [{ id: 'starter', name: 'Starter', price: 90000 }],
  features: [
    { id: 'shop', name: 'Shop', price: 50000, group: 'extras' },
    { id: 'payments', name: 'Payments', price: 15000, group: 'extras' },
  ],
  rules: [{ type: 'requires', feature: 'shop', requires: 'payments' }],
})
assert.equal(
  pricing.format(pricing.priceQuote({ basePackage: 'starter', features: ['shop'] }).total),
  '€1,550',
)
assert.throws(() => createPricing({ currency: 'XYZ1' }), CatalogueError)

// The JSON Schema ships as a file for editors.
const schema = createRequire(import.meta.url)('@hard-hat/pricing/catalogue.schema.json')
assert.equal(schema.title, '@hard-hat/pricing catalogue')
