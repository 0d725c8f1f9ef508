import assert from 'node:assert/strict'
import { BASE_PACKAGES, formatGBP, priceQuote, REFERRAL_MAX_REWARD } from '@hard-hat/pricing'

const quote = priceQuote({
  basePackage: 'five-page',
  features: ['advancedSEO', 'jobQuoteCalculator'],
})
assert.equal(quote.kind, 'priced')
assert.equal(formatGBP(quote.total), '£4,275')
assert.equal(formatGBP(quote.totalIncludingVat), '£5,130')
assert.equal(BASE_PACKAGES.length, 3)
assert.equal(formatGBP(REFERRAL_MAX_REWARD), '£650')
