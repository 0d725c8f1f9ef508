import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { freePort } from './postgres-cluster.js'

export { freePort }

const BUILT_ENTRY = fileURLToPath(new URL('../../dist/server.js', import.meta.url))
const SOURCE_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url))

/** The server running in its own process, as production runs it. */
export interface ServerProcess {
  readonly url: string
  readonly port: number
  readonly child: ChildProcess
  /** Everything it logged so far (pino's JSON lines on stdout). */
  readonly output: () => string
  /** kill -9: no shutdown hook runs. */
  crash(): Promise<void>
  stop(): Promise<void>
}

/**
 * Starts the server with the given environment and waits until /api/health answers: the build
 * (`node dist/server.js`, benchmarks) or, with `fromSource`, the same entry through tsx (tests,
 * which run before any build of the API). `nodeArgs` go to Node before the entry (`--cpu-prof`).
 */
export async function startServer(
  env: Record<string, string>,
  options: {
    port?: number
    fromSource?: boolean
    nodeArgs?: readonly string[]
    /** Another build's `server.js` (bench:compare runs two builds side by side). */
    entry?: string
  } = {},
): Promise<ServerProcess> {
  const serverPort = options.port ?? (await freePort())
  const entry = options.fromSource
    ? ['--import', 'tsx', SOURCE_ENTRY]
    : [options.entry ?? BUILT_ENTRY]
  const args = [...(options.nodeArgs ?? []), ...entry]
  const child = spawn(process.execPath, args, {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(serverPort), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const url = `http://127.0.0.1:${serverPort}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 30_000
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL')
      throw new Error(`server did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url,
    port: serverPort,
    child,
    output: () => output,
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
