import { describe, expect, it } from 'vitest'
import { hardHatPricing } from './pricing'

const availableFeatures = (
  basePackage: Parameters<typeof hardHatPricing.availableFeatures>[0],
  step: 2 | 3,
) => hardHatPricing.availableFeatures(basePackage, step === 2 ? 'functionality' : 'content')

const ids = (features: { id: string }[]) => features.map((feature) => feature.id)

describe('availableFeatures', () => {
  it('lists the four functionality features in step 2 for every package', () => {
    for (const basePackage of ['three-page', 'five-page', 'unlimited', null] as const) {
      expect(ids(availableFeatures(basePackage, 2))).toEqual([
        'jobQuoteCalculator',
        'onlineBookingSystem',
        'liveChatIntegration',
        'trainedAIChatbot',
      ])
    }
  })

  it('lists the five content features in step 3 for the three- and five-page websites', () => {
    const contentFeatures = [
      'filteredProjectPortfolio',
      'serviceAreasPage',
      'testimonialSlider',
      'advancedSEO',
      'maintenancePlan',
    ]
    expect(ids(availableFeatures('three-page', 3))).toEqual(contentFeatures)
    expect(ids(availableFeatures('five-page', 3))).toEqual(contentFeatures)
  })

  it('hides Service Areas Page in step 3 for Unlimited Pages', () => {
    expect(ids(availableFeatures('unlimited', 3))).toEqual([
      'filteredProjectPortfolio',
      'testimonialSlider',
      'advancedSEO',
      'maintenancePlan',
    ])
  })
})
