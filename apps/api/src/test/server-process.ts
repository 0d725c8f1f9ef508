import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { isListeningOn } from '../../../../scripts/listening-socket'
import { freePort } from './postgres-cluster.js'

export { freePort }

const BUILT_ENTRY = fileURLToPath(new URL('../../dist/server.js', import.meta.url))

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
 * Starts the server with the given environment and waits until /api/health answers: the build,
 * `node dist/server.js`, as production runs it (the tests' global setup builds it first when the
 * source is newer, built-api.ts). `nodeArgs` go to Node before the entry (`--cpu-prof`).
 */
export async function startServer(
  env: Record<string, string>,
  options: {
    port?: number
    nodeArgs?: readonly string[]
    /** Another build's `server.js` (bench:compare runs two builds side by side). */
    entry?: string
  } = {},
): Promise<ServerProcess> {
  const args = [...(options.nodeArgs ?? []), options.entry ?? BUILT_ENTRY]
  // A port chosen here was free when chosen; another test's server can take it before this one
  // binds it (more likely the slower the start), so a lost port is chosen again, twice at most.
  for (let attempt = 1; ; attempt += 1) {
    const port = options.port ?? (await freePort())
    const started = await spawnServer(args, { ...env, PORT: String(port) }, port)
    if (started !== 'port taken') return started
    if (options.port !== undefined || attempt === 3)
      throw new Error(`server did not start: port ${port} is another process's`)
  }
}

/** The server on `port`, once it answers /api/health from its own socket; 'port taken' if not. */
async function spawnServer(
  args: readonly string[],
  env: Record<string, string>,
  serverPort: number,
): Promise<ServerProcess | 'port taken'> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let errors = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString()
    process.stderr.write(chunk)
  })
  const url = `http://127.0.0.1:${serverPort}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // Bounds a hang only: a start, however slow, is waited for by its answer.
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok && (await isListeningOn(child.pid, serverPort)))
        break
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null && /EADDRINUSE/.test(output + errors)) return 'port taken'
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL')
      throw new Error(`server did not start:\n${output}${errors}`)
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
