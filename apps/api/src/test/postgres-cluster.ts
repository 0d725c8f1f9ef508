import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

const run = promisify(execFile)

/** Where Debian's postgresql package puts the server binaries; PG_BIN overrides. */
export const POSTGRES_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

/** A throwaway PostgreSQL cluster in a temporary directory. */
export interface PostgresCluster {
  /** URL of the `postgres` database, for creating one database per test. */
  readonly url: string
  /** Sends a signal to the server and every backend (SIGSTOP freezes it, SIGKILL crashes it). */
  signal(signal: 'SIGSTOP' | 'SIGCONT' | 'SIGKILL'): Promise<void>
  /** Stops the server cleanly, keeping its data (start() brings it back). */
  halt(): Promise<void>
  /** Starts the server again on the same port and data (after halt() or a SIGKILL). */
  start(): Promise<void>
  stop(): Promise<void>
}

/** A free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * Starts a cluster from the installed binaries, as the `postgres` user when running as root (the
 * server refuses to run as root). `isDurable: false` turns fsync off, for tests only.
 */
export async function startPostgresCluster(
  options: { isDurable?: boolean } = {},
): Promise<PostgresCluster> {
  if (!existsSync(join(POSTGRES_BIN, 'pg_ctl'))) {
    throw new Error(
      `@hard-hat/api: PostgreSQL binaries not found in ${POSTGRES_BIN}. The PostgreSQL half of the suite ` +
        'needs them: install them with `apt-get install -y postgresql` (.ci/run does), or set PG_BIN.',
    )
  }
  const isRoot = process.getuid?.() === 0
  const asOwner = async (binary: string, args: string[]) =>
    isRoot
      ? run('runuser', ['-u', 'postgres', '--', join(POSTGRES_BIN, binary), ...args])
      : run(join(POSTGRES_BIN, binary), args)

  const directory = await mkdtemp(join(tmpdir(), 'hard-hat-pg-'))
  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: group } = await run('id', ['-g', 'postgres'])
    await chown(directory, Number(stdout.trim()), Number(group.trim()))
  }
  const dataDir = join(directory, 'data')
  await asOwner('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '-N',
  ])
  const port = await freePort()
  const settings = [
    '-c listen_addresses=127.0.0.1',
    `-p ${port}`,
    `-k ${directory}`,
    '-c max_connections=200',
    ...(options.isDurable === false
      ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']
      : []),
  ].join(' ')
  const start = () =>
    asOwner('pg_ctl', ['-D', dataDir, '-l', join(directory, 'log'), '-w', '-o', settings, 'start'])
  await start()
  /** The postmaster and its children (backends, checkpointer, WAL writer…). */
  const processIds = async (): Promise<number[]> => {
    const head = await readFile(join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '')
    const postmaster = Number(head.split('\n')[0])
    if (!Number.isInteger(postmaster) || postmaster <= 0) return []
    const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(postmaster)]).catch(() => ({
      stdout: '',
    }))
    return [postmaster, ...stdout.split(/\s+/).filter(Boolean).map(Number)]
  }
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async signal(signal) {
      if (signal === 'SIGSTOP') {
        // The postmaster first, so it cannot fork a backend for a new connection between the list
        // of its children and their freeze (that backend would keep serving: a flaky "frozen"
        // database that still answers). A stopped parent is not noticed by its children.
        const [postmaster, ...children] = await processIds()
        if (postmaster !== undefined) process.kill(postmaster, 'SIGSTOP')
        const frozen = new Set(children)
        for (const id of (await processIds()).slice(1)) frozen.add(id)
        for (const id of frozen) {
          try {
            process.kill(id, 'SIGSTOP')
          } catch {
            // already gone
          }
        }
        return
      }
      const ids = await processIds()
      // Children first when killing, so none notices its parent going before it does.
      for (const id of signal === 'SIGCONT' ? ids : [...ids].reverse()) {
        try {
          process.kill(id, signal)
        } catch {
          // already gone
        }
      }
      if (signal === 'SIGKILL') {
        // The kernel may still be tearing the processes down; wait until the port is free.
        for (let tries = 0; tries < 100 && (await processIds()).some(isAlive); tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }
    },
    halt: async () => {
      await asOwner('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
    },
    start: async () => {
      await start()
    },
    async stop() {
      await asOwner('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {})
      await rm(directory, { recursive: true, force: true })
    },
  }
}

function isAlive(processId: number): boolean {
  try {
    process.kill(processId, 0)
    return true
  } catch {
    return false
  }
}

let databaseCounter = 0

/** Creates an empty database in the cluster and returns its URL. */
export async function createDatabase(adminUrl: string): Promise<string> {
  databaseCounter += 1
  const name = `t_${process.pid}_${databaseCounter}_${Math.random().toString(36).slice(2, 8)}`
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}
