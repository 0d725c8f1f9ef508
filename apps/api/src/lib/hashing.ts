import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Hashes a client address with the store's secret salt: the same address gives the same hash (to
 * spot abuse), but the raw IP is never stored and cannot be recovered by brute force without the salt.
 */
export function hashClientAddress(address: string, salt: string): string {
  return createHmac('sha256', salt).update(address).digest('base64url').slice(0, 22)
}

/** A fingerprint of a request body, to tell a true repeat from a reused Idempotency-Key. */
export function hashRequestBody(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body) ?? '')
    .digest('base64url')
}

/** Compares two secrets in constant time. */
export function isSameSecret(given: string, expected: string): boolean {
  const givenHash = createHash('sha256').update(given).digest()
  const expectedHash = createHash('sha256').update(expected).digest()
  return timingSafeEqual(givenHash, expectedHash)
}
