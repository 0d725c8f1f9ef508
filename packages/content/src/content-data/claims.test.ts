import { describe, expect, it } from 'vitest'
import {
  CLAIM_DEFAULTS,
  CLAIM_FRESH_FOR_MS,
  CLAIM_KEYS,
  CLAIM_SCHEMAS,
  isClaimShown,
  SlotsClaimSchema,
} from './claims'

// The claims that must be true (decision 044): the specification's values as the seed, the
// schemas an owner's values pass, and the 30-day rule of a scarcity claim, by a fixed clock.

const CONFIRMED = Date.parse('2026-03-01T09:00:00Z')

describe('claims', () => {
  it('seeds the specification’s values, each passing its own schema', () => {
    expect(CLAIM_DEFAULTS['premium-slots']).toEqual({ left: 3, total: 5 })
    expect(CLAIM_DEFAULTS['offer-slots']).toEqual({ left: 3, total: 5 })
    expect(CLAIM_DEFAULTS.clients).toEqual({ count: 150 })
    expect(CLAIM_DEFAULTS.rating).toEqual({ value: 4.9, count: 150 })
    expect(CLAIM_DEFAULTS.results.stats.map((stat) => stat.value)).toEqual(['68%', '83%', '2.4x'])
    for (const key of CLAIM_KEYS) {
      expect(CLAIM_SCHEMAS[key].safeParse(CLAIM_DEFAULTS[key]).success).toBe(true)
    }
  })

  it('refuses more places left than places, naming the field', () => {
    const result = SlotsClaimSchema.safeParse({ left: 6, total: 5 })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['left'])
    expect(CLAIM_SCHEMAS.rating.safeParse({ value: 4.95, count: 10 }).success).toBe(false)
    expect(CLAIM_SCHEMAS.results.safeParse({ stats: [] }).success).toBe(false)
  })

  it('shows a scarcity claim for 30 days from its confirmation, then hides it', () => {
    const goes = CONFIRMED + CLAIM_FRESH_FOR_MS
    expect(CLAIM_FRESH_FOR_MS).toBe(30 * 86_400_000)
    expect(isClaimShown('premium-slots', CONFIRMED, goes - 1)).toBe(true)
    expect(isClaimShown('premium-slots', CONFIRMED, goes)).toBe(false)
    expect(isClaimShown('offer-slots', CONFIRMED, goes)).toBe(false)
  })

  it('always shows a figure, however old its confirmation', () => {
    for (const key of ['clients', 'rating', 'results'] as const) {
      expect(isClaimShown(key, 0, CONFIRMED + 10 * CLAIM_FRESH_FOR_MS)).toBe(true)
    }
  })
})
