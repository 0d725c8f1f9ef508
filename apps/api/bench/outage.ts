// pnpm bench:outage: the CRM refuses everything for a while, then recovers. Every stored lead must
// end forwarded, and the CRM must accept each exactly once.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSqliteStore } from '../src/store/sqlite.js'
import { LEAD_BODIES } from '../src/test/bodies.js'
import { startFakeCrm, waitFor } from '../src/test/fake-crm.js'
import { startServer } from './server-process.js'

const LEADS = 300
const OUTAGE_MS = 5000

const dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-outage-'))
const crm = await startFakeCrm('refuse')
const server = await startServer({
  DATA_DIR: dataDir,
  RATE_LIMIT_MAX: '0',
  CRM_URL: crm.url,
  CRM_API_KEY: 'bench-key',
  CRM_RETRY_BASE_MS: '200',
  CRM_RETRY_MAX_MS: '2000',
  CRM_MAX_ATTEMPTS: '50',
})
try {
  const started = Date.now()
  const ids: string[] = []
  for (let index = 0; index < LEADS; index += 1) {
    const response = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ formType: 'contact', formData: LEAD_BODIES.contact }),
    })
    ids.push(((await response.json()) as { id: string }).id)
  }
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - started))),
  )
  const refusedDuringOutage = crm.requests.length
  crm.behaviour = 'accept'
  const recovered = Date.now()
  await waitFor(() => ids.every((id) => crm.accepted.has(id)), 60_000)
  const drainedMs = Date.now() - recovered
  await server.stop()

  const store = createSqliteStore({ dataDir })
  const counts = await store.countByForwardStatus('crm')
  await store.close()
  const deliveredTwice = [...crm.accepted.values()].filter((count) => count > 1).length
  console.log(
    `stored ${LEADS}; CRM refused ${refusedDuringOutage} attempts during a ${OUTAGE_MS / 1000} s outage; ` +
      `after recovery all forwarded in ${drainedMs} ms`,
  )
  console.log(
    `forwarded ${counts.forwarded}, pending ${counts.pending}, failed ${counts.failed}; ` +
      `CRM accepted ${crm.accepted.size} distinct leads, ${deliveredTwice} more than once`,
  )
  if (counts.forwarded !== LEADS || crm.accepted.size !== LEADS || deliveredTwice > 0) {
    process.exitCode = 1
  }
} finally {
  await crm.close()
  await rm(dataDir, { recursive: true, force: true })
}
