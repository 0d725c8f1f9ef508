import fc from 'fast-check'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { formatGBP, pounds } from '../money'
import type * as Generic from '../quote'
import { basePackageArb, featureListArb } from './arbitraries'
import { type HardHatBasePackageId, type HardHatFeatureId, hardHatPricing } from './pricing'

type PricedQuote = Generic.PricedQuote<HardHatBasePackageId, HardHatFeatureId>
type Quote = Generic.Quote<HardHatBasePackageId, HardHatFeatureId>
type SubmittedQuote = Generic.SubmittedQuote<HardHatBasePackageId, HardHatFeatureId>

const { checkQuote, getBasePackage, getFeature, isFeatureAvailable, priceQuote } = hardHatPricing

describe('priceQuote', () => {
  it('prices five pages with Advanced SEO and a Job Quote Calculator at £4,275, £855 VAT, £5,130 with VAT', () => {
    const quote = priceQuote({
      basePackage: 'five-page',
      features: ['advancedSEO', 'jobQuoteCalculator'],
    })
    expect(formatGBP(quote.total)).toBe('£4,275')
    expect(formatGBP(quote.vat)).toBe('£855')
    expect(formatGBP(quote.totalIncludingVat)).toBe('£5,130')
  })

  it('lists the base package first, then each selected feature in catalogue order', () => {
    const quote = priceQuote({
      basePackage: 'five-page',
      features: ['advancedSEO', 'jobQuoteCalculator'],
    })
    expect(quote.lines).toEqual([
      { kind: 'base-package', id: 'five-page', name: 'Five Page Website', price: pounds(3750) },
      {
        kind: 'feature',
        id: 'jobQuoteCalculator',
        name: 'Job Quote Calculator',
        price: pounds(275),
      },
      { kind: 'feature', id: 'advancedSEO', name: 'Advanced SEO', price: pounds(250) },
    ])
    expect(quote.features).toEqual(['jobQuoteCalculator', 'advancedSEO'])
  })

  it.each([
    ['three-page', '£2,500', '£500', '£3,000'],
    ['five-page', '£3,750', '£750', '£4,500'],
    ['unlimited', '£6,500', '£1,300', '£7,800'],
  ] as const)('prices %s alone at %s, %s VAT, %s with VAT', (basePackage, total, vat, withVat) => {
    const quote = priceQuote({ basePackage, features: [] })
    expect(quote.lines).toHaveLength(1)
    expect(formatGBP(quote.total)).toBe(total)
    expect(formatGBP(quote.vat)).toBe(vat)
    expect(formatGBP(quote.totalIncludingVat)).toBe(withVat)
  })

  it('prices every feature on the three-page website at £4,660 excluding VAT', () => {
    const quote = priceQuote({
      basePackage: 'three-page',
      features: [
        'jobQuoteCalculator',
        'onlineBookingSystem',
        'liveChatIntegration',
        'trainedAIChatbot',
        'filteredProjectPortfolio',
        'serviceAreasPage',
        'testimonialSlider',
        'advancedSEO',
        'maintenancePlan',
      ],
    })
    expect(formatGBP(quote.total)).toBe('£4,660')
    expect(formatGBP(quote.vat)).toBe('£932')
    expect(formatGBP(quote.totalIncludingVat)).toBe('£5,592')
  })

  it('never prices Service Areas Page with Unlimited Pages', () => {
    const quote = priceQuote({
      basePackage: 'unlimited',
      features: ['serviceAreasPage', 'maintenancePlan'],
    })
    expect(quote.features).toEqual(['maintenancePlan'])
    expect(formatGBP(quote.total)).toBe('£6,575')
  })

  it('counts a feature sent twice once', () => {
    const quote = priceQuote({
      basePackage: 'three-page',
      features: ['advancedSEO', 'advancedSEO'],
    })
    expect(formatGBP(quote.total)).toBe('£2,750')
  })

  it('accepts a Set of features', () => {
    const quote = priceQuote({
      basePackage: 'three-page',
      features: new Set(['maintenancePlan'] as const),
    })
    expect(quote.total).toBe(pounds(2575))
  })

  it('has no total without a base package, and says what to do', () => {
    const quote = priceQuote({ basePackage: null, features: ['advancedSEO'] })
    expect(quote).toEqual({
      kind: 'incomplete',
      missing: 'basePackage',
      message: 'Choose a base package to see your total.',
    })
    expect('total' in quote).toBe(false)
  })

  it('types a quote as priced only when the package is known to be chosen', () => {
    expectTypeOf(
      priceQuote({ basePackage: 'five-page', features: [] }),
    ).toEqualTypeOf<PricedQuote>()
    const maybe = null as 'five-page' | null
    expectTypeOf(priceQuote({ basePackage: maybe, features: [] })).toEqualTypeOf<Quote>()
  })

  it('makes the total the base price plus the selected available features', () => {
    fc.assert(
      fc.property(basePackageArb, featureListArb, (basePackage, features) => {
        const quote = priceQuote({ basePackage, features })
        const expected = [...new Set(features)]
          .filter((id) => isFeatureAvailable(basePackage, id))
          .reduce((sum, id) => sum + getFeature(id).price, getBasePackage(basePackage).price)
        expect(quote.total).toBe(expected)
        expect(quote.lines.reduce((sum, line) => sum + line.price, 0)).toBe(quote.total)
        expect(quote.totalIncludingVat).toBe(quote.total + quote.vat)
      }),
    )
  })

  it('keeps every amount a whole number of pence', () => {
    fc.assert(
      fc.property(basePackageArb, featureListArb, (basePackage, features) => {
        const quote = priceQuote({ basePackage, features })
        const amounts = [
          quote.total,
          quote.vat,
          quote.totalIncludingVat,
          ...quote.lines.map((line) => line.price),
        ]
        for (const amount of amounts) expect(Number.isSafeInteger(amount)).toBe(true)
      }),
    )
  })

  it('gives the same quote whatever order the features come in', () => {
    fc.assert(
      fc.property(basePackageArb, featureListArb, (basePackage, features) => {
        expect(priceQuote({ basePackage, features: [...features].reverse() })).toEqual(
          priceQuote({ basePackage, features }),
        )
      }),
    )
  })

  it('never prices Service Areas Page with Unlimited Pages, whatever else is chosen', () => {
    fc.assert(
      fc.property(featureListArb, (features) => {
        const quote = priceQuote({ basePackage: 'unlimited', features })
        expect(quote.lines.some((line) => line.id === 'serviceAreasPage')).toBe(false)
      }),
    )
  })
})

const submissionOf = (quote: PricedQuote): SubmittedQuote => ({
  basePackage: quote.basePackage,
  features: quote.features.map((id) => ({ id, price: getFeature(id).price })),
  total: quote.total,
})

describe('checkQuote', () => {
  it('accepts a quote that matches the catalogue and returns the catalogue quote', () => {
    const result = checkQuote({
      basePackage: 'five-page',
      features: [
        { id: 'advancedSEO', price: pounds(250) },
        { id: 'jobQuoteCalculator', price: pounds(275) },
      ],
      total: pounds(4275),
    })
    expect(result).toMatchObject({ ok: true, quote: { total: pounds(4275), vat: pounds(855) } })
  })

  it('flags a total that disagrees with the catalogue, saying what it should be', () => {
    const result = checkQuote({
      basePackage: 'five-page',
      features: [{ id: 'advancedSEO', price: pounds(250) }],
      total: pounds(3750),
    })
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          path: ['total'],
          message:
            'The total should be £4,000 excluding VAT (the base package plus the selected features), not £3,750. Refresh the page to see current prices and try again.',
        },
      ],
    })
  })

  it('flags a feature price that disagrees with the catalogue at that feature', () => {
    const result = checkQuote({
      basePackage: 'three-page',
      features: [
        { id: 'maintenancePlan', price: pounds(75) },
        { id: 'advancedSEO', price: pounds(200) },
      ],
      total: pounds(2825),
    })
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          path: ['features', 1, 'price'],
          message:
            'Advanced SEO costs £250 excluding VAT, not £200. Refresh the page to see current prices and try again.',
        },
      ],
    })
  })

  it('flags Unlimited Pages paired with Service Areas Page', () => {
    const result = checkQuote({
      basePackage: 'unlimited',
      features: [{ id: 'serviceAreasPage', price: pounds(85) }],
      total: pounds(6585),
    })
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          path: ['features', 0, 'id'],
          message:
            'Service Areas Page cannot be combined with Unlimited Pages. Remove the Service Areas Page or choose a different package.',
        },
      ],
    })
  })

  it('flags an unknown package, an unknown feature, a repeated feature and amounts that are not pence', () => {
    const result = checkQuote({
      basePackage: 'ten-page',
      features: [
        { id: 'blog', price: 100 },
        { id: 'advancedSEO', price: 250.5 },
        { id: 'advancedSEO', price: pounds(250) },
      ],
      total: 0,
    } as unknown as SubmittedQuote)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems.map((problem) => problem.path)).toEqual([
      ['basePackage'],
      ['features', 0, 'id'],
      ['features', 1, 'price'],
      ['features', 2, 'id'],
    ])
    expect(result.problems[0]?.message).toBe(
      'Choose a base package: Three Page Website, Five Page Website or Unlimited Pages.',
    )
    expect(result.problems[2]?.message).toContain('not "250.5" (amounts are whole pence)')
    expect(result.problems[3]?.message).toBe(
      'Advanced SEO is listed more than once. Choose it once.',
    )
  })

  it('never throws on malformed values inside a submission', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (basePackage, features, total) => {
        const result = checkQuote({ basePackage, features, total } as unknown as SubmittedQuote)
        expect(typeof result.ok).toBe('boolean')
      }),
    )
  })

  it('accepts exactly what priceQuote priced', () => {
    fc.assert(
      fc.property(basePackageArb, featureListArb, (basePackage, features) => {
        const quote = priceQuote({ basePackage, features })
        expect(checkQuote(submissionOf(quote))).toEqual({ ok: true, quote })
      }),
    )
  })

  it('rejects any quote whose total is off by any amount', () => {
    fc.assert(
      fc.property(
        basePackageArb,
        featureListArb,
        fc.integer({ min: -100000, max: 100000 }).filter((delta) => delta !== 0),
        (basePackage, features, delta) => {
          const submitted = submissionOf(priceQuote({ basePackage, features }))
          const result = checkQuote({ ...submitted, total: submitted.total + delta })
          expect(result).toMatchObject({ ok: false, problems: [{ path: ['total'] }] })
        },
      ),
    )
  })
})
