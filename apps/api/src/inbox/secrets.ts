import { createHash, randomBytes } from 'node:crypto'

// Apart from session.ts (which re-exports them) so a script can make a token with nothing of the
// server's Fastify types: the Lighthouse bench makes a `content` token this way (apps/web/bench).

/** A new random secret for a cookie, a link or a token (256 bits). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * What is stored of a secret: its SHA-256. The secrets are 256 random bits, so a fast hash is as
 * safe as a slow one and a lookup by hash costs one index probe (decision 018).
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url')
}
