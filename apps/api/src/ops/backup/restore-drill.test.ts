import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { createPostgresStore } from '../../store/postgres.js'
import { createSqliteStore } from '../../store/sqlite.js'
import type { ForwardStatus, Store } from '../../store/types.js'
import { runBackupCli } from '../../test/backup-cli.js'
import { leadBody } from '../../test/bodies.js'
import { type FakeCrm, startFakeCrm, waitFor } from '../../test/fake-crm.js'
import { type FakeSmtp, startFakeSmtp } from '../../test/fake-smtp.js'
import { createDatabase, POSTGRES_BIN } from '../../test/postgres-cluster.js'
import { type ServerProcess, startServer } from '../../test/server-process.js'
import { STORE_FACTORIES } from '../../test/stores.js'
import { JOURNAL_FOLDER } from './journal.js'

// Enough leads that the backup is taken while 20 at a time are still arriving and hundreds are
// still being delivered; more only make the outbox's work longer, not the drill's cases more.
const LEADS = 400
const CONCURRENCY = 20
/** The backup starts once this many leads are acknowledged. */
const BACKUP_AFTER = 200
/** Leads the CRM refuses while the backup runs: pending in it, delivered after it (journal). */
const REFUSED_AROUND_BACKUP = { from: 120, to: 260 }
/** Of those, every tenth the CRM refuses until the old server stops: the restored one sends it. */
const isHeldUntilRestore = (index: number) =>
  index >= REFUSED_AROUND_BACKUP.from && index < BACKUP_AFTER - 2 * CONCURRENCY && index % 10 === 0

interface Acknowledged {
  readonly index: number
  readonly id: string
  readonly reference: string
  readonly atMs: number
}

interface Delivery {
  readonly crm: ForwardStatus | undefined
  readonly email: ForwardStatus | undefined
}

/** Each lead's delivery state in a store, by id. */
async function deliveriesIn(store: Store): Promise<Map<string, Delivery>> {
  const states = new Map<string, Delivery>()
  for (const record of await store.listSubmissions()) {
    const of = (destination: 'crm' | 'email') =>
      record.deliveries.find((delivery) => delivery.destination === destination)?.status
    states.set(record.id, { crm: of('crm'), email: of('email') })
  }
  return states
}

/** Sends leads over HTTP, `CONCURRENCY` at a time, calling `onAck` after each answer. */
async function sendLeads(
  url: string,
  indexes: readonly number[],
  onAck: (ack: Acknowledged) => void,
): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < indexes.length) {
      const index = indexes[next] as number
      next += 1
      const response = await fetch(`${url}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(leadBody('contact')),
      })
      expect(response.status).toBe(200)
      const { id, reference } = (await response.json()) as { id: string; reference: string }
      onAck({ index, id, reference, atMs: Date.now() })
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
}

type BackupRun = Awaited<ReturnType<typeof runBackupCli>>

/** What one run of the drill shares between its steps: the servers it talks to and its clock. */
interface Drill {
  readonly dialect: (typeof STORE_FACTORIES)[number]['dialect']
  readonly root: string
  readonly crm: FakeCrm
  readonly smtp: FakeSmtp
  /** The servers running, stopped after the test if a step did not stop them. */
  readonly servers: ServerProcess[]
  readonly backupDir: string
  readonly env: Record<string, string>
  readonly timings: Record<string, number>
  readonly drillStartedAt: number
  /** Set once the backup has run: the CRM then accepts the leads around it. */
  isBackupDone: boolean
  /** Set once the old server has stopped: the CRM then accepts the held leads. */
  isOldServerGone: boolean
}

/** The leads sent to the old server, and its backup taken halfway through. */
interface Sent {
  readonly acknowledged: readonly Acknowledged[]
  readonly backupStartedAtMs: number
  readonly backupRun: BackupRun
  readonly backupFile: string
}

/** What the old server had done when it stopped. */
interface Stopped {
  /** The leads the CRM refused until the stop: pending in the backup, for the restored server. */
  readonly held: readonly Acknowledged[]
  readonly crmBeforeRestore: ReadonlyMap<string, number>
  readonly emailsBeforeRestore: number
}

/** The backup restored into a fresh store. */
interface Restored {
  readonly newStore: Record<string, string>
  readonly restoreRun: BackupRun
  readonly beforeBackup: readonly Acknowledged[]
  readonly afterBackup: readonly Acknowledged[]
}

const clock = (drill: Drill, name: string, startedAt: number) => {
  drill.timings[name] = Math.round(performance.now() - startedAt)
}

/** A store of its own for a server: a data folder, or a fresh PostgreSQL database. */
const storeEnv = async (drill: Drill, name: string): Promise<Record<string, string>> =>
  drill.dialect === 'sqlite'
    ? { DATA_DIR: join(drill.root, name) }
    : { DATABASE_URL: await createDatabase(inject('postgresAdminUrl')) }

const openStore = (store: Record<string, string>): Store =>
  store.DATABASE_URL
    ? createPostgresStore({ connectionString: store.DATABASE_URL })
    : createSqliteStore({ dataDir: store.DATA_DIR as string })

// The agency's lead emails; the visitors' acknowledgements (P-every-lead-followed-through) go
// to the typed address, at most one an hour, and are counted with every Message-ID below.
const agencyMails = (drill: Drill) =>
  drill.smtp.received.filter((mail) => mail.to.includes('agency@hard-hat.example'))

/** Step 1: the old server takes every lead; the backup runs once half of them are acknowledged. */
async function sendLeadsAndBackUp(
  drill: Drill,
  oldStore: Record<string, string>,
): Promise<Sent & { oldServer: ServerProcess }> {
  const { crm, env } = drill
  const oldServer = await startServer({ ...env, ...oldStore })
  drill.servers.push(oldServer)

  // Which lead each idempotency key is, so the CRM can refuse some of them.
  const indexOf = new Map<string, number>()
  crm.behaviourFor = (key) => {
    const index = indexOf.get(key)
    if (index === undefined) return 'refuse'
    if (isHeldUntilRestore(index) && !drill.isOldServerGone) return 'refuse'
    const isAroundBackup = index >= REFUSED_AROUND_BACKUP.from && index < REFUSED_AROUND_BACKUP.to
    return isAroundBackup && !drill.isBackupDone ? 'refuse' : 'accept'
  }

  const acknowledged: Acknowledged[] = []
  let backupStartedAtMs = 0
  let backup: Promise<BackupRun> | undefined
  const sendingStartedAt = performance.now()
  await sendLeads(
    oldServer.url,
    Array.from({ length: LEADS }, (_, index) => index),
    (ack) => {
      indexOf.set(ack.id, ack.index)
      acknowledged.push(ack)
      if (acknowledged.length === BACKUP_AFTER) {
        // Every lead acknowledged before this instant must be in the backup.
        backupStartedAtMs = Date.now()
        const backupStartedAt = performance.now()
        backup = runBackupCli(['backup'], { ...env, ...oldStore }).then((result) => {
          clock(drill, 'backupMs', backupStartedAt)
          drill.isBackupDone = true
          return result
        })
      }
    },
  )
  clock(drill, 'sendMs', sendingStartedAt)
  const backupRun = await (backup as NonNullable<typeof backup>)
  expect(backupRun.code, backupRun.stderr).toBe(0)
  const [backupName] = (await readdir(drill.backupDir)).filter((name) =>
    /^hard-hat-.*\.(sqlite|pgdump)$/.test(name),
  )
  expect(backupName).toBeDefined()
  const backupFile = join(drill.backupDir, backupName as string)
  return { oldServer, acknowledged, backupStartedAtMs, backupRun, backupFile }
}

/** Step 2: the old server delivers what it can; a restore is refused while it runs; it stops. */
async function stopOldServer(
  drill: Drill,
  oldStore: Record<string, string>,
  { oldServer, acknowledged, backupFile }: Sent & { oldServer: ServerProcess },
): Promise<Stopped> {
  const { crm, env, servers } = drill
  // Everything but the held leads reaches the CRM, and every lead is emailed, before the stop.
  const held = acknowledged.filter((ack) => isHeldUntilRestore(ack.index))
  await waitFor(
    () => crm.accepted.size === LEADS - held.length && agencyMails(drill).length >= LEADS,
    // A bound on a hang: 10 s on a quiet machine, past 90 s under four times its load.
    240_000,
  )
  const restoreRefused = await runBackupCli(['restore', backupFile], { ...env, ...oldStore })
  expect(restoreRefused.code).toBe(1)
  expect(restoreRefused.stderr).toContain('a running server holds this store')
  await oldServer.stop()
  servers.splice(servers.indexOf(oldServer), 1)
  drill.isOldServerGone = true
  const crmBeforeRestore = new Map(crm.accepted)
  const emailsBeforeRestore = agencyMails(drill).length
  return { held, crmBeforeRestore, emailsBeforeRestore }
}

/** Step 3: the old store is lost; the backup goes into a fresh one, journal applied. */
async function restoreIntoFreshStore(
  drill: Drill,
  sent: Sent,
  { held }: Stopped,
): Promise<Restored> {
  const { acknowledged, backupStartedAtMs, backupFile } = sent
  const newStore = await storeEnv(drill, 'new')
  const restoreStartedAt = performance.now()
  const restoreRun = await runBackupCli(['restore', backupFile], { ...drill.env, ...newStore })
  clock(drill, 'restoreMs', restoreStartedAt)
  expect(restoreRun.code, restoreRun.stderr).toBe(0)

  const restoredStore = openStore(newStore)
  const restored = await deliveriesIn(restoredStore)
  await restoredStore.close()
  const beforeBackup = acknowledged.filter((ack) => ack.atMs < backupStartedAtMs)
  const afterBackup = acknowledged.filter((ack) => !restored.has(ack.id))
  // Every lead acknowledged before the backup started is there, with its delivery state: what
  // the old server had done by its stop (delivered, or for the held ones still pending on the CRM).
  for (const ack of beforeBackup) {
    expect(restored.get(ack.id), ack.reference).toEqual({
      crm: isHeldUntilRestore(ack.index) ? 'pending' : 'forwarded',
      email: 'forwarded',
    })
  }
  // Nothing in the restored store waits but the held leads: the journal said the rest went.
  const stillPending = [...restored].filter(
    ([, state]) => state.crm === 'pending' || state.email === 'pending',
  )
  expect(stillPending.map(([id]) => id).sort()).toEqual(held.map((ack) => ack.id).sort())
  const missing = restoreRun.stdout.match(/NOT IN THE BACKUP: (\d+) leads/)
  expect(Number(missing?.[1] ?? 0)).toBe(afterBackup.length)
  for (const ack of afterBackup) expect(restoreRun.stdout).toContain(ack.reference)
  return { newStore, restoreRun, beforeBackup, afterBackup }
}

/** Step 4: the restored server delivers the held leads once, and nothing else. */
async function deliverHeldLeadsOnce(
  drill: Drill,
  sent: Sent,
  { held, crmBeforeRestore, emailsBeforeRestore }: Stopped,
  { newStore, restoreRun, beforeBackup, afterBackup }: Restored,
): Promise<void> {
  const { crm, smtp, servers, timings } = drill
  const newServer = await startServer({ ...drill.env, ...newStore })
  servers.push(newServer)
  await waitFor(() => held.every((ack) => crm.accepted.get(ack.id) === 1), 240_000)
  await newServer.stop()
  servers.splice(servers.indexOf(newServer), 1)

  const crmAfterRestore = [...crm.accepted].filter(
    ([key, count]) => count !== (crmBeforeRestore.get(key) ?? 0),
  )
  const duplicateCrm = [...crm.accepted.values()].filter((count) => count > 1).length
  const messageIds = smtp.received.map((mail) => mail.header('message-id'))
  const duplicateEmails = messageIds.length - new Set(messageIds).size
  const finalStore = openStore(newStore)
  const final = await deliveriesIn(finalStore)
  await finalStore.close()
  clock(drill, 'drillMs', drill.drillStartedAt)

  const inBackup = sent.backupRun.stdout.match(/holds: (.*)/)?.[1]
  const journal = restoreRun.stdout.match(/(\d+) made after the backup now marked delivered/)?.[1]
  console.log(
    `restore drill (${drill.dialect}): ${LEADS} leads sent, ${beforeBackup.length} acknowledged before the backup started, ` +
      `backup holding ${inBackup}, ${journal} deliveries made after it marked delivered from the journal, ` +
      `${afterBackup.length} arrived after it (listed by reference), ${held.length} pending at the stop and delivered once by the restored server; ` +
      `CRM accepted ${crm.accepted.size} distinct (${crmAfterRestore.length} after the restore, ${duplicateCrm} twice), ` +
      `${agencyMails(drill).length} lead emails (${agencyMails(drill).length - emailsBeforeRestore} after the restore, ${duplicateEmails} duplicates among all ${smtp.received.length} emails); ` +
      `times: sending ${timings.sendMs} ms, backup ${timings.backupMs} ms, restore ${timings.restoreMs} ms, drill ${timings.drillMs} ms`,
  )
  expect(crmAfterRestore.map(([key]) => key).sort()).toEqual(held.map((ack) => ack.id).sort())
  expect(duplicateCrm).toBe(0)
  expect(agencyMails(drill)).toHaveLength(LEADS)
  expect(duplicateEmails).toBe(0)
  for (const ack of beforeBackup) {
    expect(final.get(ack.id)).toEqual({ crm: 'forwarded', email: 'forwarded' })
  }
  expect(await readdir(join(drill.backupDir, JOURNAL_FOLDER))).not.toHaveLength(0)
}

describe.each(STORE_FACTORIES.map(({ dialect }) => ({ dialect })))(
  'the restore drill on $dialect',
  ({ dialect }) => {
    let root: string
    let crm: FakeCrm
    let smtp: FakeSmtp
    const servers: ServerProcess[] = []

    beforeEach(async () => {
      root = await mkdtemp(join(tmpdir(), 'hard-hat-drill-'))
      crm = await startFakeCrm()
      smtp = await startFakeSmtp()
    })
    afterEach(async () => {
      for (const server of servers.splice(0)) await server.stop()
      await crm.close()
      await smtp.close()
      await rm(root, { recursive: true, force: true })
    })

    // About 25 s a store on a quiet machine; the bounds are generous for a loaded one.
    it('restores every lead acknowledged before the backup with its delivery state, and sends none twice', async () => {
      const drillStartedAt = performance.now()
      const backupDir = join(root, 'backups')
      const drill: Drill = {
        dialect,
        root,
        crm,
        smtp,
        servers,
        backupDir,
        env: {
          BACKUP_DIR: backupDir,
          BACKUP_INTERVAL_HOURS: '0',
          PG_BIN: POSTGRES_BIN,
          CRM_URL: crm.url,
          CRM_API_KEY: 'drill-key',
          SMTP_URL: smtp.url,
          NOTIFY_EMAIL: 'agency@hard-hat.example',
          RATE_LIMIT_MAX: '0',
          RETRY_BASE_MS: '20',
          RETRY_MAX_DELAY_MS: '200',
        },
        timings: {},
        drillStartedAt,
        isBackupDone: false,
        isOldServerGone: false,
      }
      const oldStore = await storeEnv(drill, 'old')
      const sent = await sendLeadsAndBackUp(drill, oldStore)
      const stopped = await stopOldServer(drill, oldStore, sent)
      const restored = await restoreIntoFreshStore(drill, sent, stopped)
      await deliverHeldLeadsOnce(drill, sent, stopped, restored)
    }, 600_000)
  },
)
