import { accessOf } from '../../store/access.js'
import type { Store } from '../../store/types.js'
import type { AccessEntry } from './journal.js'

/** What a restore did to keep every ending of access (P-access-ends). */
export interface EndingsReapplied {
  /** Every session in the backup ended: a cookie copied before must not come back to life. */
  readonly sessionsEnded: number
  /** The journal's endings after the backup that the backup had undone, applied again. */
  readonly reapplied: readonly AccessEntry[]
}

/** Applies one ending again; true when the restored store still held what it ended. */
async function applyEnding(store: Store, ending: AccessEntry): Promise<boolean> {
  const people = accessOf(store)
  switch (ending.ended) {
    case 'token':
      return people.revokeToken(ending.id, ending.at)
    case 'person':
      return (await people.removePerson(ending.id, ending.at)) !== undefined
    case 'link':
      return people.endLink(ending.id, ending.at)
    case 'passkey':
      return people.removePasskey(ending.personId ?? '', ending.id)
    case 'setup-links':
      return (await people.endSetupLinks(ending.at)) > 0
  }
}

/**
 * After a restore: ends every session, then applies again, oldest first, each revocation, removal
 * and link use the journal saw after the backup, as erasures are. Each is idempotent, so a journal
 * replayed twice, or an ending the backup already held, changes nothing.
 */
export async function reapplyEndings(
  store: Store,
  endings: readonly AccessEntry[],
): Promise<EndingsReapplied> {
  const sessionsEnded = await accessOf(store).endAllSessions()
  const reapplied: AccessEntry[] = []
  for (const ending of [...endings].sort((a, b) => a.at - b.at)) {
    if (await applyEnding(store, ending)) reapplied.push(ending)
  }
  return { sessionsEnded, reapplied }
}
