import { INSIGHT_ARTICLES, type InsightArticle, PROJECTS, type Project } from '@hard-hat/content'
import exifr from 'exifr'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { html } from '../../lib/html.js'
import { startApp } from '../../test/harness.js'
import { addTestPerson, TEST_ORIGIN, testSessionCookie } from '../../test/people.js'
import { heicLikeBytes, multipartBody, testPhoto } from '../../test/photos.js'
import { STORE_FACTORIES, type TestStore } from '../../test/stores.js'
import { MAX_PHOTO_BYTES } from '../images/pipeline.js'
import { createContentStore } from '../store.js'
import { photoField, photoOutcomeOf } from './photo-field.js'

const ALT = 'A slate roof on a stone cottage, from the lane'

describe.each(STORE_FACTORIES)('the editor’s photo upload on $dialect', ({ open }) => {
  let testStore: TestStore
  let app: FastifyInstance
  let cookie: string
  let projectId: string

  const project = PROJECTS[0] as Project
  const content = () => createContentStore(testStore.store.sql)
  const draftImage = async (id = projectId) =>
    ((await content().find(id, Date.now())) as { draft: Project }).draft.image
  const stored = async () => {
    const [row] = await testStore.store.sql.all('SELECT COUNT(*) AS n FROM content_images')
    return Number(row?.n)
  }
  const send = (
    parts: Parameters<typeof multipartBody>[0],
    options: { json?: boolean; origin?: string; id?: string; kinds?: string } = {},
  ) => {
    const { body, contentType } = multipartBody(parts)
    return app.inject({
      method: 'POST',
      url: `/admin/content/${options.kinds ?? 'projects'}/${options.id ?? projectId}/photo`,
      headers: {
        cookie,
        origin: options.origin ?? TEST_ORIGIN,
        'content-type': contentType,
        ...(options.json ? { accept: 'application/json' } : {}),
      },
      payload: body,
    })
  }
  const file = (bytes: Buffer, filename = 'IMG_0042.jpg') => ({
    name: 'file',
    filename,
    type: 'image/jpeg',
    bytes,
  })
  const back = (outcome: string, id = projectId) =>
    `/admin/content/projects/${id}?photo=${outcome}#photo`

  beforeEach(async () => {
    testStore = await open()
    app = await startApp(testStore)
    cookie = await testSessionCookie(testStore, await addTestPerson(testStore, 'staff', 'Sam'))
    const { id: _number, ...input } = project
    projectId = (await content().create('project', { ...input, slug: 'a-new-roof' }, 'Sam', 1)).id
  })
  afterEach(async () => {
    await app.close()
    await testStore.dispose()
  })

  it('makes the photo the draft’s, without its GPS, and sends the browser back to the edit page', async () => {
    const sent = await testPhoto({ width: 1400, height: 1000, gps: true })
    const answer = await send([{ name: 'alt', value: ` ${ALT} ` }, file(sent)])
    expect(answer.statusCode).toBe(303)
    expect(answer.headers.location).toBe(back('saved'))
    const image = await draftImage()
    expect(image).toMatchObject({ width: 1400, height: 1000, alt: ALT })
    expect(image.src).toMatch(/^\/media\/[0-9a-f]{32}\/1400\.jpg$/)
    for (const width of [1400, 1280, 768, 480]) {
      const served = await app.inject({ url: image.src.replace('1400.jpg', `${width}.jpg`) })
      expect(served.statusCode).toBe(200)
      expect(await exifr.gps(served.rawPayload)).toBeUndefined()
    }
    const [entry] = await testStore.store.listAudit({ action: 'content-photo-set', limit: 1 })
    expect(entry?.detail).toContain(`project ${projectId} “a-new-roof”: image `)
    expect(entry?.actor.name).toBe('Sam')

    // The edit page shows it, and the outcome from its address.
    const item = await content().find(projectId, Date.now())
    const fragment = photoField('project', item as never, photoOutcomeOf({ photo: 'saved' })).value
    expect(fragment).toContain(`src="${image.src.replace('1400.jpg', '480.jpg')}"`)
    expect(fragment).toContain('Photo saved in the draft')
    expect(fragment).toContain(`action="/admin/content/projects/${projectId}/photo"`)
    expect(fragment).toContain('enctype="multipart/form-data"')
    expect(photoOutcomeOf({ photo: '<script>' })).toBeUndefined()
  })

  it('answers the script in JSON, with the new photo for the edit form', async () => {
    const answer = await send(
      [file(await testPhoto({ width: 600, height: 400 })), { name: 'alt', value: ALT }],
      { json: true },
    )
    expect(answer.statusCode).toBe(200)
    const body = answer.json()
    expect(body).toMatchObject({
      outcome: 'saved',
      field: 'image',
      photo: { width: 600, alt: ALT },
    })
    expect(body.preview).toMatch(/\/480\.jpg$/)
    expect((await draftImage()).src).toBe(body.photo.src)
  })

  it('keeps a save made while the photo was being made (the edit page’s autosave)', async () => {
    // The moment the photo is stored, before the draft takes it, someone's autosave lands.
    const sql = testStore.store.sql
    const run = sql.run.bind(sql)
    let hasSaved = false
    sql.run = async (...args: Parameters<typeof run>) => {
      const result = await run(...args)
      if (!hasSaved && /INSERT INTO content_images/.test(args[0])) {
        hasSaved = true
        const found = await content().find(projectId, Date.now())
        if (!found) throw new Error('the project went missing')
        const { id: _number, ...input } = found.draft as unknown as Project
        await content().update(projectId, { ...input, title: 'Typed meanwhile' }, 'Sam', Date.now())
      }
      return result
    }
    const answer = await send(
      [file(await testPhoto({ width: 600, height: 400 })), { name: 'alt', value: ALT }],
      { json: true },
    )
    expect(hasSaved).toBe(true)
    expect(answer.statusCode).toBe(200)
    const draft = ((await content().find(projectId, Date.now())) as { draft: Project }).draft
    expect(draft.title).toBe('Typed meanwhile')
    expect(draft.image.src).toBe(answer.json().photo.src)
  })

  it('refuses too big, HEIC, the wrong type, no file and no alt in words, storing nothing', async () => {
    const photo = await testPhoto({ width: 300, height: 200 })
    const cases: [Parameters<typeof multipartBody>[0], string, RegExp][] = [
      [
        [file(Buffer.alloc(MAX_PHOTO_BYTES + 1024, 0xff)), { name: 'alt', value: ALT }],
        'too-big',
        /larger than 20 MB/,
      ],
      [[file(heicLikeBytes()), { name: 'alt', value: ALT }], 'heic', /Most Compatible/],
      [
        [file(Buffer.from('not a photo'), 'notes.txt'), { name: 'alt', value: ALT }],
        'not-a-photo',
        /JPEG, PNG or WebP/,
      ],
      [[{ name: 'alt', value: ALT }], 'no-file', /Choose a photo/],
      [[file(photo), { name: 'alt', value: '  ' }], 'alt-missing', /Describe the photo/],
      [[file(photo), { name: 'alt', value: 'x'.repeat(301) }], 'alt-too-long', /300 characters/],
    ]
    const before = await draftImage()
    for (const [parts, outcome, words] of cases) {
      const native = await send(parts)
      expect(native.statusCode).toBe(303)
      expect(native.headers.location).toBe(back(outcome))
      // Where it lands, the edit page says what happened (the hint aside: an alert of its own).
      const landed = await app.inject({
        url: String(native.headers.location).replace('#photo', ''),
        headers: { cookie },
      })
      expect(landed.statusCode).toBe(200)
      expect(/data-photo-status role="alert"\s*>([^<]+)</.exec(landed.body)?.[1]).toMatch(words)
      const scripted = await send(parts, { json: true })
      expect(scripted.statusCode).toBeGreaterThanOrEqual(400)
      expect(scripted.statusCode).toBeLessThan(500)
      expect(scripted.json()).toMatchObject({ outcome })
      expect(scripted.json().message).toMatch(words)
      const shown = photoField(
        'project',
        (await content().find(projectId, 1)) as never,
        outcome as never,
      )
      expect(shown.value).toMatch(words)
      expect(shown.value).toContain('role="alert"')
    }
    expect(await stored()).toBe(0)
    expect(await draftImage()).toEqual(before)
  })

  it('is for signed-in people from the inbox itself: another origin, no session or a token are refused', async () => {
    const parts = [file(await testPhoto({ width: 300, height: 200 })), { name: 'alt', value: ALT }]
    expect((await send(parts, { origin: 'https://elsewhere.example' })).statusCode).toBe(403)
    cookie = ''
    const signedOut = await send(parts)
    expect(signedOut.statusCode).toBe(303)
    expect(signedOut.headers.location).toBe('/admin')
    expect(await stored()).toBe(0)
    expect((await send(parts, { kinds: 'faqs' })).statusCode).toBe(404)
  })

  it('erases the photo it replaces when nothing else names it, and keeps one a kept version names', async () => {
    const first = (
      await send(
        [file(await testPhoto({ width: 500, height: 400 })), { name: 'alt', value: ALT }],
        { json: true },
      )
    ).json().photo
    const second = (
      await send(
        [file(await testPhoto({ width: 520, height: 400 })), { name: 'alt', value: ALT }],
        { json: true },
      )
    ).json().photo
    // The first, named by nothing now, is gone: files and row, audited.
    expect((await app.inject({ url: first.src })).statusCode).toBe(404)
    expect(await stored()).toBe(1)
    const [erased] = await testStore.store.listAudit({ action: 'content-image-erased', limit: 1 })
    expect(erased?.detail).toContain(first.src.split('/')[2])
    expect(erased?.actor.name).toBe('Sam')

    // Published with the second: a third photo in the draft keeps the second for its version.
    await content().publish(projectId, Date.now(), 'Sam', Date.now())
    await send([file(await testPhoto({ width: 540, height: 400 })), { name: 'alt', value: ALT }], {
      json: true,
    })
    expect((await app.inject({ url: second.src })).statusCode).toBe(200)
    expect(await stored()).toBe(2)
  })

  it('renders nothing for a kind without a photo, and the current alt for an article', async () => {
    const faq = { id: 'x', kind: 'faq', draft: {} } as never
    expect(photoField('faq', faq).value).toBe(html``.value)
    const article = INSIGHT_ARTICLES[0] as InsightArticle
    const item = { id: projectId, kind: 'article', draft: article } as never
    expect(photoField('article', item).value).toContain(`value="${article.featuredImage.alt}"`)
  })
})
