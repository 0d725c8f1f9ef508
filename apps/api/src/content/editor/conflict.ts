import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { FormValues } from './fields.js'

/**
 * What the edit form was based on, carried in two hidden fields: the draft's `updatedAt`
 * (`basedOn`) and a short fingerprint of each field's value (`base`), so that a save based on an
 * older draft is refused with the fields the other person changed named, not only "changed".
 */
export type Fingerprints = Readonly<Record<string, string>>

const FingerprintsSchema = z.record(z.string().max(200), z.string().max(20))

/** Each field's fingerprint: 12 characters of its value's SHA-256. */
export function fingerprintsOf(values: FormValues): Fingerprints {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      createHash('sha256').update(value).digest('base64url').slice(0, 12),
    ]),
  )
}

/** The `base` field as posted, or null when it is missing or not one the editor wrote. */
export function parseFingerprints(posted: unknown): Fingerprints | null {
  if (typeof posted !== 'string') return null
  try {
    const parsed = FingerprintsSchema.safeParse(JSON.parse(posted))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The fields whose stored value is no longer the one the form was based on. */
export function fieldsChangedSince(base: Fingerprints, stored: FormValues): string[] {
  const now = fingerprintsOf(stored)
  return Object.keys(now).filter((name) => base[name] !== now[name])
}
