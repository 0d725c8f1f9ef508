import type { NewSubmission } from '../store/types.js'
import { contactLeadBody, sampleSubmission } from './submissions.js'

/** A stored submission for the core store's suites: a contact lead whose message is not plain ASCII. */
export function submission(overrides: Parameters<typeof sampleSubmission>[0] = {}): NewSubmission {
  return sampleSubmission({
    body: contactLeadBody({ message: 'Ünïcode ✓ 🏗️ and a new website, please.' }),
    ...overrides,
  })
}

/** What the store answers for a stored submission's idempotency key. */
export const answer = (stored: NewSubmission) =>
  ({ success: true, id: stored.id, reference: stored.reference }) as const
