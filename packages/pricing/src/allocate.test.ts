import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allocate } from './allocate'

describe('allocate', () => {
  it('splits by ratios, the minor units left over going to the first parts', () => {
    expect(allocate(10000, [1, 1, 1])).toEqual([3334, 3333, 3333])
    expect(allocate(295920, [30, 70])).toEqual([88776, 207144])
    expect(allocate(5, [0, 1, 1])).toEqual([0, 3, 2])
    expect(allocate(0, [30, 70])).toEqual([0, 0])
  })

  it('refuses ratios that cannot split anything, naming them', () => {
    expect(() => allocate(100, [0, 0])).toThrow('got [0, 0]')
    expect(() => allocate(100, [1.5, 1])).toThrow(RangeError)
    expect(() => allocate(10.5, [1, 1])).toThrow('whole pence')
  })

  it('loses no minor unit and gives each part within one unit of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 6 }),
        (amount, ratios) => {
          fc.pre(ratios.some((ratio) => ratio > 0))
          const parts = allocate(amount, ratios)
          const total = ratios.reduce((sum, ratio) => sum + ratio, 0)
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount)
          parts.forEach((part, index) => {
            expect(Number.isSafeInteger(part)).toBe(true)
            const exact = (amount * (ratios[index] ?? 0)) / total
            expect(Math.abs(part - exact)).toBeLessThan(1 + 1e-6)
            if (ratios[index] === 0) expect(part).toBe(0)
          })
        },
      ),
    )
  })
})
