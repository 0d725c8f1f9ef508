import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, SERVER_ENTRY } from './offer-server'

const SETUP_LINK_ENTRY = SERVER_ENTRY.replace(/server\.js$/, 'admin-setup-link.js')

/** A built server of a test's own, at http://localhost:PORT, and its first owner's setup link. */
export interface PasskeyServer {
  readonly url: string
  readonly setupLink: string
  stop(): Promise<void>
}

/**
 * Starts the built server on a store of its own for signing in with passkeys: WebAuthn refuses an
 * IP address as the relying party, so it answers at http://localhost:PORT with PUBLIC_ORIGIN
 * saying so. `envOf` gives the environment for the port, origin and data folder chosen; the
 * first owner's setup link is printed by admin:setup-link, as the agency would.
 */
export async function startPasskeyServer(
  envOf: (port: number, url: string, dataDir: string) => NodeJS.ProcessEnv,
): Promise<PasskeyServer> {
  const port = await freePort()
  const url = `http://localhost:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'hard-hat-passkeys-'))
  const env = envOf(port, url, dataDir)
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], { env, stdio: 'ignore' })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      if (tries > 600) throw new Error('the server did not start')
    }
    await new Promise((done) => setTimeout(done, 50))
  }
  const printed = execFileSync(process.execPath, [SETUP_LINK_ENTRY], { env, encoding: 'utf8' })
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
