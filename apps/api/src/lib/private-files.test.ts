import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDeliveryJournal, JOURNAL_FOLDER, takeBackup } from '../ops/index.js'
import { createSqliteStore } from '../store/sqlite.js'
import { sampleSubmission } from '../test/submissions.js'

const modeOf = async (path: string) => (await stat(path)).mode & 0o777

/** Sets the process's umask where the test runs in a process of its own (not in a worker thread). */
function trySetUmask(mask: number): number | undefined {
  try {
    return process.umask(mask)
  } catch {
    return undefined
  }
}

describe('the store, its folder, its backups and its journal', () => {
  let root: string
  let previousUmask: number | undefined

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'hard-hat-modes-'))
    // The widest umask there is: nothing of what follows may be readable by others anyway.
    previousUmask = trySetUmask(0)
  })
  afterEach(async () => {
    if (previousUmask !== undefined) process.umask(previousUmask)
    await rm(root, { recursive: true, force: true })
  })

  it('are created 0600 (files) and 0700 (folders) whatever the umask', async () => {
    const dataDir = join(root, 'data', 'inbox')
    const store = createSqliteStore({ dataDir })
    await store.migrate()
    await store.insertSubmission(sampleSubmission())
    const backupDir = join(root, 'backups')
    const journal = createDeliveryJournal(join(backupDir, JOURNAL_FOLDER))
    await journal.recordAccessEnded({ at: Date.now(), ended: 'token', id: 't1' })
    const backup = await takeBackup(
      { dialect: 'sqlite', databaseFile: join(dataDir, 'hard-hat.sqlite') },
      { backupDir, keep: 3, pgBin: undefined },
    )
    try {
      for (const folder of [
        join(root, 'data'),
        dataDir,
        backupDir,
        join(backupDir, JOURNAL_FOLDER),
      ]) {
        expect((await modeOf(folder)).toString(8), folder).toBe('700')
      }
      const files = [
        ...(await readdir(dataDir)).map((name) => join(dataDir, name)),
        backup.file,
        ...(await readdir(join(backupDir, JOURNAL_FOLDER))).map((name) =>
          join(backupDir, JOURNAL_FOLDER, name),
        ),
      ]
      expect(files.some((file) => file.endsWith('-wal'))).toBe(true)
      for (const file of files) expect((await modeOf(file)).toString(8), file).toBe('600')
    } finally {
      await store.close()
    }
  })
})
