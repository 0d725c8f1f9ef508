import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPostgresStore } from '../../store/postgres.js'
import { startApp } from '../../test/harness.js'
import { addTestToken } from '../../test/people.js'
import { multipartBody, testPhoto } from '../../test/photos.js'
import { STORE_FACTORIES, type TestStore } from '../../test/stores.js'

const postgres = STORE_FACTORIES.find((factory) => factory.dialect === 'postgres')

// Several instances behind a proxy share one PostgreSQL (SQLite is one instance by design).
describe.runIf(postgres !== undefined)('photos on two instances of one PostgreSQL', () => {
  let testStore: TestStore
  let first: FastifyInstance
  let second: FastifyInstance

  beforeEach(async () => {
    testStore = await (postgres as NonNullable<typeof postgres>).open()
    first = await startApp(testStore)
    second = await startApp(testStore, {
      store: createPostgresStore({ connectionString: testStore.location.databaseUrl as string }),
    })
  })
  afterEach(async () => {
    await second.close()
    await first.close()
    await testStore.dispose()
  })

  it('serves a photo uploaded to one instance from the other, byte for byte, until it is deleted there', async () => {
    const token = (await addTestToken(testStore, ['content'], 'Photo script')).secret
    const { body, contentType } = multipartBody([
      { name: 'alt', value: 'A rebuilt garden wall' },
      {
        name: 'file',
        filename: 'wall.jpg',
        type: 'image/jpeg',
        bytes: await testPhoto({ width: 800, height: 600 }),
      },
    ])
    const uploaded = await first.inject({
      method: 'POST',
      url: '/api/admin/content/images',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload: body,
    })
    expect(uploaded.statusCode).toBe(201)
    const image = uploaded.json()
    for (const file of image.files as { url: string }[]) {
      const [here, there] = await Promise.all([
        first.inject({ url: file.url }),
        second.inject({ url: file.url }),
      ])
      expect(there.statusCode).toBe(200)
      expect(there.headers.etag).toBe(here.headers.etag)
      expect(there.rawPayload.equals(here.rawPayload)).toBe(true)
    }

    const deleted = await second.inject({
      method: 'DELETE',
      url: `/api/admin/content/images/${image.id}`,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(deleted.statusCode).toBe(204)
    expect((await first.inject({ url: image.src })).statusCode).toBe(404)
  })
})
