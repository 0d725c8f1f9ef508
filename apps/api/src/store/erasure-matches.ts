// Erasure by address (P-erasure-whole-address): where a stored submission holds the whole
// address, the same for both databases (the SQL only narrows the candidates).
import { toSubmissionRecords } from './rows.js'
import type { DeliveryRow, SubmissionRow } from './schema.js'
import type { ErasableLead } from './types.js'

// Characters an email address can hold (EMAIL_PATTERN's, and '@'): a match with one of these on
// either side is part of another address, like jo@acme.co.uk inside mojo@acme.co.uk.
const ADDRESS_CHARACTER = /[A-Za-z0-9_'+.@-]/

/** True when the character beside a match continues an address ('.' only when more follows). */
function continuesAddress(text: string, index: number, step: 1 | -1): boolean {
  const character = text[index]
  if (character === undefined || !ADDRESS_CHARACTER.test(character)) return false
  if (character !== '.') return true
  // A full stop ends a sentence after an address; before one, or followed by more, it is the address's.
  if (step === -1) return true
  const next = text[index + 1]
  return next !== undefined && ADDRESS_CHARACTER.test(next)
}

/** ASCII letters lower-cased, every other character kept: offsets stay those of the text. */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase())
}

/** Each whole occurrence of `address` (lower-case) in the text, as written there. */
export function wholeAddressesIn(text: string, address: string): string[] {
  const found: string[] = []
  if (address === '') return found
  const lower = asciiLower(text)
  for (let at = lower.indexOf(address); at !== -1; at = lower.indexOf(address, at + 1)) {
    const end = at + address.length
    if (!continuesAddress(lower, at - 1, -1) && !continuesAddress(lower, end, 1)) {
      found.push(text.slice(at, end))
    }
  }
  return found
}

/** Every string in a parsed value with its dot path (keys are not personal data here). */
function stringsOf(value: unknown, path: string, out: { path: string; text: string }[]) {
  if (typeof value === 'string') out.push({ path: path || '(body)', text: value })
  else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      stringsOf(item, path ? `${path}.${index}` : `${index}`, out)
    })
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      stringsOf(item, path ? `${path}.${key}` : key, out)
    }
  }
  return out
}

/**
 * Where a stored submission holds the whole address (P-erasure-whole-address): its email column
 * equal to it, or any text it sent holding it with no address character on either side. A
 * payload that is not JSON is searched as it is stored.
 */
export function erasureMatches(
  row: Pick<SubmissionRow, 'email' | 'payload'>,
  email: string,
): ErasableLead['matches'] {
  const address = normaliseAddress(email)
  const matches: { path: string; address: string }[] = []
  if (row.email !== null && normaliseAddress(row.email) === address) {
    matches.push({ path: 'email', address: row.email })
  }
  let texts: { path: string; text: string }[]
  try {
    texts = stringsOf(JSON.parse(row.payload), '', [])
  } catch {
    texts = [{ path: '(unreadable)', text: row.payload }]
  }
  for (const { path, text } of texts) {
    for (const found of wholeAddressesIn(text, address)) matches.push({ path, address: found })
  }
  return matches
}

/** An address as erasure compares it: trimmed, lower-case, NFC. */
export function normaliseAddress(email: string): string {
  return asciiLower(email.trim().normalize('NFC'))
}

/** The leads among candidate rows that hold the whole address, each with its matches. */
export function toErasableLeads(
  candidates: readonly SubmissionRow[],
  deliveryRows: readonly DeliveryRow[],
  email: string,
): ErasableLead[] {
  const matched = candidates
    .map((row) => ({ row, matches: erasureMatches(row, email) }))
    .filter((candidate) => candidate.matches.length > 0)
  const records = toSubmissionRecords(
    matched.map((candidate) => candidate.row),
    deliveryRows,
  )
  return records.map((lead, index) => ({ lead, matches: matched[index]?.matches ?? [] }))
}
