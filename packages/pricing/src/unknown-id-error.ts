/** What kind of catalogue entry an id names. */
export type CatalogueEntryKind = 'base package' | 'feature' | 'group'

/**
 * Thrown when code asks for a base package, feature or group the catalogue does not have: a
 * programmer's error, never left out in silence. `knownIds` lists the ids it does have.
 * (A visitor's unknown id is a problem `checkQuote` returns, not this error.)
 * @example
 * try {
 *   pricing.priceQuote({ basePackage: 'starter', features: ['blgo'] })
 * } catch (error) {
 *   if (error instanceof UnknownIdError) console.log(error.id, error.knownIds) // "blgo" ["blog", "shop"]
 * }
 */
export class UnknownIdError extends RangeError {
  /** What the id was meant to name. */
  readonly kind: CatalogueEntryKind
  /** The id as given. */
  readonly id: string
  /** The ids of that kind the catalogue has, in catalogue order. */
  readonly knownIds: readonly string[]

  constructor(kind: CatalogueEntryKind, id: unknown, knownIds: readonly string[]) {
    const shown = typeof id === 'string' ? `"${id}"` : String(id)
    super(
      `@hard-hat/pricing: use a ${kind} id of the catalogue (${knownIds.join(', ')}); it has no ${kind} ${shown}.`,
    )
    this.name = 'UnknownIdError'
    this.kind = kind
    this.id = String(id)
    this.knownIds = knownIds
  }
}
