import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { followUpOf } from '../inbox/follow-up/store.js'
import { replyByOf } from '../lib/reply-promises.js'
import { mailOf } from '../outbox/mail-store.js'
import { createDatabase } from '../test/postgres-cluster.js'
import { STORE_FACTORIES, storeForEachTest } from '../test/stores.js'
import { sampleSubmission } from '../test/submissions.js'
import { createPostgresStore } from './postgres.js'
import { MIGRATIONS, statementIn } from './schema.js'
import { createSqliteStore } from './sqlite.js'
import type { Store } from './types.js'

// Tuesday 24 November 2026, 10:00 UK (GMT).
const TUESDAY_10_MS = Date.UTC(2026, 10, 24, 10)
const HOUR_MS = 3_600_000

const change = (submissionId: string, to: 'contacted' | 'won' | 'new', note: string | null) => ({
  submissionId,
  to,
  note,
  actor: { kind: 'person', id: 'person-1', name: 'Sam Staff' } as const,
  atMs: TUESDAY_10_MS + HOUR_MS,
  auditId: randomUUID(),
})

describe.each(STORE_FACTORIES)('following leads up on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  afterEach(async () => {})

  it('stores a new lead as new, unassigned, with its reply-by time', async () => {
    const { store } = testStore
    const lead = sampleSubmission({ createdAtMs: TUESDAY_10_MS })
    await store.insertSubmission(lead)
    const found = await store.findSubmission(lead.id)
    expect(found?.leadStatus).toBe('new')
    expect(found?.assignedTo).toBeNull()
    expect(found?.replyBy).toBe('2026-11-25T10:00:00.000Z')
  })

  it('changes a status with a note, records who and when, audits it without the note, and lists the history newest first', async () => {
    const { store } = testStore
    const lead = sampleSubmission({ createdAtMs: TUESDAY_10_MS })
    await store.insertSubmission(lead)
    expect(await store.changeStatus(change(lead.id, 'contacted', 'Rang, left a message'))).toBe(
      'done',
    )
    expect(
      await store.changeStatus({
        ...change(lead.id, 'won', null),
        atMs: TUESDAY_10_MS + 2 * HOUR_MS,
      }),
    ).toBe('done')
    expect((await store.findSubmission(lead.id))?.leadStatus).toBe('won')

    const history = await followUpOf(store).listStatusHistory(lead.id)
    expect(history.map(({ from, to, note, actor }) => ({ from, to, note, actor }))).toEqual([
      {
        from: 'contacted',
        to: 'won',
        note: null,
        actor: { kind: 'person', id: 'person-1', name: 'Sam Staff' },
      },
      {
        from: 'new',
        to: 'contacted',
        note: 'Rang, left a message',
        actor: { kind: 'person', id: 'person-1', name: 'Sam Staff' },
      },
    ])
    const audit = await store.listAudit({ submissionId: lead.id, limit: 10 })
    expect(audit.map((entry) => [entry.action, entry.detail])).toEqual([
      ['status', 'contacted → won'],
      ['status', 'new → contacted (with a note)'],
    ])
    expect(audit.map((entry) => entry.id).sort()).toEqual(history.map((entry) => entry.id).sort())
  })

  it('changes nothing for the same status without a note, and answers not found for an unknown lead', async () => {
    const { store } = testStore
    const lead = sampleSubmission({ createdAtMs: TUESDAY_10_MS })
    await store.insertSubmission(lead)
    expect(await store.changeStatus(change(lead.id, 'new', null))).toBe('unchanged')
    expect(await store.changeStatus(change('no-such-lead', 'won', null))).toBe('not_found')
    expect(await store.listAudit({ limit: 10 })).toEqual([])
  })

  it('assigns and unassigns a lead, auditing each change', async () => {
    const { store } = testStore
    const lead = sampleSubmission({ createdAtMs: TUESDAY_10_MS })
    await store.insertSubmission(lead)
    const assign = (assignedTo: string | null) =>
      store.assign({
        submissionId: lead.id,
        assignedTo,
        actor: { kind: 'person', id: 'person-1', name: 'Sam Staff' },
        atMs: TUESDAY_10_MS,
        auditId: randomUUID(),
      })
    expect(await assign('person-1')).toBe('done')
    expect(await assign('person-1')).toBe('unchanged')
    expect((await store.findSubmission(lead.id))?.assignedTo).toBe('person-1')
    expect(await assign(null)).toBe('done')
    expect((await store.findSubmission(lead.id))?.assignedTo).toBeNull()
    const audit = await store.listAudit({ submissionId: lead.id, limit: 10 })
    expect(audit.map((entry) => entry.detail).sort()).toEqual(['person-1', 'unassigned'])
  })

  it('filters the leads that need a reply (new, not spam, a promise made), the most overdue first', async () => {
    const { store } = testStore
    const older = sampleSubmission({ createdAtMs: TUESDAY_10_MS - 24 * HOUR_MS })
    const newer = sampleSubmission({ createdAtMs: TUESDAY_10_MS })
    const answered = sampleSubmission({ createdAtMs: TUESDAY_10_MS - 48 * HOUR_MS })
    const spam = sampleSubmission({ createdAtMs: TUESDAY_10_MS - 48 * HOUR_MS, isSpam: true })
    const noPromise = sampleSubmission({
      createdAtMs: TUESDAY_10_MS - 48 * HOUR_MS,
      formType: 'newsletter',
    })
    for (const lead of [newer, older, answered, spam, noPromise]) await store.insertSubmission(lead)
    await store.changeStatus(change(answered.id, 'contacted', null))

    const { leads, total } = await store.listLeads(
      { status: 'all', spam: 'all', needsReply: true },
      { limit: 10, offset: 0 },
    )
    expect(total).toBe(2)
    expect(leads.map((lead) => lead.id)).toEqual([older.id, newer.id])
    const toChase = await followUpOf(store).listLeadsToChase({ limit: 10 })
    expect(toChase.total).toBe(2)
    expect(toChase.leads.map((lead) => lead.reference)).toEqual([older.reference, newer.reference])
  })

  it('claims a morning once, queuing its mails only with the claim', async () => {
    const { store } = testStore
    const mail = (id: string) => ({
      id,
      kind: 'digest' as const,
      recipients: ['team@example.com'],
      subject: 'Leads to answer',
      body: 'HH-1',
    })
    const claim = (claimedBy: string, id: string) =>
      store.claimDigestMorning({
        morning: '2026-11-24',
        atMs: TUESDAY_10_MS,
        claimedBy,
        mails: [mail(id)],
      })
    const results = await Promise.all([claim('a', 'mail-a'), claim('b', 'mail-b')])
    expect(results.sort()).toEqual([false, true])
    const due = await mailOf(store).claimDueMail({
      nowMs: TUESDAY_10_MS,
      limit: 10,
      leaseMs: 60_000,
      workerId: 'w1',
    })
    expect(due).toHaveLength(1)
    expect(due[0]?.recipients).toEqual(['team@example.com'])
    // Leased: a second worker finds nothing; then sent, it is never claimed again.
    expect(
      await mailOf(store).claimDueMail({
        nowMs: TUESDAY_10_MS,
        limit: 10,
        leaseMs: 60_000,
        workerId: 'w2',
      }),
    ).toEqual([])
    expect(await mailOf(store).markMailSent(due[0]?.id ?? '', TUESDAY_10_MS)).toBe(true)
    expect(await mailOf(store).markMailSent(due[0]?.id ?? '', TUESDAY_10_MS)).toBe(false)
  })

  it('retries a mail only while its worker holds it, and fails it for good', async () => {
    const { store } = testStore
    await store.claimDigestMorning({
      morning: '2026-11-24',
      atMs: TUESDAY_10_MS,
      claimedBy: 'a',
      mails: [{ id: 'm', kind: 'digest', recipients: ['x@example.com'], subject: 's', body: 'b' }],
    })
    const lease = { limit: 10, leaseMs: 60_000 }
    const [claimed] = await mailOf(store).claimDueMail({
      nowMs: TUESDAY_10_MS,
      workerId: 'w1',
      ...lease,
    })
    expect(claimed?.attempts).toBe(0)
    const retry = {
      attempts: 1,
      nextAttemptAtMs: TUESDAY_10_MS + 1000,
      error: 'SMTP 451',
      nowMs: TUESDAY_10_MS,
    }
    expect(await mailOf(store).markMailRetry('m', { ...retry, workerId: 'other' })).toBe(false)
    expect(await mailOf(store).markMailRetry('m', { ...retry, workerId: 'w1' })).toBe(true)
    expect(
      await mailOf(store).claimDueMail({ nowMs: TUESDAY_10_MS, workerId: 'w1', ...lease }),
    ).toEqual([])
    const [again] = await mailOf(store).claimDueMail({
      nowMs: TUESDAY_10_MS + 1000,
      workerId: 'w1',
      ...lease,
    })
    expect(again?.attempts).toBe(1)
    expect(
      await mailOf(store).markMailFailed('m', {
        attempts: 2,
        error: 'SMTP 550',
        nowMs: TUESDAY_10_MS,
        workerId: 'w1',
      }),
    ).toBe(true)
    expect(
      await mailOf(store).claimDueMail({
        nowMs: TUESDAY_10_MS + HOUR_MS,
        workerId: 'w1',
        ...lease,
      }),
    ).toEqual([])
  })
})

describe('migration 5 on a store holding leads from before it', () => {
  const before = MIGRATIONS.filter((migration) => migration.version < 5)
  const oldRow = (id: string, formType: string, createdAtMs: number) => [
    id,
    `HH-${id}`,
    'lead',
    formType,
    '{}',
    null,
    null,
    'hash',
    0,
    null,
    createdAtMs,
  ]
  const INSERT_OLD = `INSERT INTO submissions (id, reference, kind, form_type, payload, email,
    source_page, client_hash, is_spam, referral_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
  const rows = [
    oldRow('a', 'quote', Date.UTC(2026, 10, 27, 17)),
    oldRow('b', 'seo_analysis', Date.UTC(2026, 10, 24, 10)),
    oldRow('c', 'newsletter', Date.UTC(2026, 10, 24, 10)),
  ]
  const expectBackfilled = async (store: Store) => {
    const byId = new Map((await store.listSubmissions()).map((lead) => [lead.id, lead]))
    expect(byId.get('a')?.replyBy).toBe(
      new Date(replyByOf('quote', Date.UTC(2026, 10, 27, 17)) ?? 0).toISOString(),
    )
    expect(byId.get('a')?.replyBy).toBe('2026-11-30T17:00:00.000Z')
    expect(byId.get('b')?.replyBy).toBe('2026-11-26T10:00:00.000Z')
    expect(byId.get('c')?.replyBy).toBeNull()
    expect([...byId.values()].map((lead) => lead.leadStatus)).toEqual(['new', 'new', 'new'])
  }

  it('backfills each lead’s reply-by time on SQLite', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-migration-'))
    const db = new Database(join(dataDir, 'hard-hat.sqlite'))
    db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY)')
    for (const migration of before) {
      for (const statement of migration.statements) db.exec(statementIn(statement, 'sqlite'))
      db.prepare('INSERT INTO schema_migrations (version) VALUES (?)').run(migration.version)
    }
    for (const row of rows) db.prepare(INSERT_OLD).run(...row)
    db.close()
    const store = createSqliteStore({ dataDir })
    try {
      await expectBackfilled(store)
    } finally {
      await store.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  it('backfills each lead’s reply-by time on PostgreSQL', async () => {
    const databaseUrl = await createDatabase(inject('postgresAdminUrl'))
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    await client.query('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY)')
    for (const migration of before) {
      for (const statement of migration.statements)
        await client.query(statementIn(statement, 'postgres'))
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version])
    }
    const numberedInsert = INSERT_OLD.replace(
      /\?/g,
      (_m, offset: number, text: string) => `$${text.slice(0, offset).split('?').length}`,
    )
    for (const row of rows) await client.query(numberedInsert, row)
    await client.end()
    const store = createPostgresStore({ connectionString: databaseUrl })
    try {
      await store.migrate()
      await expectBackfilled(store)
    } finally {
      await store.close()
    }
  })
})
