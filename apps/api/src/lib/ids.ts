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

/** A new submission id (a random UUID: unguessable, so it can identify its sender). */
export function newSubmissionId(): string {
  return randomUUID()
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
