import { randomBytes, randomUUID } from 'node:crypto'

// Crockford's base 32 without I, L, O and U: nothing a visitor can misread over the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

function randomCode(length: number): string {
  const bytes = randomBytes(length)
  let code = ''
  for (const byte of bytes) code += ALPHABET[byte & 31]
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
