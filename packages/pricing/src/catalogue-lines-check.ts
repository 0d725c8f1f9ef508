// Checks of the catalogue's newer lines: recurring prices, quantities, choice groups, discounts and
// the payment schedule. Each fault leads with its fix.
import { checkKeys, knownKeys } from './catalogue-keys'

/** Adds one fault at its path. */
export type Add = (path: (string | number)[], message: string) => void

const intervals = ['month', 'year']
const choices = ['any', 'at-most-one', 'exactly-one']

/** A price charged again and again says how often: "month" or "year". */
export function checkInterval(
  entry: Record<string, unknown>,
  path: (string | number)[],
  add: Add,
): void {
  if (entry.interval !== undefined && !intervals.includes(entry.interval as string)) {
    add(
      [...path, 'interval'],
      `Write interval: "month" or "year" (or leave it out for a price paid once), not ${JSON.stringify(entry.interval)}.`,
    )
  }
}

/** A feature sold by the unit has whole `min` ≤ `max` units, at least one. */
export function checkQuantity(
  feature: Record<string, unknown>,
  path: (string | number)[],
  add: Add,
): void {
  const quantity = feature.quantity
  if (quantity === undefined) return
  const at = [...path, 'quantity']
  if (!isRecord(quantity)) {
    add(at, 'Write quantity: { min, max } with whole numbers of units, like { min: 1, max: 10 }.')
    return
  }
  checkKeys(quantity, knownKeys.quantity, at, add)
  const { min, max } = quantity
  if (!isWhole(min) || min < 1) {
    add([...at, 'min'], 'Write min as a whole number of units, 1 or more.')
  }
  if (!isWhole(max) || (isWhole(min) && max < min)) {
    add([...at, 'max'], 'Write max as a whole number of units, no fewer than min.')
  }
  if (quantity.unit !== undefined && typeof quantity.unit !== 'string') {
    add([...at, 'unit'], 'Write unit as text, like "page".')
  }
  if (isWhole(max) && typeof feature.price === 'number' && !isWhole(feature.price * max)) {
    add([...at, 'max'], 'Lower max: the unit price times max is too large to count exactly.')
  }
}

/** A group's `choose` is "any", "at-most-one" or "exactly-one". */
export function checkGroupChoice(
  group: Record<string, unknown>,
  path: (string | number)[],
  add: Add,
): void {
  if (group.choose !== undefined && !choices.includes(group.choose as string)) {
    add(
      [...path, 'choose'],
      `Write choose: "at-most-one" or "exactly-one" (or leave it out for any number), not ${JSON.stringify(group.choose)}.`,
    )
  }
}

/** Each discount: an id, a name, exactly one of `percentOff` and `amountOff`, ids that exist. */
export function checkDiscounts(
  discounts: unknown,
  known: { packageIds: Set<string>; featureIds: Set<string> },
  add: Add,
): void {
  if (discounts === undefined) return
  if (!Array.isArray(discounts)) {
    add(['discounts'], 'Write discounts as a list: [{ id, name, percentOff }].')
    return
  }
  const ids = new Set<string>()
  discounts.forEach((discount: unknown, index) => {
    const path = ['discounts', index]
    if (!isRecord(discount)) {
      add(path, 'Write each discount as { id, name, percentOff } or { id, name, amountOff }.')
      return
    }
    checkKeys(discount, knownKeys.discount, path, add)
    if (typeof discount.id !== 'string' || ids.has(discount.id)) {
      add([...path, 'id'], 'Give each discount an id of its own.')
    } else {
      ids.add(discount.id)
    }
    if (typeof discount.name !== 'string' || discount.name.trim() === '') {
      add([...path, 'name'], 'Write the name people read on the line, like "Launch offer".')
    }
    const { percentOff, amountOff } = discount
    if ((percentOff === undefined) === (amountOff === undefined)) {
      add(path, 'Write exactly one of percentOff (0 to 100) and amountOff (whole minor units).')
    } else if (
      percentOff !== undefined &&
      (typeof percentOff !== 'number' || percentOff < 0 || percentOff > 100)
    ) {
      add([...path, 'percentOff'], 'Write percentOff as a number from 0 to 100.')
    } else if (amountOff !== undefined && (!isWhole(amountOff) || amountOff < 0)) {
      add([...path, 'amountOff'], 'Write amountOff as whole, non-negative minor units.')
    }
    checkInterval(discount, path, add)
    checkWhen(discount.when, [...path, 'when'], known, add)
  })
}

function checkWhen(
  when: unknown,
  path: (string | number)[],
  known: { packageIds: Set<string>; featureIds: Set<string> },
  add: Add,
): void {
  if (when === undefined) return
  if (!isRecord(when)) {
    add(path, 'Write when as { basePackages: [ids], features: [ids] }, or leave it out.')
    return
  }
  checkKeys(when, knownKeys.when, path, add)
  const checkIds = (key: 'basePackages' | 'features', ids: Set<string>, kind: string) => {
    const list = when[key]
    if (list === undefined) return
    if (!Array.isArray(list)) {
      add([...path, key], `Write ${key} as a list of ${kind} ids.`)
      return
    }
    list.forEach((id: unknown, index) => {
      if (typeof id !== 'string' || !ids.has(id)) {
        add([...path, key, index], `There is no ${kind} "${String(id)}".${listOf(ids)}`)
      }
    })
  }
  checkIds('basePackages', known.packageIds, 'base package')
  checkIds('features', known.featureIds, 'feature')
}

/** The schedule: payments with names and whole, non-negative shares that add up to more than 0. */
export function checkPaymentSchedule(schedule: unknown, add: Add): void {
  if (schedule === undefined) return
  const example = '[{ name: "Deposit", share: 30 }, { name: "On launch", share: 70 }]'
  if (!Array.isArray(schedule) || schedule.length === 0) {
    add(['paymentSchedule'], `Write paymentSchedule as a list of payments, like ${example}.`)
    return
  }
  let sum = 0
  schedule.forEach((payment: unknown, index) => {
    const path = ['paymentSchedule', index]
    if (!isRecord(payment)) {
      add(path, `Write each payment as { name, share }, like ${example}.`)
      return
    }
    checkKeys(payment, knownKeys.payment, path, add)
    if (typeof payment.name !== 'string' || payment.name.trim() === '') {
      add([...path, 'name'], 'Write the name people read, like "Deposit".')
    }
    if (!isWhole(payment.share) || payment.share < 0) {
      add([...path, 'share'], 'Write share as a whole, non-negative ratio, like 30 (of 30 + 70).')
    } else {
      sum += payment.share
    }
  })
  if (sum === 0) add(['paymentSchedule'], 'Give at least one payment a share above 0.')
}

/**
 * A package includes at most one feature of a group that takes only one: two would put a breach
 * in every quote of the package that no visitor could mend.
 */
export function checkIncludedChoices(input: Record<string, unknown>, add: Add): void {
  const entries = (key: string) => (Array.isArray(input[key]) ? input[key] : []).filter(isRecord)
  const takingOne = new Map(
    entries('groups')
      .filter((group) => group.choose === 'at-most-one' || group.choose === 'exactly-one')
      .map((group) => [group.id, group.choose]),
  )
  const groupOf = new Map(entries('features').map((feature) => [feature.id, feature.group]))
  const firstIncluded = new Map<string, unknown>()
  const rules = Array.isArray(input.rules) ? input.rules : []
  rules.forEach((rule: unknown, index) => {
    if (!isRecord(rule) || rule.type !== 'includes') return
    const group = groupOf.get(rule.feature)
    const choose = takingOne.get(group)
    if (choose === undefined) return
    const key = JSON.stringify([rule.basePackage, group])
    const first = firstIncluded.get(key)
    if (first === undefined) firstIncluded.set(key, rule.feature)
    else if (first !== rule.feature) {
      add(
        ['rules', index],
        `Include one of "${String(first)}" or "${String(rule.feature)}" with "${String(rule.basePackage)}": their group "${String(group)}" takes only one (choose: "${String(choose)}").`,
      )
    }
  })
}

/** " Known: a, b." for a message, or nothing when there is nothing to know. */
export function listOf(ids: Set<string>): string {
  return ids.size === 0 ? '' : ` Known: ${[...ids].join(', ')}.`
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isWhole(value: unknown): value is number {
  return Number.isSafeInteger(value)
}
