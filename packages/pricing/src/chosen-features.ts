import type { CatalogueFeature } from './catalogue'
import { UnknownIdError } from './unknown-id-error'

/** A chosen feature: its id, or its id with how many units (for a feature with a `quantity`). */
export type ChosenFeature<TFeature extends string = string> =
  | TFeature
  | { readonly id: TFeature; readonly quantity: number }

/**
 * Reads a selection's entries into ids and quantities. An id the catalogue does not have, an entry
 * of another shape, or a quantity the feature cannot have is a programmer's error and throws, so
 * nothing chosen silently drops out of a price (a visitor's selection goes through `checkQuote`).
 */
export function readChosenFeatures(
  entries: Iterable<unknown>,
  features: ReadonlyMap<string, CatalogueFeature>,
): { ids: string[]; quantities: Map<string, number> } {
  const ids: string[] = []
  const quantities = new Map<string, number>()
  for (const entry of entries) {
    if (typeof entry === 'string') {
      if (!features.has(entry)) throw new UnknownIdError('feature', entry, [...features.keys()])
      ids.push(entry)
      continue
    }
    const id =
      typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : undefined
    if (typeof id !== 'string') {
      throw new TypeError(
        `@hard-hat/pricing: write each chosen feature as its id or as { id, quantity }, not ${describe(entry)}.`,
      )
    }
    const feature = features.get(id)
    if (feature === undefined) throw new UnknownIdError('feature', id, [...features.keys()])
    ids.push(id)
    const quantity = (entry as { quantity?: unknown }).quantity
    if (quantity === undefined) continue
    const problem = quantityProblem(feature, quantity)
    if (problem !== undefined) throw new RangeError(`@hard-hat/pricing: ${problem}`)
    if (feature.quantity !== undefined) quantities.set(id, quantity as number)
  }
  return { ids, quantities }
}

/** What is wrong with a quantity of a feature, fix first, or `undefined` when it is right. */
export function quantityProblem(feature: CatalogueFeature, quantity: unknown): string | undefined {
  const range = feature.quantity
  if (range === undefined) {
    return quantity === 1
      ? undefined
      : `${feature.name} is sold one at a time: leave out its quantity or give it quantity: { min, max } in the catalogue (quantity ${describe(quantity)} was given).`
  }
  if (
    !Number.isSafeInteger(quantity) ||
    (quantity as number) < range.min ||
    (quantity as number) > range.max
  ) {
    return `Choose from ${range.min} to ${range.max} of ${feature.name}, not ${describe(quantity)}.`
  }
  return undefined
}

function describe(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value))
}
