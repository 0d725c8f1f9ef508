import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CDPSession } from '@playwright/test'
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
