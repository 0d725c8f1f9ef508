import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { E2E_ADMIN_TOKEN, freePort } from '../playwright.config'

export { freePort }

// P-offer-ends-for-every-reader: the built server started with an offer's deadline of a test's
// choosing (LIMITED_OFFER_ENDS_AT, CELEBRATION_OFFER_ENDS_AT), on the e2e build's snapshot.

/** A server started for one test, with its own store. */
export interface OfferServer {
  readonly url: string
  readonly endsAtMs: number
  stop(): Promise<void>
}

export type DeadlineVariable = 'LIMITED_OFFER_ENDS_AT' | 'CELEBRATION_OFFER_ENDS_AT'

/** A whole second `secondsAhead` from now (negative: in the past), as the agency would write it. */
export function isoSecondsAhead(secondsAhead: number): string {
  const ms = Math.ceil((Date.now() + secondsAhead * 1000) / 1000) * 1000
  return new Date(ms).toISOString().replace('.000Z', 'Z')
}

/** The built server's environment for a test: its own store, the e2e build, the given deadlines. */
export function serverEnv(port: number, deadlines: Partial<Record<DeadlineVariable, string>>) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'hard-hat-offer-')),
    WEB_BUILD_DIR: join(process.env.E2E_DATA_DIR ?? '', 'site'),
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

/** The built server with the given deadlines; `endsAtMs` is the latest of them. */
export async function startServerWith(
  deadlines: Partial<Record<DeadlineVariable, string>>,
): Promise<OfferServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const endsAtMs = Math.max(...Object.values(deadlines).map((iso) => Date.parse(iso ?? '')))
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env: serverEnv(port, deadlines),
    stdio: 'ignore',
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      if (tries > 300) throw new Error('the offer server did not start')
    }
    await new Promise((done) => setTimeout(done, 50))
  }
  return {
    url,
    endsAtMs,
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
