import { randomFillSync, randomUUID } from 'node:crypto'

// Crockford's base 32 without I, L, O and U: nothing a visitor can misread over the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

// Random bytes drawn a pool at a time, as randomUUID does: one call into the CSPRNG per 256 codes
// instead of one per code (the profile of the lead path, decision 023). Each byte is used once.
const POOL_BYTES = 4096
const pool = Buffer.alloc(POOL_BYTES)
let poolOffset = POOL_BYTES

function randomCode(length: number): string {
  if (poolOffset + length > POOL_BYTES) {
    randomFillSync(pool)
    poolOffset = 0
  }
  let code = ''
  for (let index = 0; index < length; index += 1)
    code += ALPHABET[(pool[poolOffset + index] as number) & 31]
  poolOffset += length
  return code
}

/**
 * A new submission id: a UUID version 7 (RFC 9562), the time in milliseconds then 74 random bits,
 * so still unguessable (it identifies its sender, e.g. to fetch a referral code) but in time order.
 * The id is the key of the submission and of every index beside it (its outbox rows, by status and
 * destination): a random v4 put each new lead on a random page of each of those B-trees, so one
 * commit of 33 leads rewrote about 240 pages of the WAL, and the checkpoints of that volume stalled
 * every request for 20-40 ms every 150 ms at 50 connections (decision 028). In time order, the new
 * rows of a commit share their last pages.
 * @example newSubmissionId() // "019ab9f3-6c2e-7d41-9a3b-4f0e8c2d1a77"
 */
export function newSubmissionId(now: number = Date.now()): string {
  const time = now.toString(16).padStart(12, '0')
  // randomUUID's 4 is its version digit (the 15th character): the rest, variant included, stays.
  return `${time.slice(0, 8)}-${time.slice(8)}-7${randomUUID().slice(15)}`
}

/**
 * A short reference the visitor can quote, like "HH-7K3M-9QXD" (40 random bits).
 * @example newReference() // "HH-7K3M-9QXD"
 */
export function newReference(): string {
  const code = randomCode(8)
  return `HH-${code.slice(0, 4)}-${code.slice(4)}`
}

/**
 * A referral code, like "REF-8F3K2M9QXD" (50 random bits: unique in practice and hard to guess).
 * @example newReferralCode() // "REF-8F3K2M9QXD"
 */
export function newReferralCode(): string {
  return `REF-${randomCode(10)}`
}
