import {
  CLAIM_DEFAULTS,
  CLAIM_FRESH_FOR_MS,
  CLAIM_KEYS,
  CLAIM_SCHEMAS,
  type ClaimKey,
  type ClaimValues,
  isClaimShown,
  isScarcityClaim,
  type ShownClaims,
} from '@hard-hat/content'
import type { SqlRunner } from '../../store/sql.js'

/** Who seeded a claim with the specification's value, in its "set by" and "confirmed by". */
export const CLAIM_SEED_ACTOR = 'seed'

/** One claim as stored: its value, who set it and when, who last confirmed it and when. */
export interface StoredClaim<Key extends ClaimKey = ClaimKey> {
  readonly key: Key
  readonly value: ClaimValues[Key]
  readonly updatedBy: string
  readonly updatedAtMs: number
  readonly confirmedBy: string
  readonly confirmedAtMs: number
  /** Moves with every save and confirmation. */
  readonly version: number
}

/** A stored claim whose value no longer passes its schema: named by key and paths, never values. */
export class ClaimCorruptionError extends Error {
  constructor(key: string, paths: readonly string[]) {
    super(`claim ${key} does not parse (${paths.join(', ')})`)
  }
}

const isClaimKey = (key: string): key is ClaimKey => (CLAIM_KEYS as readonly string[]).includes(key)

function claimOf(row: Record<string, unknown>): StoredClaim | undefined {
  const key = String(row.claim_key)
  if (!isClaimKey(key)) return undefined
  const parsed = CLAIM_SCHEMAS[key].safeParse(JSON.parse(String(row.value)))
  if (!parsed.success) {
    throw new ClaimCorruptionError(
      key,
      parsed.error.issues.map((issue) => issue.path.join('.')),
    )
  }
  return {
    key,
    value: parsed.data,
    updatedBy: String(row.updated_by),
    updatedAtMs: Number(row.updated_at),
    confirmedBy: String(row.confirmed_by),
    confirmedAtMs: Number(row.confirmed_at),
    version: Number(row.version),
  }
}

/**
 * A claim the store has no row for (a store from before migration 12 that has not started since):
 * the specification's value, never confirmed, so a scarcity claim is hidden rather than guessed.
 */
const unconfirmed = (key: ClaimKey): StoredClaim => ({
  key,
  value: CLAIM_DEFAULTS[key],
  updatedBy: CLAIM_SEED_ACTOR,
  updatedAtMs: 0,
  confirmedBy: CLAIM_SEED_ACTOR,
  confirmedAtMs: 0,
  version: 0,
})

/** The claims' SQL over a driver's runner (store.sql): the same on SQLite and PostgreSQL. */
export function createClaimStore(db: SqlRunner) {
  const upsert = `INSERT INTO content_claims
      (claim_key, value, updated_by, updated_at, confirmed_by, confirmed_at, version)
    VALUES (?, ?, ?, ?, ?, ?, 1)`
  return {
    /** Every claim, in `CLAIM_KEYS` order. */
    async list(): Promise<StoredClaim[]> {
      const rows = await db.all(
        'SELECT claim_key, value, updated_by, updated_at, confirmed_by, confirmed_at, version FROM content_claims',
      )
      const stored = new Map(
        rows.flatMap((row) => {
          const claim = claimOf(row)
          return claim ? [[claim.key, claim] as const] : []
        }),
      )
      return CLAIM_KEYS.map((key) => stored.get(key) ?? unconfirmed(key))
    },

    /** One claim. */
    async find<Key extends ClaimKey>(key: Key): Promise<StoredClaim<Key>> {
      const claims = await this.list()
      return claims.find((claim) => claim.key === key) as StoredClaim<Key>
    },

    /**
     * Sets a claim's value: whoever states it confirms it true now. The value must have passed
     * `CLAIM_SCHEMAS[key]` (the routes parse it).
     */
    async set<Key extends ClaimKey>(
      key: Key,
      value: ClaimValues[Key],
      by: string,
      nowMs: number,
    ): Promise<StoredClaim<Key>> {
      await db.run(
        `${upsert} ON CONFLICT (claim_key) DO UPDATE SET value = excluded.value,
           updated_by = excluded.updated_by, updated_at = excluded.updated_at,
           confirmed_by = excluded.confirmed_by, confirmed_at = excluded.confirmed_at,
           version = content_claims.version + 1`,
        [key, JSON.stringify(value), by, nowMs, by, nowMs],
      )
      return this.find(key)
    },

    /** Confirms a claim still true now, its value unchanged. */
    async confirm<Key extends ClaimKey>(
      key: Key,
      by: string,
      nowMs: number,
    ): Promise<StoredClaim<Key>> {
      const changed = await db.run(
        `UPDATE content_claims SET confirmed_by = ?, confirmed_at = ?, version = version + 1
         WHERE claim_key = ?`,
        [by, nowMs, key],
      )
      if (changed === 0) {
        // A claim never stored: confirming it confirms the value the pages were showing.
        return this.set(key, CLAIM_DEFAULTS[key], by, nowMs)
      }
      return this.find(key)
    },

    /**
     * Seeds each claim the store has never held with the seed's value (the specification's,
     * `SEED_CONTENT.claims`; a hidden one's `CLAIM_DEFAULTS`), confirmed at `nowMs` (the first
     * start of a release that has them); a claim stored before is never touched. Instances seeding
     * at once add each claim once. Answers how many it added.
     */
    async seed(seed: ShownClaims, nowMs: number): Promise<number> {
      let added = 0
      for (const key of CLAIM_KEYS) {
        added += await db.run(`${upsert} ON CONFLICT (claim_key) DO NOTHING`, [
          key,
          JSON.stringify(CLAIM_SCHEMAS[key].parse(seed[key] ?? CLAIM_DEFAULTS[key])),
          CLAIM_SEED_ACTOR,
          nowMs,
          CLAIM_SEED_ACTOR,
          nowMs,
        ])
      }
      return added
    },
  }
}

/** The claims' SQL. */
export type ClaimStore = ReturnType<typeof createClaimStore>

/** The moment a claim stops being shown by itself (a scarcity claim's), or null for a figure. */
export const claimHiddenFrom = (claim: StoredClaim): number | null =>
  isScarcityClaim(claim.key) ? claim.confirmedAtMs + CLAIM_FRESH_FOR_MS : null

/** What the pages show of each claim at `nowMs`: its value, or null while it is hidden. */
export function shownClaims(claims: readonly StoredClaim[], nowMs: number): ShownClaims {
  return Object.fromEntries(
    claims.map((claim) => [
      claim.key,
      isClaimShown(claim.key, claim.confirmedAtMs, nowMs) ? claim.value : null,
    ]),
  ) as unknown as ShownClaims
}

/**
 * A value that moves whenever what the pages show of the claims moves: a write (each claim's
 * version) or a scarcity claim going out of date (whether each is shown at `nowMs`).
 */
export function claimsRevision(claims: readonly StoredClaim[], nowMs: number): string {
  return claims
    .map(
      (claim) =>
        `${claim.version}${isClaimShown(claim.key, claim.confirmedAtMs, nowMs) ? '' : 'h'}`,
    )
    .join(',')
}

/** The next moment after `nowMs` at which a claim stops being shown by itself, or null. */
export function nextClaimChange(claims: readonly StoredClaim[], nowMs: number): number | null {
  const moments = claims
    .map(claimHiddenFrom)
    .filter((at): at is number => at !== null && at > nowMs)
  return moments.length > 0 ? Math.min(...moments) : null
}
