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
