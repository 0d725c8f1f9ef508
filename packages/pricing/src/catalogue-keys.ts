// The keys the engine knows, and the fix for the keys people write instead. One table serves the run
// time check (checkCatalogue) and the compile time one (exact-catalogue.ts), so both say the same.

const recurring = 'Write interval: "month" or interval: "year" for a price charged again and again'
const quantity =
  'Write quantity: { min, max } for a feature sold by the unit (price is then the unit price)'
const included =
  "Write a rule { type: 'includes', basePackage, feature } for a feature that comes with a package"
const discount =
  'Write discounts: [{ id, name, percentOff }] (or amountOff) at the top of the catalogue'
const deposit =
  'Write paymentSchedule: [{ name: "Deposit", share: 30 }, { name: "On launch", share: 70 }] at the top of the catalogue'
const choice = 'Write choose: "at-most-one" or "exactly-one" on the group of the features'
const rule = 'Write it in rules: { type: "requires", feature, requires } or { type: "excludes", … }'

/** The fix for a key the engine does not know but people reach for, by key. */
export const keyFixes = {
  per: recurring,
  period: recurring,
  billing: recurring,
  billingInterval: recurring,
  frequency: recurring,
  every: recurring,
  recurring: recurring,
  recurrence: recurring,
  monthly: recurring,
  yearly: recurring,
  unitPrice: quantity,
  min: quantity,
  max: quantity,
  minimum: quantity,
  maximum: quantity,
  minQuantity: quantity,
  maxQuantity: quantity,
  qty: quantity,
  quantities: quantity,
  perUnit: quantity,
  included: included,
  includedWith: included,
  includes: included,
  free: included,
  discount: discount,
  percentOff: discount,
  amountOff: discount,
  deposit: deposit,
  depositPercent: deposit,
  payments: deposit,
  schedule: deposit,
  choose: choice,
  oneOf: choice,
  choice: choice,
  exclusive: choice,
  excludes: rule,
  requires: rule,
  vat: 'Write vatRatePercent at the top of the catalogue; every price excludes VAT',
  vatRate: 'Write vatRatePercent at the top of the catalogue; every price excludes VAT',
} as const

/** Keys with a fix of their own. */
export type KeyWithFix = keyof typeof keyFixes

/** The keys of each object of a catalogue, for the ones that hold nothing of yours. */
export const knownKeys = {
  catalogue: [
    '$schema',
    'currency',
    'locale',
    'vatRatePercent',
    'groups',
    'basePackages',
    'features',
    'rules',
    'discounts',
    'paymentSchedule',
  ],
  group: ['id', 'title', 'description', 'choose'],
  basePackage: ['id', 'name', 'price', 'interval', 'popular', 'description'],
  feature: ['id', 'name', 'price', 'group', 'interval', 'quantity', 'description'],
  excludes: ['type', 'basePackage', 'feature', 'message'],
  requires: ['type', 'feature', 'requires', 'message'],
  includes: ['type', 'basePackage', 'feature', 'message'],
  quantity: ['min', 'max', 'unit'],
  discount: ['id', 'name', 'percentOff', 'amountOff', 'interval', 'when'],
  when: ['basePackages', 'features'],
  payment: ['name', 'share'],
} as const

type Add = (path: (string | number)[], message: string) => void

/**
 * Reports each key of `entry` the engine does not know, leading with the fix. With `isOpen` (a
 * package or a feature, which may carry the agency's own data) only a key with a known fix or one
 * a letter or two from a known key is refused; anything else is the agency's own.
 */
export function checkKeys(
  entry: Record<string, unknown>,
  known: readonly string[],
  path: (string | number)[],
  add: Add,
  isOpen = false,
): void {
  for (const key of Object.keys(entry)) {
    if (known.includes(key)) continue
    const fix = Object.hasOwn(keyFixes, key) ? keyFixes[key as KeyWithFix] : undefined
    const near = known.find((each) => isNearMiss(key, each))
    if (fix !== undefined) {
      add([...path, key], `${fix}; the engine does not know "${key}" here.`)
    } else if (near !== undefined) {
      add([...path, key], `Write "${near}"; the engine does not know "${key}".`)
    } else if (!isOpen) {
      add(
        [...path, key],
        `Remove "${key}": the engine does not know it here. Known: ${known.join(', ')}.`,
      )
    }
  }
}

/** True for a misspelling: one edit from a short key, two from a long one, never the same word. */
function isNearMiss(key: string, known: string): boolean {
  if (key === known || known.length < 4) return false
  const limit = known.length <= 5 ? 1 : 2
  if (Math.abs(key.length - known.length) > limit) return false
  return editDistance(key.toLowerCase(), known.toLowerCase()) <= limit
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      )
    }
    previous = current
  }
  return previous[b.length] ?? 0
}
