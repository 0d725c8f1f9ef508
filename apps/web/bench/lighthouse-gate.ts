/** The four Lighthouse categories, in the order the table prints them. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** One of the four categories. */
export type CategoryId = (typeof CATEGORIES)[number]

/** What the table and the gate need from one (median) Lighthouse run. */
export interface PageScore {
  readonly name: string
  readonly path: string
  /** 0–100 per category. */
  readonly scores: Readonly<Record<CategoryId, number>>
  readonly lcpMs: number
  readonly fcpMs: number
  readonly tbtMs: number
  readonly cls: number
}

/** Lighthouse's two ways of slowing a page to a phone's: simulated (its default) and applied. */
export const THROTTLING_METHODS = ['simulate', 'devtools'] as const

/** One of the two throttling methods. */
export type ThrottlingMethod = (typeof THROTTLING_METHODS)[number]

/** A page and its static twin (the same HTML with no script), measured in the same run and mode. */
export interface TwinPair {
  readonly method: ThrottlingMethod
  readonly page: PageScore
  readonly twin: PageScore
}

/** Minimum scores, and how far the site's LCP may trail the framework floor's. */
export interface Gate {
  readonly name: string
  readonly minScores: Readonly<Record<CategoryId, number>>
  /** `null`: CLS not gated. */
  readonly maxCls: number | null
  /** `1.1`: within 10% of the floor; `null`: LCP not gated. */
  readonly maxLcpRatio: number | null
  /**
   * How far each page's LCP may trail its static twin's, per throttling method: `1.1` is within
   * 10%; `null` does not measure the twin in that method. A gate with any number here loads twice
   * as many pages in that method.
   */
  readonly maxTwinLcpRatio: Readonly<Record<ThrottlingMethod, number | null>>
  /**
   * Which of a page's runs its Performance score is judged by: `median`, like every other figure,
   * or `best`. Other work on a busy machine only ever adds blocking time, never removes it, so the
   * best run is the closest to what the page itself costs; a regression lowers every run.
   */
  readonly performanceOfRuns: 'median' | 'best'
  /**
   * How many points a page's Performance may trail its static twin's, measured in the same run,
   * when the page is under `minScores.performance`; `null`: the minimum alone. A machine slowed by
   * other work lowers the twin as much as the page (a CI run beside helpers' tests gave a twin 90),
   * while a regression in the page's own scripts lowers the page alone.
   */
  readonly performanceBelowTwin: number | null
}

/** The targets, for `pnpm bench:lighthouse` (3 runs a route, median). */
export const BENCH_GATE: Gate = {
  name: 'bench',
  minScores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  maxCls: 0,
  maxLcpRatio: 1.1,
  // The targets: as fast as the page without scripts, give or take the noise.
  maxTwinLcpRatio: { simulate: 1.1, devtools: 1.05 },
  performanceOfRuns: 'median',
  performanceBelowTwin: null,
}

/** The looser CI gate (1 run a route): catches a regression without flaking on a noisy machine. */
export const CI_GATE: Gate = {
  name: 'ci',
  // 95 in the best of a page's runs: on a quiet machine every page scores 100 (TBT 0-15 ms); on a
  // host three times slower, medians of 97-100 over three runs, but a CI run beside other work gave
  // one page 79, 93 and 98 (TBT 152-313 ms, its twin's 51 ms). A page under 95 is retaken twice.
  minScores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  performanceOfRuns: 'best',
  // Under 95, a page still passes within 5 points of its twin (same run, best run each): a loaded
  // run gave pages 88-93 beside a twin of 90, every one of them 97-100 on a quiet machine, while a
  // page whose scripts block (TBT 300 ms and more) trails its twin by 10 points and more.
  performanceBelowTwin: 5,
  // Pages shift nothing (0 on every page since the offers switch in place); a margin for rounding.
  maxCls: 0.01,
  maxLcpRatio: null,
  // P-scripts-after-first-paint: each page paints like its twin without scripts (0.92-1.06× since
  // decision 022 and the icon in the page; 2.1× before). Simulated throttling only, so CI adds one
  // run a page, not three; 1.2 leaves room for a noisy machine and still fails a page whose scripts
  // compete with its paint (with its modules preloaded in the head, 2.1×).
  maxTwinLcpRatio: { simulate: 1.2, devtools: null },
}

/** The throttling methods a gate measures twins in, in the bench's order. */
export function twinMethodsOf(gate: Gate): ThrottlingMethod[] {
  return THROTTLING_METHODS.filter((method) => gate.maxTwinLcpRatio[method] !== null)
}

/** Lighthouse's result shape, as far as this module reads it. */
export interface LighthouseResult {
  readonly categories: Partial<
    Record<
      string,
      {
        readonly score: number | null
        readonly auditRefs?: ReadonlyArray<{ readonly id: string; readonly weight: number }>
      }
    >
  >
  readonly audits: Partial<
    Record<
      string,
      { readonly numericValue?: number; readonly score?: number | null; readonly title?: string }
    >
  >
}

/**
 * The weighted audits that cost accessibility, best practices or SEO points: what to fix when one
 * of them is under 100.
 */
export function lostPoints(lhr: LighthouseResult): string[] {
  const lost: string[] = []
  for (const category of CATEGORIES) {
    if (category === 'performance') continue
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && typeof audit?.score === 'number' && audit.score < 1)
        lost.push(`${category}: ${ref.id} (${audit.title ?? ''})`)
    }
  }
  return lost
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/**
 * A page's runs as one: each score and metric the median of its own values, except Performance,
 * which is the best run's when the gate says so.
 */
export function summarise(runs: readonly PageScore[], gate: Gate): PageScore {
  const first = runs[0]
  if (first === undefined) throw new Error('@hard-hat/web bench: no runs to summarise')
  const of = (pick: (run: PageScore) => number) => median(runs.map(pick))
  const performances = runs.map((run) => run.scores.performance)
  return {
    name: first.name,
    path: first.path,
    scores: {
      performance:
        gate.performanceOfRuns === 'best' ? Math.max(...performances) : median(performances),
      accessibility: of((run) => run.scores.accessibility),
      'best-practices': of((run) => run.scores['best-practices']),
      seo: of((run) => run.scores.seo),
    },
    lcpMs: of((run) => run.lcpMs),
    fcpMs: of((run) => run.fcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
  }
}

/** A Lighthouse result reduced to the table's columns. */
export function toPageScore(name: string, path: string, lhr: LighthouseResult): PageScore {
  const score = (id: CategoryId) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    name,
    path,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  }
}

/**
 * Every way the pages miss the gate; an empty list passes. `twins` are the pages' static twins
 * (simulated throttling, same run) by path, for the gate's `performanceBelowTwin`. `floor` is
 * measured only for a gate with a `maxLcpRatio` (`floorMeasuredFor`).
 */
export function gateFailures(
  pages: readonly PageScore[],
  floor: PageScore | undefined,
  gate: Gate,
  twins: ReadonlyMap<string, PageScore> = new Map(),
): string[] {
  const failures: string[] = []
  for (const page of pages) {
    for (const category of CATEGORIES) {
      const minimum = gate.minScores[category]
      if (page.scores[category] >= minimum) continue
      const twin = twins.get(page.path)
      if (category === 'performance' && twin && gate.performanceBelowTwin !== null) {
        const besideTwin = twin.scores.performance - gate.performanceBelowTwin
        if (page.scores.performance >= besideTwin) continue
        failures.push(
          `${page.path}: performance ${page.scores.performance} < ${minimum}, and more than ${gate.performanceBelowTwin} under its static twin's ${twin.scores.performance}`,
        )
        continue
      }
      failures.push(`${page.path}: ${category} ${page.scores[category]} < ${minimum}`)
    }
    if (gate.maxCls !== null && !(page.cls <= gate.maxCls))
      failures.push(`${page.path}: CLS ${page.cls.toFixed(3)} > ${gate.maxCls}`)
    if (gate.maxLcpRatio !== null) {
      if (!floor) throw new Error(`gate "${gate.name}" compares LCP with the floor: measure it`)
      const limitMs = floor.lcpMs * gate.maxLcpRatio
      if (!(page.lcpMs <= limitMs))
        failures.push(
          `${page.path}: LCP ${Math.round(page.lcpMs)} ms > ${Math.round(limitMs)} ms (floor ${Math.round(floor.lcpMs)} ms + ${Math.round((gate.maxLcpRatio - 1) * 100)}%)`,
        )
    }
  }
  return failures
}

/**
 * The results as a Markdown table, the floor first and LCP also as a ratio of the floor's; without
 * a floor (a gate that does not compare with it), the ratio is "–".
 */
export function formatScoreTable(
  pages: readonly PageScore[],
  floor: PageScore | undefined,
): string {
  const row = (page: PageScore) =>
    `| ${page.name} | ${page.path} | ${CATEGORIES.map((id) => page.scores[id]).join(' | ')} | ${Math.round(page.lcpMs)} ms | ${floor ? (page.lcpMs / floor.lcpMs).toFixed(2) : '–'} | ${Math.round(page.tbtMs)} ms | ${page.cls.toFixed(3)} |`
  return [
    '| page | path | Perf | A11y | BP | SEO | LCP | LCP / floor | TBT | CLS |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...(floor ? [row(floor)] : []),
    ...pages.map(row),
  ].join('\n')
}

/**
 * Whether a gate needs the framework floor audited: only to compare LCP with it. The CI gate
 * compares each page with its static twin instead, so CI builds, serves and audits no floor.
 */
export function floorMeasuredFor(gate: Gate): boolean {
  return gate.maxLcpRatio !== null
}

/** Every page whose LCP trails its twin's by more than the gate allows in that throttling method. */
export function twinFailures(pairs: readonly TwinPair[], gate: Gate): string[] {
  const failures: string[] = []
  for (const { method, page, twin } of pairs) {
    const maxRatio = gate.maxTwinLcpRatio[method]
    if (maxRatio === null) continue
    const ratio = page.lcpMs / twin.lcpMs
    if (!(ratio <= maxRatio))
      failures.push(
        `${page.path}: LCP ${Math.round(page.lcpMs)} ms is ${ratio.toFixed(2)}× its static twin's ${Math.round(twin.lcpMs)} ms (${method} throttling, at most ${maxRatio}×)`,
      )
  }
  return failures
}

/** The page beside its static twin, one row per page and throttling method, with the ratios. */
export function formatTwinTable(pairs: readonly TwinPair[]): string {
  const ms = (value: number) => `${Math.round(value)}`
  const ratio = (page: number, twin: number) => (page / twin).toFixed(2)
  const row = ({ method, page, twin }: TwinPair) =>
    `| ${page.name} | ${method} | ${ms(page.lcpMs)} / ${ms(twin.lcpMs)} | ${ratio(page.lcpMs, twin.lcpMs)} | ${ms(page.fcpMs)} / ${ms(twin.fcpMs)} | ${ratio(page.fcpMs, twin.fcpMs)} | ${page.scores.performance} / ${twin.scores.performance} | ${ratio(page.scores.performance, twin.scores.performance)} | ${ms(page.tbtMs)} / ${ms(twin.tbtMs)} | ${page.cls.toFixed(3)} / ${twin.cls.toFixed(3)} |`
  return [
    '| page | throttling | LCP ms page / twin | LCP ratio | FCP ms page / twin | FCP ratio | Perf page / twin | Perf ratio | TBT ms page / twin | CLS page / twin |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...pairs.map(row),
  ].join('\n')
}
