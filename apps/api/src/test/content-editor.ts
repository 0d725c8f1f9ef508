import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach } from 'vitest'
import { valuesOf } from '../content/editor/fields.js'
import type { ContentBody, ContentKind } from '../content/kinds.js'
import { newTestArticle } from './content.js'
import { startApp } from './harness.js'
import { addTestPerson, testFormPost, testSessionCookie } from './people.js'
import { STORE_FACTORIES, type TestStore } from './stores.js'

/** Text as a page escapes it, read back. */
export const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

/** The hidden fields an edit page's form carries: what the draft it shows was based on. */
export function basisOf(page: string): { basedOn: string; base: string } {
  const basedOn = /name="basedOn" value="(\d*)"/.exec(page)?.[1] ?? ''
  const base = decode(/name="base" value="([^"]*)"/.exec(page)?.[1] ?? '')
  return { basedOn, base }
}

/** A form post of a whole body, as the edit form sends it. */
export const formOf = (kind: ContentKind, body: object, more: Record<string, string> = {}) => ({
  ...valuesOf(kind, body as ContentBody),
  ...more,
})

/** The id of the item an editor's redirect names (`/admin/content/<kinds>/<id>?done=…`). */
export const idFrom = (location: unknown) => String(location).split('/')[4]?.split('?')[0] ?? ''

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
