import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { STORE_FACTORIES, storeForEachTest, type TestStore } from '../test/stores.js'
import { contactLeadBody, sampleSubmission } from '../test/submissions.js'
import type { Store } from './types.js'

/**
 * Runs `action` while the forwarding worker settles the lead: the worker's statement (the outbox
 * row updated, then the attempt recorded, which locks the submission's key) held open between its
 * two steps until `action` waits on a lock. Resolves with what `action` answered.
 */
async function duringAForward<T>(
  testStore: TestStore,
  submissionId: string,
  action: (store: Store) => Promise<T>,
): Promise<T> {
  const connect = async () => {
    const client = new pg.Client({ connectionString: testStore.location.databaseUrl })
    await client.connect()
    return client
  }
  const [worker, watcher] = await Promise.all([connect(), connect()])
  try {
    await worker.query('BEGIN')
    await worker.query(
      "UPDATE outbox SET status = 'forwarded', attempts = attempts + 1 WHERE submission_id = $1",
      [submissionId],
    )
    const acting = action(testStore.store)
    // Keeps a failure for the await below (not an unhandled rejection while the worker goes on).
    acting.catch(() => {})
    // The action has reached a lock the worker holds: an event, read from PostgreSQL.
    await expect
      .poll(
        async () =>
          (
            await watcher.query<{ waiting: string }>(
              `SELECT COUNT(*) AS waiting FROM pg_stat_activity
               WHERE datname = current_database() AND wait_event_type = 'Lock'`,
            )
          ).rows[0]?.waiting,
        { timeout: 30_000, interval: 20 },
      )
      .toBe('1')
    // Had the action locked the submission first, this waits on it while the action waits on the
    // outbox row, and PostgreSQL ends one of the two as a deadlock (40P01).
    await worker.query(
      `INSERT INTO delivery_attempts (submission_id, destination, attempt, attempted_at, outcome)
       SELECT submission_id, destination, attempts, 0, 'delivered' FROM outbox
       WHERE submission_id = $1`,
      [submissionId],
    )
    await worker.query('COMMIT')
    return await acting
  } finally {
    await Promise.all([worker.end(), watcher.end()])
  }
}

// Lock order is PostgreSQL's concern: SQLite has one writer at a time, and no row locks.
for (const { dialect, open } of STORE_FACTORIES.filter(
  (factory) => factory.dialect === 'postgres',
)) {
  describe(`locks beside the forwarding worker on ${dialect}`, () => {
    const testStore = storeForEachTest(open)
    const lead = () =>
      sampleSubmission({
        email: 'jo@acme.co.uk',
        body: contactLeadBody({ email: 'jo@acme.co.uk', message: 'A new roof, please.' }),
      })

    it('an erasure during a forward of the lead waits for it, and then erases the lead', async () => {
      const submission = lead()
      await testStore.store.insertSubmission(submission)
      const erased = await duringAForward(testStore, submission.id, (store) =>
        store.eraseEmail('jo@acme.co.uk'),
      )
      expect(erased).toBe(1)
      expect(await testStore.store.findSubmission(submission.id)).toBeUndefined()
    })

    it('marking a lead as spam during its forward waits for it, then refuses a forwarded lead', async () => {
      const submission = lead()
      await testStore.store.insertSubmission(submission)
      const answer = await duringAForward(testStore, submission.id, (store) =>
        store.markSpam(submission.id, Date.now()),
      )
      expect(answer).toBe('not_allowed')
      expect((await testStore.store.findSubmission(submission.id))?.isSpam).toBe(false)
    })
  })
}
