import { describe, expect, it } from 'vitest'
import { hardHatPricing } from './pricing'

const { checkRules, isFeatureAvailable } = hardHatPricing

describe("Hard Hat's rules", () => {
  it('passes a complete selection that keeps every rule', () => {
    expect(
      checkRules({ basePackage: 'five-page', features: ['serviceAreasPage', 'advancedSEO'] }),
    ).toEqual({ ok: true })
  })

  it('reports a missing package as a breach, not an exception', () => {
    const result = checkRules({ basePackage: null, features: [] })
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(result.breaches.map((breach) => breach.rule)).toEqual(['base-package-required'])
  })

  it('reports Unlimited Pages paired with Service Areas Page', () => {
    const result = checkRules({ basePackage: 'unlimited', features: ['serviceAreasPage'] })
    expect(result).toEqual({
      ok: false,
      breaches: [
        {
          rule: 'excludes',
          basePackage: 'unlimited',
          feature: 'serviceAreasPage',
          message:
            'Service Areas Page cannot be combined with Unlimited Pages. Remove the Service Areas Page or choose a different package.',
        },
      ],
    })
  })
})

describe('isFeatureAvailable', () => {
  it('offers every feature until a package is chosen, and all but Service Areas Page with Unlimited', () => {
    expect(isFeatureAvailable(null, 'serviceAreasPage')).toBe(true)
    expect(isFeatureAvailable('three-page', 'serviceAreasPage')).toBe(true)
    expect(isFeatureAvailable('unlimited', 'serviceAreasPage')).toBe(false)
    expect(isFeatureAvailable('unlimited', 'maintenancePlan')).toBe(true)
  })
})
