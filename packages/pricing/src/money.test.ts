import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  assertPence,
  formatGBP,
  isPence,
  percentOf,
  pounds,
  toPounds,
  VAT_RATE_PERCENT,
  vatOf,
  withVat,
} from './money'

describe('pounds and pence', () => {
  it('converts whole pounds to pence', () => {
    expect(pounds(2500)).toBe(250000)
    expect(pounds(0)).toBe(0)
  })

  it('refuses a fractional number of pounds, naming the package', () => {
    expect(() => pounds(12.5)).toThrow('@hard-hat/pricing: pounds() needs a whole number, got 12.5')
  })

  it('converts pence back to pounds for wire formats that carry pounds', () => {
    expect(toPounds(402500)).toBe(4025)
    expect(toPounds(1250)).toBe(12.5)
  })

  it('accepts only whole, safe numbers as pence', () => {
    expect(isPence(1250)).toBe(true)
    expect(isPence(12.5)).toBe(false)
    expect(isPence('1250')).toBe(false)
    expect(isPence(Number.NaN)).toBe(false)
    expect(isPence(2 ** 53)).toBe(false)
    expect(() => assertPence(0.1)).toThrow('@hard-hat/pricing: amounts are whole pence, got 0.1')
  })
})

describe('formatGBP', () => {
  it('writes whole pounds with thousands separators and no pence', () => {
    expect(formatGBP(402500)).toBe('£4,025')
    expect(formatGBP(pounds(13000))).toBe('£13,000')
    expect(formatGBP(pounds(95))).toBe('£95')
    expect(formatGBP(0)).toBe('£0')
  })

  it('writes pence when the amount is not whole pounds', () => {
    expect(formatGBP(1250)).toBe('£12.50')
    expect(formatGBP(pounds(1234) + 5)).toBe('£1,234.05')
  })

  it('refuses an amount that is not whole pence', () => {
    expect(() => formatGBP(12.5)).toThrow('@hard-hat/pricing')
  })

  it('writes exactly what Intl writes for en-GB pounds, negative and large amounts included', () => {
    const whole = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      maximumFractionDigits: 0,
    })
    const withPence = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })
    const amounts = [
      0, 1, 9, 10, 99, 100, 101, 999_99, 1_000_00, 1_000_01, 12_345_678_90, -5, -1_234_50,
    ]
    for (let pence = 1; pence < 10 ** 15; pence = pence * 7 + 3) amounts.push(pence, -pence)
    // Up to 10^15 pence: beyond it Intl's division by 100 loses the last penny, this does not.
    for (const amount of amounts) {
      const intl = amount % 100 === 0 ? whole.format(amount / 100) : withPence.format(amount / 100)
      expect(formatGBP(amount), String(amount)).toBe(intl)
    }
  })
})

describe('percentages and VAT', () => {
  it('takes a percentage rounding half a penny up', () => {
    expect(percentOf(402500, 20)).toBe(80500)
    expect(percentOf(5, 10)).toBe(1)
    expect(percentOf(4, 10)).toBe(0)
  })

  it('charges VAT at 20%', () => {
    expect(VAT_RATE_PERCENT).toBe(20)
    expect(vatOf(pounds(4275))).toBe(pounds(855))
    expect(withVat(pounds(4275))).toBe(pounds(5130))
  })

  it('rounds VAT to the nearest penny, half up', () => {
    expect(vatOf(1)).toBe(0)
    expect(vatOf(3)).toBe(1)
    expect(vatOf(1250)).toBe(250)
    expect(withVat(1250)).toBe(1500)
    expect(formatGBP(withVat(1250))).toBe('£15')
  })

  it('always gives whole pence within half a penny of the exact VAT', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (amount) => {
        const vat = vatOf(amount)
        expect(Number.isSafeInteger(vat)).toBe(true)
        expect(Math.abs(vat * 100 - amount * VAT_RATE_PERCENT)).toBeLessThanOrEqual(50)
        expect(withVat(amount)).toBe(amount + vat)
      }),
    )
  })
})
