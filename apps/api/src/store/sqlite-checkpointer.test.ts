import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { startCheckpointer } from './sqlite-checkpointer.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function walDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'hard-hat-checkpointer-'))
  dirs.push(dir)
  const file = join(dir, 'test.sqlite')
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  // The store's own connection never checkpoints here: only the checkpointer can.
  db.pragma('wal_autocheckpoint = 0')
  db.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, text TEXT NOT NULL)')
  return { db, file }
}

describe('startCheckpointer', () => {
  it('copies committed pages into the database file from its own thread, so a new connection reads them without the WAL', async () => {
    const { db, file } = walDatabase()
    const checkpointer = startCheckpointer(file, 10)
    const insert = db.prepare('INSERT INTO rows (text) VALUES (?)')
    db.transaction(() => {
      for (let index = 0; index < 500; index += 1) insert.run('x'.repeat(200))
    })()
    const sizeBefore = statSync(file).size
    await expect.poll(() => statSync(file).size, { timeout: 5_000 }).toBeGreaterThan(sizeBefore)
    await checkpointer.stop()
    db.close()
    // The WAL was checkpointed and removed on close; the rows are in the file itself.
    const reopened = new Database(file, { readonly: true })
    expect(reopened.prepare('SELECT COUNT(*) AS count FROM rows').get()).toEqual({ count: 500 })
    reopened.close()
  })

  it('stops once and lets the database close and be removed', async () => {
    const { db, file } = walDatabase()
    const checkpointer = startCheckpointer(file, 10)
    await checkpointer.stop()
    db.close()
    expect(() => statSync(`${file}-wal`)).toThrow()
  })
})
