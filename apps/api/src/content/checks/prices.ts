import {
  BUSINESS_PACKAGES,
  CELEBRATION_OFFER,
  CRM_PLAN,
  FREE_WEBSITE,
  formatGBP,
  hardHatBasePackages,
  hardHatFeatures,
  LAUNCH_SUGGESTED_AD_SPEND,
  LIMITED_ONE_PAGE_OFFER,
  MARKETING_PACKAGES,
  ONE_PAGE_WEBSITE,
  type Pence,
  PREMIUM_GROWTH,
  PRICE_RANGE,
  REFERRAL_EXAMPLES,
  REFERRAL_MAX_REWARD,
  SERVICES_MONTHLY_FROM,
} from '@hard-hat/pricing'

// The price rule (decision 042): every "£" amount a writer types is a claim about what we charge,
// so it must be a figure of @hard-hat/pricing's catalogue; and an amount in a sentence that names a
// package or offer must be one of that package's own figures (Launch at Momentum's price is wrong,
// though both are catalogue prices). Amounts are read as written: "£3,500", "£12.50", "£1.2k".

/** A package or offer as a writer names it, with every figure of its own. */
interface PricedName {
  readonly names: readonly string[]
  readonly figures: readonly Pence[]
}

const packageNames = (name: string) => [`${name} package`, `${name} plan`]

/** Every named thing the catalogue prices, each with the figures a sentence about it may quote. */
const PRICED: readonly PricedName[] = [
  {
    names: [LIMITED_ONE_PAGE_OFFER.name],
    figures: [
      LIMITED_ONE_PAGE_OFFER.price,
      LIMITED_ONE_PAGE_OFFER.regularPrice,
      LIMITED_ONE_PAGE_OFFER.saving,
      LIMITED_ONE_PAGE_OFFER.hostingMonthly,
    ],
  },
  {
    names: [ONE_PAGE_WEBSITE.name],
    figures: [
      ONE_PAGE_WEBSITE.price,
      ONE_PAGE_WEBSITE.hostingMonthlyFrom,
      ONE_PAGE_WEBSITE.hostingMonthlyTo,
    ],
  },
  { names: [FREE_WEBSITE.name], figures: [FREE_WEBSITE.price, FREE_WEBSITE.hostingMonthly] },
  ...Object.values(MARKETING_PACKAGES).map((offer) => ({
    names: packageNames(offer.name),
    figures: [
      offer.price,
      offer.includedAdBudget,
      // The 150th-client offer is the Launch package at a celebration price.
      ...(offer.id === CELEBRATION_OFFER.packageId
        ? [CELEBRATION_OFFER.price, CELEBRATION_OFFER.saving]
        : []),
      ...(offer.id === 'launch'
        ? [LAUNCH_SUGGESTED_AD_SPEND.from, LAUNCH_SUGGESTED_AD_SPEND.to]
        : []),
    ],
  })),
  ...Object.values(BUSINESS_PACKAGES).map((offer) => ({
    names: packageNames(offer.name),
    figures: [offer.price],
  })),
  {
    names: [PREMIUM_GROWTH.name],
    figures: [
      PREMIUM_GROWTH.price,
      PREMIUM_GROWTH.wasPrice,
      PREMIUM_GROWTH.instalment,
      PREMIUM_GROWTH.instalmentTotal,
      PREMIUM_GROWTH.facebookAdsDaily,
      PREMIUM_GROWTH.hostingMonthlyAfter,
    ],
  },
  { names: [CRM_PLAN.name], figures: [CRM_PLAN.priceMonthly] },
  ...hardHatBasePackages.map((offer) => ({ names: [offer.name], figures: [offer.price] })),
  ...hardHatFeatures.map((feature) => ({ names: [feature.name], figures: [feature.price] })),
]

/** Every figure of the catalogue: any of them may stand in a sentence that names no package. */
const CATALOGUE_FIGURES: ReadonlySet<Pence> = new Set([
  ...PRICED.flatMap((priced) => priced.figures),
  SERVICES_MONTHLY_FROM,
  PRICE_RANGE.from,
  PRICE_RANGE.to,
  REFERRAL_MAX_REWARD,
  ...REFERRAL_EXAMPLES.flatMap((example) => [example.packageValue, example.reward]),
])

/** A "£" amount: thousands with commas or not, pence or not, and a "k" for thousands. */
const AMOUNT = /£\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(k\b)?/gi

/** The amount in pence, or undefined when it is not a whole number of pence. */
function penceOf(match: RegExpMatchArray): Pence | undefined {
  const [, whole = '0', fraction, thousands] = match
  const pounds = Number(`${whole.replaceAll(',', '')}.${fraction ?? '0'}`)
  const pence = Math.round(pounds * (thousands ? 1000 : 1) * 100)
  return Number.isFinite(pence) ? pence : undefined
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Each name as a whole-word pattern, longest first ("£495 One Page Website" before "One Page Website"). */
const NAME_PATTERNS = PRICED.flatMap((priced) =>
  priced.names.map((name) => ({
    name,
    priced,
    pattern: new RegExp(`(?<![\\w£])${escaped(name)}(?!\\w)`, 'gi'),
  })),
).sort((a, b) => b.name.length - a.name.length)

/** A sentence ends at ".", "!" or "?" before a space, or at a line break ("£12.50" is one amount). */
const SENTENCE_END = /(?<=[.!?])\s+|\n+/

/** One price that disagrees with the catalogue: the amount as written and why. */
export interface PriceProblem {
  readonly written: string
  readonly message: string
}

/** The names mentioned in a sentence, each where it stands, no two overlapping. */
function namesIn(sentence: string) {
  const found: { start: number; end: number; name: string; priced: PricedName }[] = []
  for (const { name, priced, pattern } of NAME_PATTERNS) {
    for (const match of sentence.matchAll(pattern)) {
      const start = match.index
      const end = start + match[0].length
      if (found.some((other) => start < other.end && other.start < end)) continue
      found.push({ start, end, name, priced })
    }
  }
  return found.sort((a, b) => a.start - b.start)
}

/**
 * The "£" amounts in a text that disagree with the catalogue (decision 042): in a sentence naming
 * a package or offer, each amount must be a figure of the name nearest before it (or, when none is
 * before it, the first after it); in a sentence naming none, any figure of the catalogue.
 * @example priceProblems('The Launch package is £5,500.') // [{ written: '£5,500', message: '…' }]
 */
export function priceProblems(text: string): PriceProblem[] {
  const problems: PriceProblem[] = []
  for (const sentence of text.split(SENTENCE_END)) {
    const names = namesIn(sentence)
    for (const match of sentence.matchAll(AMOUNT)) {
      const start = match.index
      if (names.some((name) => start >= name.start && start < name.end)) continue
      const written = match[0].replace(/\s/g, '')
      const pence = penceOf(match)
      const about = names.filter((name) => name.end <= start).at(-1) ?? names[0]
      if (about) {
        if (pence !== undefined && about.priced.figures.includes(pence)) continue
        const own = about.priced.figures.filter((figure) => figure > 0)
        problems.push({
          written,
          message: `${written} is not a price of the ${about.name}: the catalogue has ${own.map(formatGBP).join(', ')}`,
        })
      } else if (pence === undefined || !CATALOGUE_FIGURES.has(pence)) {
        problems.push({
          written,
          message: `${written} is not a price in our catalogue: quote a catalogue price, or write other sums in words`,
        })
      }
    }
  }
  return problems
}
