// pnpm bench:outage: the CRM refuses everything for 24 hours, then recovers, on the DEFAULT retry
// schedule. The clock is injected, so a day passes in seconds: each 5-minute step runs one delivery
// round against a fake CRM (a real HTTP server) and a real SMTP server on loopback. Every stored
// lead must end forwarded and emailed, each accepted exactly once, none failed.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../src/app.js'
import { DEFAULT_RETRY_SCHEDULE, shortestRetrySpanMs } from '../src/outbox/index.js'
import { createSqliteStore } from '../src/store/sqlite.js'
import { LEAD_BODIES } from '../src/test/bodies.js'
import { startFakeCrm } from '../src/test/fake-crm.js'
import { startFakeSmtp } from '../src/test/fake-smtp.js'

const LEADS = 300
const HOUR_MS = 3_600_000
const OUTAGE_MS = 24 * HOUR_MS
const STEP_MS = 5 * 60_000

const dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-outage-'))
const crm = await startFakeCrm('refuse')
const smtp = await startFakeSmtp()
let nowMs = Date.now()
const store = createSqliteStore({ dataDir })
const app = await buildApp({
  store,
  rateLimitMax: 0,
  publicOrigin: 'https://www.hard-hat.example',
  outbox: {
    crm: { url: crm.url, apiKey: 'bench-key' },
    email: {
      smtpUrl: smtp.url,
      to: ['leads@agency.example'],
      from: 'website@agency.example',
      publicOrigin: 'https://www.hard-hat.example',
    },
    // The default schedule: nothing about retries is set here.
    now: () => nowMs,
    pollIntervalMs: HOUR_MS,
  },
})
await app.ready()
const started = Date.now()
try {
  const ids = new Set<string>()
  for (let index = 0; index < LEADS; index += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ formType: 'contact', formData: LEAD_BODIES.contact }),
    })
    ids.add(response.json().id)
  }
  nowMs = Date.now()
  const outageEndMs = nowMs + OUTAGE_MS
  while (nowMs < outageEndMs) {
    nowMs += STEP_MS
    await app.outbox.drain()
  }
  const refused = crm.requests.length
  const pendingAtRecovery = (await store.countByForwardStatus('crm')).pending
  crm.behaviour = 'accept'
  const recoveredMs = nowMs
  while (crm.accepted.size < ids.size && nowMs - recoveredMs < 2 * HOUR_MS) {
    nowMs += STEP_MS
    await app.outbox.drain()
  }
  const crmCounts = await store.countByForwardStatus('crm')
  const emailCounts = await store.countByForwardStatus('email')
  const messageIds = smtp.received.map((mail) => mail.header('message-id'))
  const duplicates =
    [...crm.accepted.values()].filter((count) => count > 1).length +
    (messageIds.length - new Set(messageIds).size)
  const failed = crmCounts.failed + emailCounts.failed

  console.log('outage: CRM refuses every request for 24 h, default schedule, injected clock')
  console.log(
    `retry window: at least ${(shortestRetrySpanMs(DEFAULT_RETRY_SCHEDULE) / HOUR_MS).toFixed(1)} h ` +
      `(back-off ${DEFAULT_RETRY_SCHEDULE.baseDelayMs / 1000} s doubling, capped at ` +
      `${DEFAULT_RETRY_SCHEDULE.maxDelayMs / 60_000} min; before: 254 s at most)`,
  )
  console.log(
    `CRM refused ${refused} attempts in the outage (${(refused / LEADS).toFixed(1)} a lead); ` +
      `${pendingAtRecovery} leads still pending, none failed, at recovery`,
  )
  console.log(
    `all forwarded ${((nowMs - recoveredMs) / 60_000).toFixed(0)} simulated min after recovery; ` +
      `the whole run took ${((Date.now() - started) / 1000).toFixed(1)} s of real time`,
  )
  console.log(
    `stored ${ids.size}, forwarded ${crmCounts.forwarded}, emailed ${smtp.received.length}, ` +
      `failed ${failed}, duplicates ${duplicates}`,
  )
  const isClean =
    crmCounts.forwarded === LEADS &&
    crm.accepted.size === LEADS &&
    emailCounts.forwarded === LEADS &&
    smtp.received.length === LEADS &&
    failed === 0 &&
    duplicates === 0
  if (!isClean) process.exitCode = 1
} finally {
  await app.close()
  await crm.close()
  await smtp.close()
  await rm(dataDir, { recursive: true, force: true })
}
