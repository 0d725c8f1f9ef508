import { describe, expect, it } from 'vitest'
import { formatGBP } from '../money'
import { hardHatCatalogue } from './catalogue'
import { hardHatPricing } from './pricing'

const { getBasePackage, isBasePackageId } = hardHatPricing
const BASE_PACKAGES = hardHatCatalogue.basePackages
const BASE_PACKAGE_IDS = ['three-page', 'five-page', 'unlimited'] as const

describe('base packages', () => {
  it('prices the Three Page Website at £2,500 for Home, About and Contact', () => {
    const threePage = getBasePackage('three-page')
    expect(threePage.name).toBe('Three Page Website')
    expect(formatGBP(threePage.price)).toBe('£2,500')
    expect(threePage.pages).toBe(3)
    expect(threePage.description).toBe('Home, About and Contact pages')
  })

  it('prices the Five Page Website at £3,750 and marks it Most Popular', () => {
    const fivePage = getBasePackage('five-page')
    expect(fivePage.name).toBe('Five Page Website')
    expect(formatGBP(fivePage.price)).toBe('£3,750')
    expect(fivePage.pages).toBe(5)
    expect(fivePage.popular).toBe(true)
  })

  it('prices Unlimited Pages at £6,500', () => {
    const unlimited = getBasePackage('unlimited')
    expect(unlimited.name).toBe('Unlimited Pages')
    expect(formatGBP(unlimited.price)).toBe('£6,500')
    expect(unlimited.pages).toBe('unlimited')
  })

  it('lists the three packages in step 1 order with only one Most Popular', () => {
    expect(BASE_PACKAGES.map((basePackage) => basePackage.id)).toEqual([...BASE_PACKAGE_IDS])
    expect(BASE_PACKAGES.filter((basePackage) => basePackage.popular)).toHaveLength(1)
  })

  it('recognises package ids and nothing else', () => {
    expect(isBasePackageId('five-page')).toBe(true)
    expect(isBasePackageId('Five Page Website')).toBe(false)
    expect(isBasePackageId(undefined)).toBe(false)
  })

  it('throws a prefixed programmer error for an unknown id', () => {
    expect(() => getBasePackage('ten-page' as never)).toThrow(
      '@hard-hat/pricing: use a base package id of the catalogue (three-page, five-page, unlimited); it has no base package "ten-page".',
    )
  })
})
