import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { isListeningOn } from '../../../scripts/listening-socket'
import { E2E_ADMIN_TOKEN, freePort } from '../playwright.config'

export { freePort }

// P-offer-ends-for-every-reader: the built server started with an offer's deadline of a test's
// choosing (LIMITED_OFFER_ENDS_AT, CELEBRATION_OFFER_ENDS_AT), on the e2e build's snapshot.

/** A server started for one test, with its own store. */
export interface OfferServer {
  readonly url: string
  readonly endsAtMs: number
  /** The deadlines it was started with: a short one is later than asked if the server restarted. */
  readonly deadlines: Partial<Record<DeadlineVariable, string>>
  stop(): Promise<void>
}

export type DeadlineVariable = 'LIMITED_OFFER_ENDS_AT' | 'CELEBRATION_OFFER_ENDS_AT'

/** A whole second `secondsAhead` from now (negative: in the past), as the agency would write it. */
export function isoSecondsAhead(secondsAhead: number): string {
  return toIsoSeconds(Math.ceil((Date.now() + secondsAhead * 1000) / 1000) * 1000)
}

/**
 * The built server's environment for a test: its own store (in `dataDir`, a new folder by default),
 * the e2e build, the given deadlines.
 */
export function serverEnv(
  port: number,
  deadlines: Partial<Record<DeadlineVariable, string>>,
  dataDir = mkdtempSync(join(tmpdir(), 'hard-hat-offer-')),
) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_BUILD_DIR: join(process.env.E2E_DATA_DIR ?? '', 'site'),
    // The build's server bundle renders what the store publishes (the site above is a copy).
    WEB_SERVER_BUILD: resolve('build/server/index.js'),
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'warn',
    CRM_URL: '',
    SMTP_URL: '',
    ...deadlines,
  }
}

/** The API as built (`node dist/server.js`), as production starts it. */
export const SERVER_ENTRY = resolve('../api/dist/server.js')

/** The built server with one offer's deadline `secondsAhead` from now (whole seconds). */
export async function startOfferServer(
  variable: DeadlineVariable,
  secondsAhead: number,
): Promise<OfferServer> {
  return startServerWith({ [variable]: isoSecondsAhead(secondsAhead) })
}

/** A deadline less than this far ahead is a test's short one, re-counted if the start was slow. */
const SHORT_LEAD_MS = 60_000
/** How much of a short lead a start may take before the server is started again. */
const startAllowanceMs = (leadMs: number) => Math.max(3000, leadMs / 4)

/** How far `iso` is ahead of `fromMs` if that is a short lead, else `null`. */
function shortLeadMs(iso: string | undefined, fromMs: number): number | null {
  const leadMs = Date.parse(iso ?? '') - fromMs
  return leadMs > 0 && leadMs < SHORT_LEAD_MS ? leadMs : null
}

/**
 * The built server with the given deadlines; `endsAtMs` is the latest of them. A test reads the
 * running offer within a short lead of its start (seconds), so that lead is counted from when the
 * server answered: when a busy machine took more than a quarter of it (at least 3 s) to start the
 * server, it is started again with each short deadline set that lead, plus half as long again as
 * the last start took, after the new start begins; up to three times. `deadlines` says which.
 */
export async function startServerWith(
  deadlines: Partial<Record<DeadlineVariable, string>>,
  dataDir?: string,
): Promise<OfferServer> {
  const leads = Object.entries(deadlines).flatMap(([variable, iso]) => {
    const leadMs = shortLeadMs(iso, Date.now())
    return leadMs === null ? [] : [{ variable, leadMs }]
  })
  let wanted = deadlines
  for (let attempt = 1; ; attempt += 1) {
    const startedAt = Date.now()
    const server = await launchServer(wanted, 1, dataDir)
    const readyAt = Date.now()
    const leftMs = (variable: string) =>
      Date.parse(wanted[variable as DeadlineVariable] ?? '') - readyAt
    if (
      attempt === 3 ||
      leads.every(({ variable, leadMs }) => leftMs(variable) >= leadMs - startAllowanceMs(leadMs))
    )
      return server
    await server.stop()
    const restartAt = Date.now()
    const expectedStartMs = (readyAt - startedAt) * 1.5
    wanted = {
      ...wanted,
      ...Object.fromEntries(
        leads.map(({ variable, leadMs }) => [
          variable,
          toIsoSeconds(Math.ceil((restartAt + expectedStartMs + leadMs) / 1000) * 1000),
        ]),
      ),
    }
  }
}

/** A time in whole seconds as the agency would write it. */
function toIsoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z')
}

async function launchServer(
  deadlines: Partial<Record<DeadlineVariable, string>>,
  attempt = 1,
  dataDir?: string,
): Promise<OfferServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const endsAtMs = Math.max(...Object.values(deadlines).map((iso) => Date.parse(iso ?? '')))
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env: serverEnv(port, deadlines, dataDir),
    stdio: 'ignore',
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  // Bounds a hang only: a start, however slow, is waited for by its own answer (not that of
  // another test's server that took the port first, which makes this one exit).
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok && (await isListeningOn(child.pid, port))) break
    } catch {
      // not listening yet
    }
    // It exits at once when its port was taken: chosen again, twice at most.
    if (child.exitCode !== null && attempt < 3) return launchServer(deadlines, attempt + 1, dataDir)
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the offer server did not start on port ${port}`)
    }
    await new Promise((done) => setTimeout(done, 50))
  }
  return {
    url,
    endsAtMs,
    deadlines,
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** Waits until just after `endsAtMs`. */
export async function untilPast(endsAtMs: number) {
  const waitMs = endsAtMs - Date.now() + 300
  if (waitMs > 0) await new Promise((done) => setTimeout(done, waitMs))
}

/** The stored submissions of `server` whose text contains `needle`. */
export async function storedOn(page: Page, server: OfferServer, needle: string) {
  const response = await page.request.get(`${server.url}/api/admin/submissions`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  })
  const { submissions } = (await response.json()) as {
    submissions: { formType: string; email: string | null; payload: Record<string, unknown> }[]
  }
  return submissions.filter((submission) => JSON.stringify(submission).includes(needle))
}
