import type { FastifyInstance } from 'fastify'
import type { Role } from '../store/people.js'
import { appStarter, closedAfterEachTest, startApp } from './harness.js'
import { addTestPerson, anotherConnection, testFormPost, testSessionCookie } from './people.js'
import { storeForEachTest, type TestStore } from './stores.js'

/**
 * What the people suites (inbox/people/people-*.test.ts) share, called inside a `describe`: a fresh
 * store and the apps started on it for each test, closed after it, and the steps they take.
 */
export function peopleSuite(open: () => Promise<TestStore>) {
  const testStore = storeForEachTest(open)
  const closing = closedAfterEachTest()
  const sessionCookie = (personId: string, times?: Parameters<typeof testSessionCookie>[2]) =>
    testSessionCookie(testStore, personId, times)
  return {
    testStore,
    sessionCookie,
    start: appStarter(testStore, closing),
    /** Another instance on the same store, with its own connection (as a second server has). */
    startSecondInstance: async () =>
      closing(await startApp(testStore, { store: await anotherConnection(testStore) })),
    addPerson: (role: Role, name = `${role} person`) => addTestPerson(testStore, role, name),
    secretOf: (url: string) => url.split('#')[1] ?? '',
    lastAudit: async () => (await testStore.store.listAudit({ limit: 1 }))[0],
    /** An owner asking, on the people page, for a new sign-in link for someone. */
    askForLink: async (app: FastifyInstance, owner: string, personId: string) =>
      testFormPost(app, `/admin/people/${personId}/link`, await sessionCookie(owner)),
  }
}
