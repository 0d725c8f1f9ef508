// The README's "Recurring, quantities, choices, included, discounts and a deposit" example, kept
// here so the test suite type-checks and runs it (readme-examples.test.ts holds the README to it).
// #region readme
import { createPricing } from '../index'

export const pricing = createPricing({
  currency: 'GBP',
  vatRatePercent: 20,
  groups: [
    { id: 'pages', title: 'Pages' },
    { id: 'blog', title: 'A blog', choose: 'at-most-one' }, // "choose at most one of"
    { id: 'care', title: 'Looking after it', choose: 'exactly-one' }, // drawn as radios
  ],
  basePackages: [
    { id: 'starter', name: 'Starter', price: 150000 },
    { id: 'trade', name: 'Trade', price: 250000 },
  ],
  features: [
    // Sold by the unit: price is the unit price, from 1 to 10 pages.
    {
      id: 'areaPages',
      name: 'Service-area page',
      price: 6000,
      group: 'pages',
      quantity: { min: 1, max: 10, unit: 'page' },
    },
    { id: 'blog4', name: 'Blog, 4 posts a month', price: 4000, group: 'blog', interval: 'month' },
    {
      id: 'blog12',
      name: 'Blog, 12 posts a month',
      price: 10000,
      group: 'blog',
      interval: 'month',
    },
    { id: 'hosting', name: 'Hosting', price: 1500, group: 'care', interval: 'month' },
    { id: 'carePlan', name: 'Care plan', price: 30000, group: 'care', interval: 'year' },
  ],
  rules: [{ type: 'includes', basePackage: 'trade', feature: 'hosting' }], // a £0 line that says so
  discounts: [
    { id: 'launch', name: 'Launch offer', percentOff: 10, when: { basePackages: ['trade'] } },
    {
      id: 'bundle',
      name: 'Blog bundle',
      amountOff: 2000,
      interval: 'month',
      when: { features: ['blog12'] },
    },
  ],
  paymentSchedule: [
    { name: 'Deposit', share: 30 },
    { name: 'On launch', share: 70 },
  ],
})

export const quote = pricing.priceQuote({
  basePackage: 'trade',
  features: [{ id: 'areaPages', quantity: 4 }, 'blog12'],
})
// quote.lines: Trade £2,500 · Service-area page 4 × £60 · Blog, 12 posts a month £100 a month
//   · Hosting £0 a month, "Included with Trade" · Launch offer −£274 · Blog bundle −£20 a month
// quote.total 246600 (£2,466), vat 49320, totalIncludingVat 295920
// quote.recurring [{ interval: 'month', total: 8000, vat: 1600, totalIncludingVat: 9600 }]
// quote.payments [{ name: 'Deposit', amount: 88776 }, { name: 'On launch', amount: 207144 }]
export const lineTexts = quote.lines.map(
  (line) => `${line.name}: ${pricing.describeLinePrice(line)}`,
)
// #endregion
