import { describe, expect, it } from 'vitest'
import {
  checkUnlimitedExcludesServiceAreas,
  isExcludedByUnlimited,
  UNLIMITED_EXCLUDES_SERVICE_AREAS,
} from './unlimited-excludes-service-areas'

describe('Unlimited Pages excludes Service Areas Page', () => {
  it('takes Service Areas Page away from Unlimited Pages only', () => {
    expect(isExcludedByUnlimited('unlimited', 'serviceAreasPage')).toBe(true)
    expect(isExcludedByUnlimited('unlimited', 'advancedSEO')).toBe(false)
    expect(isExcludedByUnlimited('five-page', 'serviceAreasPage')).toBe(false)
    expect(isExcludedByUnlimited(null, 'serviceAreasPage')).toBe(false)
  })

  it('returns the breach as a value naming the package, the feature and how to fix it', () => {
    const breach = checkUnlimitedExcludesServiceAreas({
      basePackage: 'unlimited',
      features: ['advancedSEO', 'serviceAreasPage'],
    })
    expect(breach).toBe(UNLIMITED_EXCLUDES_SERVICE_AREAS)
    expect(breach?.rule).toBe('unlimited-excludes-service-areas')
    expect(breach?.message).toBe(
      'Service Areas Page cannot be combined with Unlimited Pages. Remove the Service Areas Page or choose a different package.',
    )
  })

  it('is kept by Unlimited Pages without Service Areas Page and by other packages with it', () => {
    expect(
      checkUnlimitedExcludesServiceAreas({ basePackage: 'unlimited', features: ['advancedSEO'] }),
    ).toBeUndefined()
    expect(
      checkUnlimitedExcludesServiceAreas({
        basePackage: 'three-page',
        features: ['serviceAreasPage'],
      }),
    ).toBeUndefined()
  })
})
