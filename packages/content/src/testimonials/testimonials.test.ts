import { describe, expect, it } from 'vitest'
import {
  CAROUSEL_INTERVAL_MS,
  carouselIndex,
  RESULTS_TESTIMONIALS,
  TESTIMONIALS,
} from './testimonials'

describe('testimonials', () => {
  it('has four carousel testimonials and two in the results group, all with unique ids', () => {
    expect(TESTIMONIALS).toHaveLength(4)
    expect(RESULTS_TESTIMONIALS).toHaveLength(2)
    const ids = [...TESTIMONIALS, ...RESULTS_TESTIMONIALS].map((item) => item.id)
    expect(new Set(ids).size).toBe(6)
  })

  it('rates each from 1 to 5 and marks each as sample content', () => {
    for (const item of [...TESTIMONIALS, ...RESULTS_TESTIMONIALS]) {
      expect(item.rating).toBeGreaterThanOrEqual(1)
      expect(item.rating).toBeLessThanOrEqual(5)
      expect(`${item.name} ${item.company}`).toMatch(/sample/i)
    }
  })

  it('advances every 5 seconds', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(5000)
  })

  it('wraps the carousel at both ends', () => {
    expect(carouselIndex(3, 1, 4)).toBe(0)
    expect(carouselIndex(0, -1, 4)).toBe(3)
    expect(carouselIndex(1, 1, 4)).toBe(2)
    expect(() => carouselIndex(0, 1, 0)).toThrow(/at least one/)
  })
})
