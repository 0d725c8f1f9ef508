import {
  type Catalogue,
  createPricing,
  formatGBP,
  type HardHatBasePackageId,
  type HardHatFeatureId,
  hardHatPricing,
  type Pence,
} from '@hard-hat/pricing'

const basePackage: HardHatBasePackageId = 'three-page'
const features: HardHatFeatureId[] = ['maintenancePlan']
const quote = hardHatPricing.priceQuote({ basePackage, features })
const total: Pence = quote.total
export const text: string = formatGBP(total)
// @ts-expect-error an unknown base package id is a type error
hardHatPricing.priceQuote({ basePackage: 'four-page', features })

const catalogue = {
  currency: 'EUR',
  vatRatePercent: 23,
  groups: [{ id: 'extras', title: 'Extras' }],
  basePackages: [{ id: 'starter', name: 'Starter', price: 90000 }],
  features: [{ id: 'blog', name: 'Blog', price: 20000, group: 'extras' }],
} as const satisfies Catalogue
const pricing = createPricing(catalogue)
export const euros: string = pricing.format(
  pricing.priceQuote({ basePackage: 'starter', features: ['blog'] }).total,
)
// @ts-expect-error a misspelt id of your own catalogue is a type error
pricing.priceQuote({ basePackage: 'startr', features: [] })

// The newer lines, typed from the catalogue, and a key the engine does not know refused.
const trades = createPricing({
  currency: 'GBP',
  vatRatePercent: 20,
  groups: [{ id: 'pages', title: 'Pages', choose: 'at-most-one' }],
  basePackages: [{ id: 'trade', name: 'Trade', price: 250000 }],
  features: [
    {
      id: 'areaPages',
      name: 'Service-area page',
      price: 6000,
      group: 'pages',
      quantity: { min: 1, max: 10 },
    },
    { id: 'hosting', name: 'Hosting', price: 1500, group: 'pages', interval: 'month' },
  ],
  paymentSchedule: [{ name: 'Deposit', share: 1 }],
})
const perUnit = trades.priceQuote({
  basePackage: 'trade',
  features: [{ id: 'areaPages', quantity: 4 }],
})
export const monthly: number | undefined = perUnit.recurring?.[0]?.total
createPricing({
  ...catalogue,
  // @ts-expect-error "billing" is not a key the engine knows: the error says to write interval
  features: [{ id: 'blog', name: 'Blog', price: 20000, group: 'extras', billing: 'monthly' }],
})
