import { beforeEach, describe, expect, it } from 'vitest'
import { ukTimeToMs } from '../../lib/working-hours.js'
import { createPostgresStore } from '../../store/postgres.js'
import { createSqliteStore } from '../../store/sqlite.js'
import type { Store } from '../../store/types.js'
import { waitFor } from '../../test/fake-crm.js'
import { type FakeSmtp, startFakeSmtp } from '../../test/fake-smtp.js'
import { closedAfterEachTest, startApp, testEmail } from '../../test/harness.js'
import { STORE_FACTORIES, storeForEachTest } from '../../test/stores.js'
import { sampleSubmission } from '../../test/submissions.js'

const AGENCY = 'leads@agency.example'
/** A UK wall-clock time on a UK date, as an instant. */
const uk = (year: number, month: number, day: number, hour: number, minute = 0) =>
  ukTimeToMs({ year, month, day, weekday: 0 }, hour * 60 + minute)
// Wednesday 25 November 2026.
const WEDNESDAY_0830 = uk(2026, 11, 25, 8, 30)

describe.each(STORE_FACTORIES)('the morning digest on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  let smtp: FakeSmtp
  let clockMs = WEDNESDAY_0830
  const closing = closedAfterEachTest()

  /** A second connection to the same store, as another instance has. */
  const sameStore = (): Store =>
    testStore.location.databaseUrl
      ? createPostgresStore({ connectionString: testStore.location.databaseUrl })
      : createSqliteStore({ dataDir: testStore.location.dataDir })

  const startInstance = async (store: Store) => {
    const app = await startApp(testStore, {
      store,
      now: () => clockMs,
      // No ADMIN_TOKEN: the digest goes out without the deprecated shared token (P-access-ends).
      publicOrigin: 'https://www.hard-hat.example',
      outbox: {
        email: testEmail(smtp.url, [AGENCY]),
        pollIntervalMs: 60_000,
        timeoutMs: 2000,
        now: () => clockMs,
      },
    })
    return closing(app)
  }
  const digests = () =>
    smtp.received.filter((mail) => mail.header('subject')?.startsWith('Leads to answer'))
  const storeLead = async (formType: string, createdAtMs: number) => {
    const lead = sampleSubmission({
      createdAtMs,
      formType,
      deliveries: { crm: 'not_forwarded', email: 'not_forwarded' },
    })
    await testStore.store.insertSubmission(lead)
    return lead
  }

  beforeEach(async () => {
    clockMs = WEDNESDAY_0830
    smtp = closing(await startFakeSmtp())
  })

  it('sends one digest a morning with two instances on one store, overdue leads first', async () => {
    // Due Tuesday 17:00: overdue by Wednesday 08:30. Due Thursday 10:00: still to answer.
    const overdue = await storeLead('quote', uk(2026, 11, 23, 17))
    const later = await storeLead('seo_analysis', uk(2026, 11, 24, 10))
    const answered = await storeLead('quote', uk(2026, 11, 23, 12))
    await testStore.store.changeStatus({
      submissionId: answered.id,
      to: 'contacted',
      note: null,
      actor: { kind: 'person', id: 'person-1', name: 'Sam Staff' },
      atMs: uk(2026, 11, 24, 9),
      auditId: 'audit-answered',
    })
    const first = await startInstance(testStore.store)
    const second = await startInstance(sameStore())

    const runs = await Promise.all([first.digest.runDue(), second.digest.runDue()])
    expect(runs.map((run) => run.kind).sort()).toEqual(['claimed_already', 'queued'])
    // Later looks the same morning, on either instance, queue nothing more.
    clockMs = uk(2026, 11, 25, 9, 15)
    expect((await second.digest.runDue()).kind).toBe('claimed_already')
    expect((await first.digest.runDue()).kind).toBe('claimed_already')

    await Promise.all([first.outbox.drain(), second.outbox.drain()])
    await waitFor(() => digests().length === 1)
    await Promise.all([first.outbox.drain(), second.outbox.drain()])
    expect(digests()).toHaveLength(1)
    const [digest] = digests()
    expect(digest?.to).toEqual([AGENCY])
    expect(digest?.header('subject')).toBe('Leads to answer: 2, 1 overdue (Wednesday 25 November)')
    const body = digest?.text ?? ''
    expect(body).toContain(
      `${overdue.reference} (quote), reply by Tue 24 Nov, 17:00: OVERDUE by 15 h 30 min, unassigned`,
    )
    expect(body).toContain(
      `${later.reference} (seo_analysis), reply by Thu 26 Nov, 10:00, unassigned`,
    )
    expect(body.indexOf(overdue.reference)).toBeLessThan(body.indexOf(later.reference))
    expect(body).not.toContain(answered.reference)
    expect(body).toContain(`https://www.hard-hat.example/admin/leads/${overdue.id}`)
    // The digest names no one: no name, email or phone of a lead.
    expect(body).not.toContain('sample@example.com')

    // The next working morning is a new morning.
    clockMs = uk(2026, 11, 26, 8, 30)
    expect((await second.digest.runDue()).kind).toBe('queued')
  })

  it('sends nothing at the weekend, on a bank holiday, before 08:30 or after closing', async () => {
    await storeLead('quote', uk(2026, 11, 20, 12))
    const app = await startInstance(testStore.store)
    clockMs = uk(2026, 11, 28, 8, 30) // Saturday
    expect((await app.digest.runDue()).kind).toBe('day_off')
    clockMs = uk(2026, 11, 29, 10) // Sunday
    expect((await app.digest.runDue()).kind).toBe('day_off')
    clockMs = uk(2026, 12, 28, 8, 30) // Monday 28 December 2026, the Boxing Day bank holiday
    expect((await app.digest.runDue()).kind).toBe('day_off')
    clockMs = uk(2026, 11, 30, 8, 29)
    expect((await app.digest.runDue()).kind).toBe('not_yet')
    clockMs = uk(2026, 11, 30, 17, 30)
    expect((await app.digest.runDue()).kind).toBe('after_hours')
    await app.outbox.drain()
    expect(digests()).toEqual([])
  })

  it('sends nothing when no lead needs a reply, and decides the morning once', async () => {
    const app = await startInstance(testStore.store)
    expect(await app.digest.runDue()).toEqual({
      kind: 'queued',
      morning: '2026-11-25',
      mails: 0,
    })
    // A lead arriving later that morning waits for tomorrow's digest.
    await storeLead('quote', uk(2026, 11, 25, 9))
    clockMs = uk(2026, 11, 25, 9, 1)
    const restarted = await startInstance(sameStore())
    expect((await restarted.digest.runDue()).kind).toBe('claimed_already')
    await Promise.all([app.outbox.drain(), restarted.outbox.drain()])
    expect(digests()).toEqual([])
  })
})
