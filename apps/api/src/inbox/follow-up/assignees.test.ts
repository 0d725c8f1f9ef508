import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startApp } from '../../test/harness.js'
import { STORE_FACTORIES, type TestStore } from '../../test/stores.js'
import { peopleOf } from '../people/store/index.js'
import { digestRecipients, listAssignees } from './assignees.js'

describe('who leads are assigned to and who gets the digest', () => {
  let testStore: TestStore
  let app: FastifyInstance

  beforeEach(async () => {
    testStore = await (STORE_FACTORIES[0] as (typeof STORE_FACTORIES)[number]).open()
    app = await startApp(testStore)
  })
  afterEach(async () => {
    await app.close()
    await testStore.dispose()
  })

  it('sends the digest to the agency’s address until someone can sign in, then to each person', async () => {
    expect(await listAssignees(app)).toEqual([])
    expect(await digestRecipients(app, ['leads@agency.example'])).toEqual([
      { to: ['leads@agency.example'], personId: null },
    ])
    for (const [id, name, role] of [
      ['p-1', 'Olive Owner', 'owner'],
      ['p-2', 'Sam Staff', 'staff'],
    ] as const) {
      await peopleOf(testStore.store).createPerson({
        id,
        email: `${id}@agency.example`,
        displayName: name,
        role,
        createdBy: null,
        createdAtMs: Date.now(),
        lastSignInAtMs: null,
      })
    }
    expect(await listAssignees(app)).toEqual([
      { id: 'p-1', name: 'Olive Owner' },
      { id: 'p-2', name: 'Sam Staff' },
    ])
    expect(await digestRecipients(app, ['leads@agency.example'])).toEqual([
      { to: ['p-1@agency.example'], personId: 'p-1' },
      { to: ['p-2@agency.example'], personId: 'p-2' },
    ])
  })
})
