import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
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
  await asOwner('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(directory, 'log'),
    '-w',
    '-o',
    settings,
    'start',
  ])
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await asOwner('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {})
      await rm(directory, { recursive: true, force: true })
    },
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
