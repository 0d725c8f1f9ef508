import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const SERVER_ENTRY = fileURLToPath(new URL('../dist/server.js', import.meta.url))

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** The built server running in its own process, as production runs it. */
export interface ServerProcess {
  readonly url: string
  readonly child: ChildProcess
  /** kill -9: no shutdown hook runs. */
  crash(): Promise<void>
  stop(): Promise<void>
}

/** Starts `node dist/server.js` with the given environment and waits until /api/health answers. */
export async function startServer(
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  const serverPort = port ?? (await freePort())
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(serverPort), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${serverPort}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 15_000
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url,
    child,
    async crash() {
      child.kill('SIGKILL')
      await exited
    },
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}
