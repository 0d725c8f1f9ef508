import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import {
  type Browser,
  type BrowserContext,
  type CDPSession,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test'
import { freePort, SERVER_ENTRY } from './offer-server'

// A server for the specs that sign in as a person with a passkey. WebAuthn refuses an IP address
// as the relying party, so the server runs at http://localhost:PORT with PUBLIC_ORIGIN saying so.

const SETUP_LINK_ENTRY = SERVER_ENTRY.replace(/server\.js$/, 'admin-setup-link.js')

export interface PasskeyServer {
  readonly url: string
  /** The first owner's setup link, as `admin:setup-link` prints it. */
  readonly setupLink: string
  stop(): Promise<void>
}

/** The built server on its own store, with no ADMIN_TOKEN; `env` adds to its environment. */
export async function startPasskeyServer(env: Record<string, string> = {}): Promise<PasskeyServer> {
  const port = await freePort()
  const url = `http://localhost:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'hard-hat-people-'))
  const serverEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_BUILD_DIR: join(process.env.E2E_DATA_DIR ?? '', 'site'),
    PUBLIC_ORIGIN: url,
    ADMIN_TOKEN: '',
    RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'warn',
    CRM_URL: '',
    ...env,
  }
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'ignore'],
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      if (tries > 300) throw new Error('the server did not start')
    }
    await new Promise((done) => setTimeout(done, 50))
  }
  // The journal only says a setup link is pending; the agency prints it with admin:setup-link.
  const printed = execFileSync(process.execPath, [SETUP_LINK_ENTRY], {
    env: serverEnv,
    encoding: 'utf8',
  })
  const setupLink = new RegExp(`${url}/admin/welcome#[\\w-]{43}`).exec(printed)?.[0] ?? ''
  return {
    url,
    setupLink,
    async stop() {
      child.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A virtual authenticator like a laptop's: resident keys, user verification that succeeds. */
export async function addAuthenticator(
  cdp: CDPSession,
  transport: 'internal' | 'usb' = 'internal',
) {
  return cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport,
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  })
}

/** A page of `context` with its own platform authenticator (a passkey store), via DevTools. */
export async function pageWithAuthenticator(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await addAuthenticator(cdp)
  return page
}

/**
 * The first owner, Olive Owner, registered through the server's setup link with a passkey on a
 * page of `context`, as the agency does once: answers that page, signed in at the leads.
 */
export async function signUpFirstOwner(
  context: BrowserContext,
  server: PasskeyServer,
): Promise<Page> {
  const owner = await pageWithAuthenticator(context)
  await owner.goto(server.setupLink)
  await owner.getByLabel('Your name').fill('Olive Owner')
  await owner.getByLabel('Your email address').fill('olive@agency.example')
  await owner.getByLabel('Name this passkey').fill('Olive’s laptop')
  await owner.getByRole('button', { name: 'Create a passkey' }).click()
  await expect(owner.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
  return owner
}

/** The built server with the web build's server bundle (so publishing serves), and no email. */
export const startEditorServer = () =>
  startPasskeyServer({ WEB_SERVER_BUILD: resolve('build/server/index.js'), SMTP_URL: '' })

/** The first owner signed up (signUpFirstOwner) in a new context at the test project's viewport. */
export async function firstOwnerAtViewport(
  browser: Browser,
  server: PasskeyServer,
  testInfo: TestInfo,
) {
  const viewport = testInfo.project.use.viewport ?? { width: 1280, height: 800 }
  const context = await browser.newContext({ baseURL: server.url, viewport })
  const owner = await signUpFirstOwner(context, server)
  return { owner, context, viewport }
}
