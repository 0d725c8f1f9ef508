import {
  type BasePackageId,
  type FeatureId,
  formatGBP,
  type Pence,
  priceQuote,
} from '@hard-hat/pricing'

const basePackage: BasePackageId = 'three-page'
const features: FeatureId[] = ['maintenancePlan']
const quote = priceQuote({ basePackage, features })
const total: Pence = quote.kind === 'priced' ? quote.total : 0
export const text: string = formatGBP(total)
// @ts-expect-error an unknown base package id is a type error
priceQuote({ basePackage: 'four-page', features })
