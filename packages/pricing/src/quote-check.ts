import type { BillingInterval, Catalogue } from './catalogue'
import { quantityProblem } from './chosen-features'
import { discountLines } from './discounts'
import { isPence } from './money'
import type {
  PricedQuote,
  Quote,
  QuoteCheck,
  QuoteInput,
  QuoteProblem,
  SubmittedQuote,
} from './quote'
import { totalsByKey } from './quote'
import { sayOneOf } from './rules/choice'
import type { RuleSet } from './rules/rule-set'

const refreshHint = 'Refresh the page to see current prices and try again.'

/** Checking of submitted quotes over one checked catalogue: the server's side of a calculator. */
export function createQuoteCheck(
  catalogue: Catalogue,
  rules: RuleSet,
  format: (amount: number) => string,
  priceQuote: (input: QuoteInput) => Quote,
) {
  const packages = new Map(catalogue.basePackages.map((entry) => [entry.id, entry]))
  const features = new Map(catalogue.features.map((entry) => [entry.id, entry]))
  const excludingVat = catalogue.vatRatePercent > 0 ? ' excluding VAT' : ''
  const minorUnits = minorUnitNames[catalogue.currency] ?? 'minor units'
  const hasDiscounts = (catalogue.discounts ?? []).length > 0

  function checkQuote(submitted: SubmittedQuote): QuoteCheck {
    const basePackageId: unknown = readProperty(submitted, 'basePackage')
    const basePackage =
      typeof basePackageId === 'string' && packages.has(basePackageId) ? basePackageId : null
    const checked = checkFeatures(readProperty(submitted, 'features'), basePackage)
    if (basePackage === null) {
      const names = catalogue.basePackages.map((entry) => entry.name)
      const basePackageProblem: QuoteProblem = {
        path: ['basePackage'],
        message: `Choose a base package: ${sayOneOf(names)}.`,
      }
      return { ok: false, problems: [basePackageProblem, ...checked.problems] }
    }
    const problems = [...checked.problems]
    // What the submitted lines add up to at the catalogue's prices: a total is checked against the
    // lines the client showed, so a broken rule is named once, at its feature, not in the total too.
    const base = packages.get(basePackage) as NonNullable<ReturnType<typeof packages.get>>
    const lines = [{ price: base.price, interval: base.interval }, ...checked.lines]
    const subtotals = totalsByKey(lines)
    const discounts = discountLines(
      catalogue.discounts ?? [],
      { basePackage, features: checked.lines.map((line) => line.id) },
      subtotals,
    )
    const totals = totalsByKey([...lines, ...discounts])
    const expectedTotal = totals.get('once') ?? 0
    const total: unknown = readProperty(submitted, 'total')
    if (total !== expectedTotal) {
      const what = hasDiscounts
        ? 'the base package plus the selected features, less any discount'
        : 'the base package plus the selected features'
      problems.push({
        path: ['total'],
        message: `The total should be ${format(expectedTotal)}${excludingVat} (${what}), not ${describeAmount(total)}. ${refreshHint}`,
      })
    }
    const recurring = readProperty(submitted, 'recurring')
    for (const interval of ['month', 'year'] as const) {
      const expected = totals.get(interval)
      const sent = readProperty(recurring, interval)
      if (expected !== undefined && sent !== expected) {
        problems.push({
          path: ['recurring', interval],
          message: `The ${interval === 'month' ? 'monthly' : 'yearly'} total should be ${format(expected)}${excludingVat}, not ${describeAmount(sent)}. ${refreshHint}`,
        })
      }
    }
    const [first, ...rest] = problems
    if (first !== undefined) return { ok: false, problems: [first, ...rest] }
    return { ok: true, quote: priceQuote({ basePackage, features: checked.chosen }) as PricedQuote }
  }

  /** Checks each submitted feature against the catalogue's price of it, and the rules. */
  function checkFeatures(
    submittedFeatures: unknown,
    basePackage: string | null,
  ): {
    problems: QuoteProblem[]
    chosen: (string | { id: string; quantity: number })[]
    lines: { id: string; price: number; interval: BillingInterval | undefined }[]
  } {
    const problems: QuoteProblem[] = []
    const lines: { id: string; price: number; interval: BillingInterval | undefined }[] = []
    const ids: string[] = []
    const chosen: (string | { id: string; quantity: number })[] = []
    const list: readonly unknown[] = Array.isArray(submittedFeatures) ? submittedFeatures : []
    list.forEach((submittedFeature, index) => {
      const id = readProperty(submittedFeature, 'id')
      const feature = typeof id === 'string' ? features.get(id) : undefined
      if (typeof id !== 'string' || feature === undefined) {
        problems.push({
          path: ['features', index, 'id'],
          message: `There is no feature called "${String(id)}". ${refreshHint}`,
        })
        return
      }
      if (ids.includes(id)) {
        problems.push({
          path: ['features', index, 'id'],
          message: `${feature.name} is listed more than once. Choose it once.`,
        })
        return
      }
      ids.push(id)
      const sentQuantity = readProperty(submittedFeature, 'quantity')
      const quantity = sentQuantity ?? (feature.quantity ? undefined : 1)
      const quantityFault = quantity === undefined ? undefined : quantityProblem(feature, quantity)
      if (quantity === undefined || quantityFault !== undefined) {
        const range = feature.quantity
        problems.push({
          path: ['features', index, 'quantity'],
          message:
            quantityFault ??
            `Say how many of ${feature.name}: from ${range?.min} to ${range?.max}.`,
        })
        chosen.push(id)
        lines.push({ id, price: feature.price * (range?.min ?? 1), interval: feature.interval })
        return
      }
      chosen.push(feature.quantity ? { id, quantity: quantity as number } : id)
      const isIncluded = rules.includedWith(basePackage, id) !== undefined
      const expected = isIncluded ? 0 : feature.price * (quantity as number)
      lines.push({ id, price: expected, interval: feature.interval })
      const price = readProperty(submittedFeature, 'price')
      if (price !== expected) {
        const each = feature.quantity ? ` (${quantity} × ${format(feature.price)})` : ''
        const cost = isIncluded
          ? 'comes with the package at no charge'
          : `costs ${format(expected)}${excludingVat}${each}`
        problems.push({
          path: ['features', index, 'price'],
          message: `${feature.name} ${cost}, not ${describeAmount(price)}. ${refreshHint}`,
        })
      }
    })
    const verdict = rules.check({ basePackage, features: ids })
    if (!verdict.ok) {
      for (const breach of verdict.breaches) {
        if (breach.rule === 'base-package-required') continue
        const feature = breach.rule === 'choice' ? breach.features.at(-1) : breach.feature
        const index = feature === undefined ? -1 : ids.indexOf(feature)
        problems.push({
          path: index === -1 ? ['features'] : ['features', index, 'id'],
          message: breach.message,
        })
      }
    }
    return { problems: sortByPath(problems), chosen, lines }
  }

  function describeAmount(value: unknown): string {
    return isPence(value) ? format(value) : `"${String(value)}" (amounts are whole ${minorUnits})`
  }

  return { checkQuote }
}

// Problems read in the order of the submitted features, a rule's breach beside its feature.
function sortByPath(problems: QuoteProblem[]): QuoteProblem[] {
  return problems
    .map((problem, position) => ({ problem, position }))
    .sort((a, b) => position(a.problem) - position(b.problem) || a.position - b.position)
    .map(({ problem }) => problem)
}

// A problem of the whole list (a missing choice) reads after those of its features.
const position = (problem: QuoteProblem) => Number(problem.path[1] ?? Number.POSITIVE_INFINITY)

const minorUnitNames: Readonly<Record<string, string>> = {
  GBP: 'pence',
  EUR: 'cents',
  USD: 'cents',
  AUD: 'cents',
  CAD: 'cents',
  NZD: 'cents',
}

function readProperty(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined
}
