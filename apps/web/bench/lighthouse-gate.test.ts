// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  BENCH_GATE,
  CI_GATE,
  floorMeasuredFor,
  formatScoreTable,
  formatTwinTable,
  gateFailures,
  type LighthouseResult,
  lostPoints,
  type PageScore,
  summarise,
  toPageScore,
  twinFailures,
  twinMethodsOf,
} from './lighthouse-gate'

const perfect = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }

const page = (overrides: Partial<PageScore>): PageScore => ({
  name: 'home',
  path: '/',
  scores: perfect,
  lcpMs: 1500,
  fcpMs: 1200,
  tbtMs: 0,
  cls: 0,
  ...overrides,
})

const floor = page({ name: 'framework floor', lcpMs: 1500 })

const lhr: LighthouseResult = {
  categories: {
    performance: { score: 0.975 },
    accessibility: {
      score: 0.96,
      auditRefs: [
        { id: 'color-contrast', weight: 7 },
        { id: 'image-alt', weight: 10 },
      ],
    },
    'best-practices': { score: 1, auditRefs: [{ id: 'csp-xss', weight: 0 }] },
    seo: { score: 1, auditRefs: [] },
  },
  audits: {
    'largest-contentful-paint': { numericValue: 1712.4 },
    'first-contentful-paint': { numericValue: 1520.8 },
    'total-blocking-time': { numericValue: 31 },
    'cumulative-layout-shift': { numericValue: 0.002 },
    'color-contrast': {
      score: 0,
      title: 'Background and foreground colors do not have a sufficient contrast ratio.',
    },
    'image-alt': { score: 1 },
    'csp-xss': { score: 0 },
  },
}

describe('toPageScore', () => {
  it('turns category scores into whole numbers out of 100 and keeps the metrics', () => {
    expect(toPageScore('home', '/', lhr)).toEqual({
      name: 'home',
      path: '/',
      scores: { performance: 98, accessibility: 96, 'best-practices': 100, seo: 100 },
      lcpMs: 1712.4,
      fcpMs: 1520.8,
      tbtMs: 31,
      cls: 0.002,
    })
  })
})

describe('lostPoints', () => {
  it('names the weighted audits that failed outside performance, and ignores unweighted ones', () => {
    expect(lostPoints(lhr)).toEqual([
      'accessibility: color-contrast (Background and foreground colors do not have a sufficient contrast ratio.)',
    ])
  })
})

describe('gateFailures', () => {
  it('passes pages at the bench targets: 98, three 100s, CLS 0 and LCP 10% over the floor', () => {
    const atLimits = page({ scores: { ...perfect, performance: 98 }, lcpMs: 1650, cls: 0 })
    expect(gateFailures([atLimits], floor, BENCH_GATE)).toEqual([])
  })

  it('names each miss of the bench gate', () => {
    const failures = gateFailures(
      [
        page({ path: '/slow', scores: { ...perfect, performance: 97 }, lcpMs: 1651 }),
        page({ path: '/shifty', cls: 0.01 }),
        page({ path: '/unlabelled', scores: { ...perfect, accessibility: 96 } }),
      ],
      floor,
      BENCH_GATE,
    )
    expect(failures).toEqual([
      '/slow: performance 97 < 98',
      '/slow: LCP 1651 ms > 1650 ms (floor 1500 ms + 10%)',
      '/shifty: CLS 0.010 > 0',
      '/unlabelled: accessibility 96 < 100',
    ])
  })

  it('lets CI through at performance 95 whatever the floor, but never below 100 elsewhere nor a visible shift', () => {
    const noisy = page({ scores: { ...perfect, performance: 95 }, lcpMs: 4000, cls: 0.005 })
    expect(gateFailures([noisy], floor, CI_GATE)).toEqual([])
    const regressed = page({ scores: { ...perfect, performance: 94, seo: 92 }, cls: 0.05 })
    expect(gateFailures([regressed], floor, CI_GATE)).toEqual([
      '/: performance 94 < 95',
      '/: seo 92 < 100',
      '/: CLS 0.050 > 0.01',
    ])
  })

  it('lets a page under 95 through in CI when its static twin, slowed by the same machine, is within 5 points', () => {
    const loaded = page({ scores: { ...perfect, performance: 88 } })
    const twinAt = (performance: number) =>
      new Map([['/', page({ scores: { ...perfect, performance } })]])
    expect(gateFailures([loaded], floor, CI_GATE, twinAt(93))).toEqual([])
    expect(gateFailures([loaded], floor, CI_GATE, twinAt(94))).toEqual([
      "/: performance 88 < 95, and more than 5 under its static twin's 94",
    ])
    // The bench has no such allowance, and no twin lowers any other category's minimum.
    expect(gateFailures([loaded], floor, BENCH_GATE, twinAt(90))).toEqual([
      '/: performance 88 < 98',
    ])
    const unlabelled = page({ scores: { ...perfect, accessibility: 96 } })
    expect(gateFailures([unlabelled], floor, CI_GATE, twinAt(100))).toEqual([
      '/: accessibility 96 < 100',
    ])
  })

  it('fails a page whose metric is missing rather than passing it', () => {
    expect(gateFailures([page({ lcpMs: Number.NaN })], floor, BENCH_GATE)).toHaveLength(1)
  })
})

describe('summarise', () => {
  const runs = [
    page({ scores: { ...perfect, performance: 79 }, lcpMs: 824, tbtMs: 700 }),
    page({ scores: { ...perfect, performance: 93 }, lcpMs: 812, tbtMs: 313 }),
    page({ scores: { ...perfect, performance: 98, seo: 92 }, lcpMs: 834, tbtMs: 152 }),
  ]

  it('takes the median of every figure on the bench', () => {
    const summary = summarise(runs, BENCH_GATE)
    expect(summary.scores).toEqual({ ...perfect, performance: 93 })
    expect([summary.lcpMs, summary.tbtMs]).toEqual([824, 313])
  })

  it("judges CI's Performance by the best run, every other figure by the median", () => {
    const summary = summarise(runs, CI_GATE)
    expect(summary.scores).toEqual({ ...perfect, performance: 98 })
    expect([summary.lcpMs, summary.tbtMs]).toEqual([824, 313])
    expect(gateFailures([summary], floor, CI_GATE)).toEqual([])
  })

  it('still fails CI when every run of a page is under 95', () => {
    const slow = runs.map((run) => ({ ...run, scores: { ...run.scores, performance: 94 } }))
    expect(gateFailures([summarise(slow, CI_GATE)], floor, CI_GATE)).toEqual([
      '/: performance 94 < 95',
    ])
  })

  it('averages the middle two of an even number of runs, and refuses none', () => {
    expect(summarise(runs.slice(0, 2), BENCH_GATE).lcpMs).toBe(818)
    expect(() => summarise([], CI_GATE)).toThrow(/no runs/)
  })
})

describe('formatScoreTable', () => {
  it('prints the floor first and every page with its LCP as a ratio of the floor', () => {
    const lines = formatScoreTable(
      [page({ path: '/contact', name: 'contact', lcpMs: 1650 })],
      floor,
    ).split('\n')
    expect(lines).toHaveLength(4)
    expect(lines[2]).toBe(
      '| framework floor | / | 100 | 100 | 100 | 100 | 1500 ms | 1.00 | 0 ms | 0.000 |',
    )
    expect(lines[3]).toBe(
      '| contact | /contact | 100 | 100 | 100 | 100 | 1650 ms | 1.10 | 0 ms | 0.000 |',
    )
  })

  it('prints no floor row and no ratio when the gate measured no floor', () => {
    const lines = formatScoreTable(
      [page({ path: '/contact', name: 'contact', lcpMs: 1650 })],
      undefined,
    ).split('\n')
    expect(lines).toEqual([
      '| page | path | Perf | A11y | BP | SEO | LCP | LCP / floor | TBT | CLS |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      '| contact | /contact | 100 | 100 | 100 | 100 | 1650 ms | – | 0 ms | 0.000 |',
    ])
  })
})

describe('the framework floor', () => {
  it('is measured only for a gate that compares LCP with it: the bench gate, not CI’s', () => {
    expect(floorMeasuredFor(BENCH_GATE)).toBe(true)
    expect(floorMeasuredFor(CI_GATE)).toBe(false)
  })

  it('gates CI without a floor, and refuses a floor-ratio gate without one', () => {
    const regressed = page({ scores: { ...perfect, performance: 80 } })
    expect(gateFailures([regressed], undefined, CI_GATE)).toEqual(['/: performance 80 < 95'])
    expect(() => gateFailures([page({})], undefined, BENCH_GATE)).toThrow(
      'gate "bench" compares LCP with the floor: measure it',
    )
  })
})

describe('twin gates', () => {
  const twin = page({ name: 'home', lcpMs: 1000, fcpMs: 800 })

  it('measures twins in both throttling methods on the bench and in the simulated one only in CI', () => {
    expect(twinMethodsOf(BENCH_GATE)).toEqual(['simulate', 'devtools'])
    expect(twinMethodsOf(CI_GATE)).toEqual(['simulate'])
  })

  it('fails CI for a page at 1.21× its twin simulated, not at 1.2×', () => {
    const at = (lcpMs: number) => [{ method: 'simulate' as const, page: page({ lcpMs }), twin }]
    expect(twinFailures(at(1200), CI_GATE)).toEqual([])
    expect(twinFailures(at(1210), CI_GATE)).toHaveLength(1)
  })

  it('holds the bench to 1.10× the twin simulated and 1.05× applied', () => {
    const pairs = [
      { method: 'simulate' as const, page: page({ lcpMs: 1100 }), twin },
      { method: 'devtools' as const, page: page({ lcpMs: 1050 }), twin },
    ]
    expect(twinFailures(pairs, BENCH_GATE)).toEqual([])
    expect(
      twinFailures(
        [
          { method: 'simulate', page: page({ lcpMs: 2100 }), twin },
          { method: 'devtools', page: page({ lcpMs: 1060 }), twin },
        ],
        BENCH_GATE,
      ),
    ).toEqual([
      "/: LCP 2100 ms is 2.10× its static twin's 1000 ms (simulate throttling, at most 1.1×)",
      "/: LCP 1060 ms is 1.06× its static twin's 1000 ms (devtools throttling, at most 1.05×)",
    ])
  })

  it('ignores a twin in a method the gate leaves open, and fails a missing metric', () => {
    expect(
      twinFailures([{ method: 'devtools', page: page({ lcpMs: 9000 }), twin }], CI_GATE),
    ).toEqual([])
    expect(
      twinFailures([{ method: 'simulate', page: page({ lcpMs: Number.NaN }), twin }], BENCH_GATE),
    ).toHaveLength(1)
  })

  it('prints each page beside its twin with the LCP, FCP and Performance ratios', () => {
    const lines = formatTwinTable([
      {
        method: 'simulate',
        page: page({
          lcpMs: 2100,
          fcpMs: 1900,
          tbtMs: 40,
          scores: { ...perfect, performance: 98 },
        }),
        twin,
      },
    ]).split('\n')
    expect(lines).toHaveLength(3)
    expect(lines[2]).toBe(
      '| home | simulate | 2100 / 1000 | 2.10 | 1900 / 800 | 2.38 | 98 / 100 | 0.98 | 40 / 0 | 0.000 / 0.000 |',
    )
  })
})
