import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach } from 'vitest'
import { newTestArticle } from './content.js'
import { formOf } from './content-forms.js'
import { startApp } from './harness.js'
import { addTestPerson, testFormPost, testSessionCookie } from './people.js'
import { STORE_FACTORIES, type TestStore } from './stores.js'

export { basisOf, decode, formOf, idFrom } from './content-forms.js'

/**
 * A test app on SQLite for each test, with Sam Staff and Olive Owner signed in (their cookies),
 * and the requests the editor's pages take.
 */
export function editorSuite() {
  let testStore: TestStore | undefined
  let app: FastifyInstance | undefined
  let staff = ''
  let owner = ''
  beforeEach(async () => {
    const [sqlite] = STORE_FACTORIES
    testStore = await sqlite.open()
    app = await startApp(testStore)
    staff = await testSessionCookie(testStore, await addTestPerson(testStore, 'staff', 'Sam Staff'))
    owner = await testSessionCookie(
      testStore,
      await addTestPerson(testStore, 'owner', 'Olive Owner'),
    )
  })
  afterEach(async () => {
    await app?.close()
    await testStore?.dispose()
  })
  const suite = {
    get app(): FastifyInstance {
      if (!app) throw new Error('editorSuite: the app runs only inside a test')
      return app
    },
    get testStore(): TestStore {
      if (!testStore) throw new Error('editorSuite: the store is open only inside a test')
      return testStore
    },
    get staff() {
      return staff
    },
    get owner() {
      return owner
    },
    get: (url: string, cookie = staff) =>
      suite.app.inject({ method: 'GET', url, headers: { cookie } }),
    newArticle: (cookie: string, title: string, slug: string, action = 'save') =>
      testFormPost(
        suite.app,
        '/admin/content/articles/new',
        cookie,
        formOf('article', newTestArticle(title, slug), { action }),
      ),
    /** Posts an article's whole form to its edit page, as a person pressing a button does. */
    postArticle: (url: string, cookie: string, body: object, more: Record<string, string>) =>
      testFormPost(suite.app, url, cookie, formOf('article', body, more)),
  }
  return suite
}
