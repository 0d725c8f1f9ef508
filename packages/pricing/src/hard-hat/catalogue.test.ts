import { describe, expect, it } from 'vitest'
import { checkCatalogue } from '../catalogue-check'
import { createPricing } from '../create-pricing'
import { hardHatCatalogue } from './catalogue'
import { hardHatPricing } from './pricing'

describe("Hard Hat's catalogue", () => {
  it('passes every check createPricing makes, so the site can skip them at load', () => {
    expect(checkCatalogue(hardHatCatalogue)).toEqual({ ok: true, catalogue: hardHatCatalogue })
    expect(() => createPricing(hardHatCatalogue)).not.toThrow()
  })

  it('prices the same through createPricing as through hardHatPricing', () => {
    const input = {
      basePackage: 'five-page',
      features: ['advancedSEO', 'serviceAreasPage'],
    } as const
    expect(createPricing(hardHatCatalogue).priceQuote(input)).toEqual(
      hardHatPricing.priceQuote(input),
    )
  })
})
