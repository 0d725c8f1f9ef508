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

// { id, quantity } is priced, and a key the engine does not know is refused, fix first.
const trades = createPricing({
  currency: 'GBP',
  vatRatePercent: 20,
  groups: [{ id: 'pages', title: 'Pages' }],
  basePackages: [{ id: 'trade', name: 'Trade', price: 250000 }],
  features: [
    {
      id: 'areaPages',
      name: 'Area page',
      price: 6000,
      group: 'pages',
      quantity: { min: 1, max: 10 },
    },
  ],
})
assert.equal(
  trades.priceQuote({ basePackage: 'trade', features: [{ id: 'areaPages', quantity: 4 }] }).total,
  274000,
)
assert.throws(
  () =>
    createPricing({
      ...trades.catalogue,
      features: [{ ...trades.catalogue.features[0], per: 'month' }],
    }),
  /Write interval: "month" or interval: "year"/,
)
