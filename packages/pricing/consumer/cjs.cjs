const assert = require('node:assert/strict')
const { formatGBP, hardHatPricing, ONE_PAGE_WEBSITE } = require('@hard-hat/pricing')

const quote = hardHatPricing.priceQuote({
  basePackage: 'unlimited',
  features: ['serviceAreasPage'],
})
assert.equal(quote.kind, 'priced')
assert.equal(formatGBP(quote.total), '£6,500')
assert.equal(formatGBP(ONE_PAGE_WEBSITE.price), '£995')
