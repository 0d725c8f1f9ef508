import { execFile, spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { countPostgres, type StoreCounts } from './counts.js'

const run = promisify(execFile)

/**
 * Where PostgreSQL's client programs are: PG_BIN when set, else the newest of Debian's
 * /usr/lib/postgresql/N/bin, else whatever `pg_dump` the PATH finds.
 */
export function postgresBinary(name: 'pg_dump' | 'pg_restore' | 'psql', pgBin?: string): string {
  if (pgBin) return join(pgBin, name)
  const debian = '/usr/lib/postgresql'
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter(
          (version) => /^\d+$/.test(version) && existsSync(join(debian, version, 'bin', name)),
        )
        .sort((a, b) => Number(b) - Number(a))
    : []
  return versions[0] ? join(debian, versions[0], 'bin', name) : name
}

/** Runs a client program; its stderr becomes the error (it never holds lead data). */
async function runClient(binary: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(binary, args, { maxBuffer: 64 * 1024 * 1024 })
    return stdout
  } catch (error) {
    const failure = error as Error & { stderr?: string }
    throw new Error(`${binary} failed: ${(failure.stderr ?? failure.message).trim()}`)
  }
}

/**
 * Dumps the database with pg_dump (custom format) into `partial`, and counts what the dump holds
 * in the very snapshot it is taken from: a repeatable-read transaction exports its snapshot, the
 * counts are read in it, and pg_dump dumps that same snapshot while the transaction stays open.
 */
export async function dumpPostgresStore(
  databaseUrl: string,
  partial: string,
  pgBin?: string,
): Promise<StoreCounts> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: 'hard-hat-backup',
  })
  await client.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows } = await client.query<{ snapshot: string }>(
      'SELECT pg_export_snapshot() AS snapshot',
    )
    const counts = await countPostgres(client)
    await runClient(postgresBinary('pg_dump', pgBin), [
      '--format=custom',
      `--snapshot=${rows[0]?.snapshot ?? ''}`,
      '--no-owner',
      '--no-acl',
      `--file=${partial}`,
      `--dbname=${databaseUrl}`,
    ])
    await client.query('COMMIT')
    return counts
  } finally {
    await client.end()
  }
}

/** Checks a dump: pg_restore reads its table of contents, and it holds the store's tables. */
export async function checkPostgresDump(
  file: string,
  pgBin?: string,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  try {
    const list = await runClient(postgresBinary('pg_restore', pgBin), ['--list', file])
    const missing = ['submissions', 'outbox', 'schema_migrations'].filter(
      (table) => !new RegExp(`TABLE DATA public ${table} `).test(list),
    )
    if (missing.length > 0)
      return { ok: false, reason: `not a store dump: no ${missing.join(', ')} data` }
    return { ok: true }
  } catch (error) {
    return { ok: false, reason: (error as Error).message }
  }
}

/**
 * Replaces everything in the database's public schema with the dump, in one transaction: the
 * schema is dropped and made again, then the dump's SQL (pg_restore's output) runs through psql;
 * any error rolls all of it back and the database is as it was.
 */
export async function restorePostgresDump(
  file: string,
  databaseUrl: string,
  pgBin?: string,
): Promise<void> {
  const restore = spawn(
    postgresBinary('pg_restore', pgBin),
    ['--no-owner', '--no-acl', '--file=-', file],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const psql = spawn(
    postgresBinary('psql', pgBin),
    [
      '--no-psqlrc',
      '--quiet',
      '--set=ON_ERROR_STOP=1',
      '--single-transaction',
      '--command=DROP SCHEMA public CASCADE',
      '--command=CREATE SCHEMA public',
      '--file=-',
      `--dbname=${databaseUrl}`,
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  )
  restore.stdout.pipe(psql.stdin)
  const errors: string[] = []
  restore.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()))
  psql.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()))
  const exitOf = (child: typeof restore | typeof psql) =>
    new Promise<number>((resolve, reject) => {
      child.once('error', reject)
      child.once('close', (code) => resolve(code ?? 1))
    })
  const [restoreCode, psqlCode] = await Promise.all([exitOf(restore), exitOf(psql)])
  if (restoreCode !== 0 || psqlCode !== 0) {
    throw new Error(`restore failed, nothing changed: ${errors.join('').trim()}`)
  }
}
