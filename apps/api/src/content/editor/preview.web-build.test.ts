import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { newTestArticle } from '../../test/content.js'
import { startApp } from '../../test/harness.js'
import { addTestPerson, addTestToken, testSessionCookie } from '../../test/people.js'
import { STORE_FACTORIES, type TestStore } from '../../test/stores.js'
import { createLiveContent } from '../live.js'
import { renderPreview } from '../render/render-preview.js'
import { ServedSnapshot } from '../render/served-snapshot.js'
import type { ContentItem } from '../store.js'
import { PREVIEW_ROBOTS_META, previewDocument } from './preview.js'

// The preview is the page publishing serves (decision 042), on the web build (`test:web-build`
// builds it first): the draft's render, then the page served once it is published, byte for byte;
// and the preview frame's document is that page less its scripts, plus its robots meta.
const WEB_BUILD = fileURLToPath(new URL('../../../../web/build', import.meta.url))
const SERVER_BUILD = join(WEB_BUILD, 'server/index.js')
const CLIENT_BUILD = join(WEB_BUILD, 'client')
const POLL_MS = 200
/** A bound on a hang: a publication is awaited by its page appearing, never timed by the test. */
const HANG_MS = 60_000
const [SQLITE] = STORE_FACTORIES

async function until(ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + HANG_MS
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error('the publication never arrived')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe('the preview on the web build', () => {
  let testStore: TestStore
  let app: FastifyInstance
  let folder: string
  let cookie: string
  let token: string

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/admin/content${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    })
  const preview = (url: string) => app.inject({ url, headers: { cookie } })
  /** Publishes and waits for the page to be served with `text`; answers what it serves. */
  const publishAndServe = async (url: string, path: string, text: string) => {
    expect((await api('POST', url, {})).statusCode).toBe(200)
    await until(async () => (await app.inject({ url: path })).body.includes(text))
    return app.inject({ url: path })
  }

  /** What the preview renders for the draft: the render before its frame takes the scripts out. */
  const renderedDraft = async (id: string, path: string) =>
    (
      await renderPreview(
        SERVER_BUILD,
        path,
        await createLiveContent(testStore.store.sql).contentWithDraft(Date.now(), id),
      )
    ).html

  beforeEach(async () => {
    if (!existsSync(SERVER_BUILD))
      throw new Error(`${SERVER_BUILD} is missing: build @hard-hat/web first`)
    testStore = await SQLITE.open()
    folder = await mkdtemp(join(tmpdir(), 'hard-hat-preview-'))
    app = await startApp(testStore, {
      webBuildDir: CLIENT_BUILD,
      contentSnapshot: new ServedSnapshot(folder),
      contentPublishing: { serverBuildPath: SERVER_BUILD, pollMs: POLL_MS },
      logger: { level: 'warn' },
    })
    cookie = await testSessionCookie(testStore, await addTestPerson(testStore, 'staff'))
    token = (await addTestToken(testStore, ['content'], 'Publishing script')).secret
  })
  afterEach(async () => {
    await app?.close()
    await testStore?.dispose()
    await rm(folder, { recursive: true, force: true })
  })

  it('previews an article’s draft as publishing then serves it, byte for byte', {
    timeout: 2 * HANG_MS,
  }, async () => {
    const draft = {
      ...newTestArticle('Seen Before It Is Published', 'seen-before-it-is-published'),
      content: '## What You See\n\nIs [what you get](/contact).',
    }
    const { id } = (await api('POST', '/articles', draft)).json().item
    const base = `/admin/content/articles/${id}/preview`

    const page = await preview(base)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('No problems found')
    const frames = [...page.body.matchAll(/<iframe src="([^"]+)" width="(\d+)"/g)]
    expect(frames.map(([, , width]) => width)).toEqual(['390', '1280'])
    expect(page.headers['content-security-policy']).toContain("frame-src 'self'")

    const frameUrl = (frames[0]?.[1] ?? '').replaceAll('&amp;', '&')
    const previewed = await preview(frameUrl)
    expect(previewed.statusCode).toBe(200)
    expect(previewed.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(previewed.headers['content-security-policy']).toContain("script-src 'none'")
    expect(previewed.body).toContain(PREVIEW_ROBOTS_META)
    // Signed out, nothing of it shows.
    expect((await app.inject({ url: frameUrl })).statusCode).toBe(303)

    const path = `/insights/${draft.slug}`
    const rendered = await renderedDraft(id, path)
    const served = await publishAndServe(`/articles/${id}/publish`, path, draft.title)
    expect(served.statusCode).toBe(200)
    expect(rendered).toBe(served.body)
    expect(previewed.body).toBe(previewDocument(served.body))
    expect(served.body).toContain('<script')
    expect(previewed.body).not.toMatch(/<script(?! type="application\/ld\+json")/)
  })

  it('previews a changed FAQ on the page that shows it as publishing then serves it', {
    timeout: 2 * HANG_MS,
  }, async () => {
    const faq = ((await api('GET', '/faqs')).json().items as ContentItem[]).find(
      (item) => 'page' in item.draft && item.draft.page === 'crm',
    ) as ContentItem
    const answer = 'Yes: it is the answer a preview showed before it was published.'
    expect((await api('PUT', `/faqs/${faq.id}`, { ...faq.draft, answer })).statusCode).toBe(200)

    const previewed = await preview(`/admin/content/faqs/${faq.id}/preview/page?page=%2Fcrm`)
    expect(previewed.statusCode).toBe(200)
    expect(previewed.body).toContain(answer)
    const rendered = await renderedDraft(faq.id, '/crm')
    const served = await publishAndServe(`/faqs/${faq.id}/publish`, '/crm', answer)
    expect(rendered).toBe(served.body)
    expect(previewed.body).toBe(previewDocument(served.body))
  })

  it('finds a heading level skipped in the rendered page, and names it to a script that publishes', async () => {
    const draft = {
      ...newTestArticle('Skipping A Level', 'skipping-a-level'),
      content: '## Costs\n\n#### Labour\n\nWhat it costs.',
    }
    const { id } = (await api('POST', '/articles', draft)).json().item
    const told = await api('POST', `/articles/${id}/publish`, {})
    expect(told.statusCode).toBe(200)
    expect(told.json().problems).toEqual([
      {
        field: 'content',
        message:
          'The heading “Labour” is a level 4 heading straight after a level 2: make it level 3 (### in Markdown)',
      },
    ])
    const page = await preview(`/admin/content/articles/${id}/preview`)
    expect(page.body).toContain(`href="/admin/content/articles/${id}#f-content"`)
    expect(page.body).not.toContain('Headings are checked on the rendered page')
  })
})
