import { describe, expect, it } from 'vitest'
import { formatGBP } from '../money'
import { hardHatCatalogue } from './catalogue'
import { hardHatPricing } from './pricing'

const { getFeature, isFeatureId } = hardHatPricing
const FEATURES = hardHatCatalogue.features
const FEATURE_IDS = FEATURES.map((feature) => feature.id)
const stepOf = (group: string) => (group === 'functionality' ? 2 : 3)

describe('feature catalogue', () => {
  it.each([
    ['jobQuoteCalculator', 'Job Quote Calculator', '£275', 2],
    ['onlineBookingSystem', 'Online Booking System', '£275', 2],
    ['liveChatIntegration', 'Live Chat Integration', '£225', 2],
    ['trainedAIChatbot', 'Trained AI Chatbot', '£475', 2],
    ['filteredProjectPortfolio', 'Filtered Project Portfolio', '£350', 3],
    ['serviceAreasPage', 'Service Areas Page', '£85', 3],
    ['testimonialSlider', 'Testimonial Slider', '£150', 3],
    ['advancedSEO', 'Advanced SEO', '£250', 3],
    ['maintenancePlan', 'Maintenance Plan', '£75', 3],
  ] as const)('prices %s (%s) at %s in step %i', (id, name, price, step) => {
    const feature = getFeature(id)
    expect(feature.name).toBe(name)
    expect(formatGBP(feature.price)).toBe(price)
    expect(stepOf(feature.group)).toBe(step)
    expect(feature.description.length).toBeGreaterThan(0)
  })

  it('lists the four functionality features first, then the five content features', () => {
    expect(FEATURES.map((feature) => feature.id)).toEqual([...FEATURE_IDS])
    expect(FEATURES.filter((feature) => stepOf(feature.group) === 2)).toHaveLength(4)
    expect(FEATURES.filter((feature) => stepOf(feature.group) === 3)).toHaveLength(5)
  })

  it('titles the feature steps as the spec does', () => {
    expect(hardHatPricing.getGroup('functionality').title).toBe('Functionality Features')
    expect(hardHatPricing.getGroup('content').title).toBe('Content & Enhancement Features')
  })

  it('recognises feature keys and nothing else', () => {
    expect(isFeatureId('advancedSEO')).toBe(true)
    expect(isFeatureId('advancedSeo')).toBe(false)
    expect(isFeatureId(42)).toBe(false)
    expect(() => getFeature('blog' as never)).toThrow(
      /^@hard-hat\/pricing: use a feature id of the catalogue \(jobQuoteCalculator, .*, maintenancePlan\); it has no feature "blog"\.$/,
    )
  })
})
