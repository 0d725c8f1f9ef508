import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { lineTexts, pricing, quote } from './trades-agency.example'

describe("the README's trades agency example", () => {
  it('prices one-off, monthly, per unit, included and discounted lines, and splits the deposit', () => {
    expect(quote.kind).toBe('priced')
    expect(lineTexts).toEqual([
      'Trade: £2,500',
      'Service-area page: 4 × £60',
      'Blog, 12 posts a month: £100 a month',
      'Hosting: Included',
      'Launch offer: −£274',
      'Blog bundle: −£20 a month',
    ])
    expect(quote.lines[1]).toMatchObject({ quantity: 4, unitPrice: 6000, price: 24000 })
    expect(quote.lines[3]).toMatchObject({ price: 0, includedMessage: 'Included with Trade' })
    expect([quote.total, quote.vat, quote.totalIncludingVat]).toEqual([246600, 49320, 295920])
    expect(quote.recurring).toEqual([
      { interval: 'month', total: 8000, vat: 1600, totalIncludingVat: 9600 },
    ])
    expect(quote.payments).toEqual([
      { name: 'Deposit', amount: 88776 },
      { name: 'On launch', amount: 207144 },
    ])
    expect(pricing.format(quote.payments?.[0]?.amount ?? 0)).toBe('£887.76')
  })

  it('is the code the README shows', () => {
    const source = readFileSync(new URL('./trades-agency.example.ts', import.meta.url), 'utf8')
    const region = source.split('// #region readme\n')[1]?.split('// #endregion')[0] ?? ''
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
    expect(region.length).toBeGreaterThan(0)
    expect(readme).toContain(region.replace("from '../index'", "from '@hard-hat/pricing'"))
  })
})
