import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SEED_CONTENT } from '@hard-hat/content'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { type LockTarget, restoreBackup, takeBackup } from '../ops/index.js'
import { createPostgresStore } from '../store/postgres.js'
import { createSqliteStore } from '../store/sqlite.js'
import { SEED_ARTICLE_INPUT as input } from '../test/content.js'
import { createDatabase, POSTGRES_BIN } from '../test/postgres-cluster.js'
import { STORE_FACTORIES, type TestStore } from '../test/stores.js'
import { createImageStore } from './images/store.js'
import { contentRevision, liveContent, oldSlugs } from './index.js'
import { seedContent } from './seed.js'
import { createContentStore } from './store.js'

const T0 = Date.UTC(2026, 2, 2, 9, 0)

describe.each(STORE_FACTORIES)('content in backups on $dialect', ({ dialect, open }) => {
  let testStore: TestStore
  let root: string

  beforeEach(async () => {
    testStore = await open()
    root = await mkdtemp(join(tmpdir(), 'hard-hat-content-backup-'))
  })
  afterEach(async () => {
    await testStore.dispose()
    await rm(root, { recursive: true, force: true })
  })

  it('restores every item, version, schedule, old slug and photo as it was backed up', async () => {
    await seedContent(testStore.store.sql, SEED_CONTENT, T0)
    const content = createContentStore(testStore.store.sql)
    const item = await content.create('article', { ...input, slug: 'kept-in-backups' }, 'Ann', T0)
    await content.publish(item.id, T0, 'Ann', T0)
    await content.update(item.id, { ...input, slug: 'renamed-in-backups' }, 'Ann', T0 + 1)
    await content.publish(item.id, T0 + 60_000, 'Ann', T0 + 1)
    // A photo's files are bytes in the store (every value of a byte, in each database's type).
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, at) => at % 256))
    const photo = { id: 'b'.repeat(32), width: 480, height: 320 }
    const file = { format: 'webp', width: 480, height: 320, etag: '"e"', bytes } as const
    await createImageStore(testStore.store.sql).save(
      { ...photo, files: [file] },
      { alt: 'A porch', originalBytes: 9000, by: 'Ann', nowMs: T0 },
    )
    const source: LockTarget = testStore.location.databaseUrl
      ? { dialect: 'postgres', databaseUrl: testStore.location.databaseUrl }
      : { dialect: 'sqlite', databaseFile: join(testStore.location.dataDir, 'hard-hat.sqlite') }
    const backup = await takeBackup(source, {
      backupDir: join(root, 'backups'),
      keep: 2,
      pgBin: POSTGRES_BIN,
    })

    const databaseUrl =
      dialect === 'postgres' ? await createDatabase(inject('postgresAdminUrl')) : ''
    const dataDir = join(root, 'fresh')
    await restoreBackup(backup.file, {
      target:
        dialect === 'postgres'
          ? { dialect, databaseUrl }
          : { dialect, databaseFile: join(dataDir, 'hard-hat.sqlite') },
      journalDirs: [],
      pgBin: POSTGRES_BIN,
    })
    const restored =
      dialect === 'postgres'
        ? createPostgresStore({ connectionString: databaseUrl })
        : createSqliteStore({ dataDir })
    try {
      for (const at of [T0, T0 + 60_000]) {
        expect(await liveContent(restored, at)).toEqual(await liveContent(testStore.store, at))
        expect(await contentRevision(restored, at)).toBe(await contentRevision(testStore.store, at))
      }
      expect(await oldSlugs(restored, T0 + 60_000)).toEqual([
        { kind: 'article', from: 'kept-in-backups', to: 'renamed-in-backups' },
      ])
      const versions = await createContentStore(restored.sql).versions(item.id)
      expect(versions.map((each) => each.version)).toEqual([2, 1])
      const images = createImageStore(restored.sql)
      expect(await images.find(photo.id)).toMatchObject({ ...photo, alt: 'A porch' })
      expect(await images.file(photo.id, 'webp', 480)).toEqual({ etag: '"e"', bytes })
    } finally {
      await restored.close()
    }
  })
})
