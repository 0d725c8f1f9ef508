import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { peopleOf } from '../../inbox/index.js'
import { createPostgresStore } from '../../store/postgres.js'
import { createSqliteStore } from '../../store/sqlite.js'
import type { Store } from '../../store/types.js'
import { waitFor } from '../../test/fake-crm.js'
import { post, startApp } from '../../test/harness.js'
import { addTestPerson, testFormPost, testSessionCookie } from '../../test/people.js'
import { createDatabase, POSTGRES_BIN } from '../../test/postgres-cluster.js'
import { rawSqlOf, STORE_FACTORIES, storeForEachTest } from '../../test/stores.js'
import { sampleSubmission } from '../../test/submissions.js'
import { createDeliveryJournal, JOURNAL_FOLDER, readJournal } from './journal.js'
import { RestoreRefusedError, restoreBackup } from './restore.js'
import { type LockTarget, StoreLockedError, takeStoreLock } from './server-lock.js'
import { readLastBackup } from './status.js'
import { takeBackup } from './take-backup.js'

const HOUR_MS = 3_600_000

describe.each(STORE_FACTORIES)('backups and restore on $dialect', ({ dialect, open }) => {
  const testStore = storeForEachTest(open)
  let root: string
  let target: LockTarget
  const cleanups: (() => Promise<void>)[] = []

  /** A fresh, empty place to restore into, and how to open it as a store. */
  const freshTarget = async (): Promise<{ target: LockTarget; open: () => Store }> => {
    if (dialect === 'sqlite') {
      const dataDir = join(root, `fresh-${cleanups.length}`)
      return {
        target: { dialect, databaseFile: join(dataDir, 'hard-hat.sqlite') },
        open: () => createSqliteStore({ dataDir }),
      }
    }
    const databaseUrl = await createDatabase(inject('postgresAdminUrl'))
    return {
      target: { dialect, databaseUrl },
      open: () => createPostgresStore({ connectionString: databaseUrl }),
    }
  }
  const settings = () => ({ backupDir: join(root, 'backups'), keep: 14, pgBin: POSTGRES_BIN })

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'hard-hat-backup-'))
    target = testStore.location.databaseUrl
      ? { dialect: 'postgres', databaseUrl: testStore.location.databaseUrl }
      : { dialect: 'sqlite', databaseFile: join(testStore.location.dataDir, 'hard-hat.sqlite') }
  })
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
    await rm(root, { recursive: true, force: true })
  })

  it('takes a checked backup holding the store’s leads, and keeps only the newest BACKUP_KEEP', async () => {
    const first = sampleSubmission()
    for (const submission of [first, sampleSubmission(), sampleSubmission()]) {
      await testStore.store.insertSubmission(submission)
    }
    await testStore.store.markForwarded(first.id, 'crm', Date.now())
    const at = (hours: number) => Date.now() + hours * HOUR_MS
    const oldest = await takeBackup(target, { ...settings(), keep: 2 }, at(0))
    const middle = await takeBackup(target, { ...settings(), keep: 2 }, at(1))
    const last = await takeBackup(target, { ...settings(), keep: 2 }, at(2))
    expect(last.counts.leads).toBe(3)
    expect(last.counts.deliveries.crm).toMatchObject({ forwarded: 1, pending: 2 })
    expect(last.bytes).toBe((await stat(last.file)).size)
    const nameOf = (file: string) => file.split('/').pop()
    expect((await readdir(settings().backupDir)).sort()).toEqual(
      [nameOf(middle.file), nameOf(last.file)].sort(),
    )
    expect(last.deleted).toEqual([nameOf(oldest.file)])
  })

  it('restores a backup into a fresh store, marking delivered what the journal saw delivered after it', async () => {
    const early = sampleSubmission()
    const later = sampleSubmission()
    await testStore.store.insertSubmission(early)
    await testStore.store.insertSubmission(later)
    const erased = sampleSubmission({ email: 'erase.me@example.com' })
    await testStore.store.insertSubmission(erased)
    const backup = await takeBackup(target, settings())
    // After the backup: `early` is delivered, a lead arrives and is delivered at once, and the
    // third is erased (the journal keeps its reference, never the address).
    const journal = createDeliveryJournal(join(settings().backupDir, JOURNAL_FOLDER))
    await testStore.store.eraseEmail('erase.me@example.com')
    await journal.recordErasure({ at: Date.now(), erased: [erased.reference] })
    const arrivedAfter = sampleSubmission()
    await testStore.store.insertSubmission(arrivedAfter)
    const deliveredAtMs = Date.now() + 1000
    for (const lead of [early, arrivedAfter]) {
      await journal.record({
        at: deliveredAtMs,
        id: lead.id,
        reference: lead.reference,
        destination: 'crm',
      })
      await testStore.store.markForwarded(lead.id, 'crm', deliveredAtMs)
    }

    const fresh = await freshTarget()
    const report = await restoreBackup(backup.file, {
      target: fresh.target,
      journalDirs: [join(settings().backupDir, JOURNAL_FOLDER)],
      pgBin: POSTGRES_BIN,
    })
    expect(report).toMatchObject({
      journalEntries: 2,
      markedDelivered: 1,
      erasedAgain: 1,
      missingLeads: [{ reference: arrivedAfter.reference, id: arrivedAfter.id }],
    })
    expect(report.fromBackup?.leads).toBe(3)
    expect(report.fromBackup?.deliveries.crm).toMatchObject({ pending: 3, forwarded: 0 })
    expect(report.restored.leads).toBe(2)
    expect(report.restored.deliveries.crm).toMatchObject({ pending: 1, forwarded: 1 })
    const restored = fresh.open()
    cleanups.push(() => restored.close())
    expect((await restored.findSubmission(early.id))?.forwardedAt).toBe(
      new Date(deliveredAtMs).toISOString(),
    )
    expect(await restored.listDeliveryAttempts(early.id)).toEqual([
      expect.objectContaining({ destination: 'crm', outcome: 'delivered' }),
    ])
    expect((await restored.findSubmission(later.id))?.forwardStatus).toBe('pending')
    expect(await restored.findSubmission(arrivedAfter.id)).toBeUndefined()
    expect(await restored.findSubmission(erased.id)).toBeUndefined()
    expect(await restored.listDeliveryAttempts(erased.id)).toEqual([])
  })

  it('journals an erasure made through the admin API by the references it deleted, never the address', async () => {
    const lead = sampleSubmission({ email: 'gone@example.com' })
    await testStore.store.insertSubmission(lead)
    const journalDir = join(settings().backupDir, JOURNAL_FOLDER)
    const app = await startApp(testStore, {
      adminToken: 'journal-admin-token-0123456789',
      journal: createDeliveryJournal(journalDir),
    })
    cleanups.push(() => app.close())
    const response = await post(
      app,
      '/api/admin/erasure',
      { email: 'gone@example.com' },
      { authorization: 'Bearer journal-admin-token-0123456789' },
    )
    expect(response.json()).toEqual({ deleted: 1 })
    const { erasures } = await readJournal(journalDir)
    expect(erasures).toEqual([{ at: expect.any(Number), erased: [lead.reference] }])
    expect(JSON.stringify(erasures)).not.toContain('gone@')
  })

  it('keeps a token revoked, a person removed and a session ended after the backup ended after a restore, and lists them', async () => {
    const journalDir = join(settings().backupDir, JOURNAL_FOLDER)
    const app = await startApp(testStore, { journal: createDeliveryJournal(journalDir) })
    cleanups.push(() => app.close())
    const owner = await addTestPerson(testStore, 'owner', 'Olive Owner')
    const staff = await addTestPerson(testStore, 'staff', 'Sam Staff')
    const cookie = await testSessionCookie(testStore, owner)
    const staffCookie = await testSessionCookie(testStore, staff)
    const made = await testFormPost(app, '/admin/tokens', cookie, {
      name: 'Script',
      scope_read: 'on',
    })
    const secret = /hh_[\w-]{43}/.exec(made.body)?.[0] ?? ''
    const [token] = await peopleOf(testStore.store).listTokens()
    const backup = await takeBackup(target, settings())

    // After the backup: the token is revoked, Sam is removed, Olive signs out.
    await testFormPost(app, `/admin/tokens/${token?.id}/revoke`, cookie)
    await testFormPost(app, `/admin/people/${staff}/remove`, cookie, { confirm: 'yes' })
    await testFormPost(app, '/admin/sign-out', cookie)

    const fresh = await freshTarget()
    const report = await restoreBackup(backup.file, {
      target: fresh.target,
      journalDirs: [journalDir],
      pgBin: POSTGRES_BIN,
    })
    expect(report.access.sessionsEnded).toBe(2)
    expect(report.access.reapplied).toEqual([
      expect.objectContaining({ ended: 'token', id: token?.id }),
      expect.objectContaining({ ended: 'person', id: staff }),
    ])
    const restoredStore = fresh.open()
    await restoredStore.migrate()
    const restored = await startApp(testStore, { store: restoredStore })
    cleanups.push(() => restored.close())
    const bearer = { authorization: `Bearer ${secret}` }
    expect((await restored.inject({ url: '/api/admin/leads', headers: bearer })).statusCode).toBe(
      401,
    )
    for (const each of [cookie, staffCookie]) {
      const response = await restored.inject({ url: '/api/admin/leads', headers: { cookie: each } })
      expect(response.statusCode).toBe(401)
    }
    expect(await peopleOf(restoredStore).findPerson(staff)).toBeUndefined()
    expect(await peopleOf(restoredStore).findPerson(owner)).toBeDefined()
  })

  it('refuses to restore over a store a server holds, and no server starts while a restore holds it', async () => {
    const backup = await takeBackup(target, settings())
    const server = await takeStoreLock(target, 'shared')
    const secondServer = await takeStoreLock(target, 'shared')
    await expect(
      restoreBackup(backup.file, { target, journalDirs: [], pgBin: POSTGRES_BIN }),
    ).rejects.toThrow(/a running server holds this store/)
    await server.release()
    await expect(
      restoreBackup(backup.file, { target, journalDirs: [], pgBin: POSTGRES_BIN }),
    ).rejects.toBeInstanceOf(RestoreRefusedError)
    await secondServer.release()
    // With every server gone, it restores over the store itself.
    await testStore.store.insertSubmission(sampleSubmission())
    const report = await restoreBackup(backup.file, {
      target,
      journalDirs: [],
      pgBin: POSTGRES_BIN,
    })
    expect(report.restored.leads).toBe(0)
    expect(report.previousStoreMovedTo === undefined).toBe(dialect === 'postgres')

    const restore = await takeStoreLock(target, 'exclusive')
    await expect(takeStoreLock(target, 'shared')).rejects.toBeInstanceOf(StoreLockedError)
    await restore.release()
    const afterwards = await takeStoreLock(target, 'shared')
    await afterwards.release()
  })

  it('refuses a file that is not a backup of the store and leaves the store as it was', async () => {
    await testStore.store.insertSubmission(sampleSubmission())
    const garbage = join(root, `garbage${dialect === 'sqlite' ? '.sqlite' : '.pgdump'}`)
    await writeFile(garbage, 'not a backup at all '.repeat(100))
    // The store's server is not running: the refusal is the file's.
    const fresh = dialect === 'sqlite' ? { target } : await freshTarget()
    await expect(
      restoreBackup(garbage, { target: fresh.target, journalDirs: [], pgBin: POSTGRES_BIN }),
    ).rejects.toThrow(/not usable/)
    if (dialect === 'postgres') {
      // A database shared with something else: restore would drop its tables with the schema.
      const backup = await takeBackup(target, settings())
      const shared = await freshTarget()
      const other = createPostgresStore({
        connectionString: shared.target.dialect === 'postgres' ? shared.target.databaseUrl : '',
      })
      await other.migrate()
      await other.close()
      const sql = await rawSqlOf({
        store: testStore.store,
        location: {
          dataDir: root,
          databaseUrl: shared.target.dialect === 'postgres' ? shared.target.databaseUrl : '',
        },
        dispose: async () => {},
      })
      await sql.exec('CREATE TABLE invoices (id INTEGER)')
      await sql.close()
      await expect(
        restoreBackup(backup.file, { target: shared.target, journalDirs: [], pgBin: POSTGRES_BIN }),
      ).rejects.toThrow(/tables that are not the store's \(invoices\)/)
    }
    if (dialect === 'sqlite') {
      // A real SQLite file, but not a store.
      const other = join(root, 'other.sqlite')
      new Database(other).exec('CREATE TABLE notes (text TEXT)')
      await expect(restoreBackup(other, { target, journalDirs: [] })).rejects.toThrow(
        /not a store backup: no submissions, outbox, schema_migrations table/,
      )
    }
    expect(await testStore.store.listSubmissions()).toHaveLength(1)
  })

  it('takes one scheduled backup between two instances sharing the store, and records it as the last', async () => {
    await testStore.store.insertSubmission(sampleSubmission())
    const second =
      dialect === 'sqlite'
        ? createSqliteStore({ dataDir: testStore.location.dataDir })
        : createPostgresStore({ connectionString: testStore.location.databaseUrl ?? '' })
    const apps: FastifyInstance[] = []
    for (const store of [testStore.store, second]) {
      apps.push(
        await startApp(testStore, {
          store,
          backups: { target, ...settings(), intervalMs: HOUR_MS, firstLookMs: 10 },
        }),
      )
    }
    cleanups.push(async () => {
      // Each app closes its store: the test store's own close afterwards is a no-op.
      for (const app of apps) await app.close()
    })
    await waitFor(async () => (await readLastBackup(testStore.store)) !== undefined)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const files = await readdir(settings().backupDir)
    expect(files.filter((name) => !name.startsWith('delivery'))).toHaveLength(1)
    const last = await readLastBackup(second)
    expect(last).toMatchObject({ leads: 1, name: files[0] })
    expect(last?.bytes).toBe((await stat(join(settings().backupDir, files[0] ?? ''))).size)
  })
})
