import { type ImageAsset, PROJECTS, type Project } from '@hard-hat/content'
import exifr from 'exifr'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { basisOf, formOf } from '../../test/content-forms.js'
import { startApp } from '../../test/harness.js'
import { addTestPerson, TEST_ORIGIN, testFormPost, testSessionCookie } from '../../test/people.js'
import { multipartBody, testPhoto } from '../../test/photos.js'
import { STORE_FACTORIES, type TestStore } from '../../test/stores.js'
import { createContentStore } from '../store.js'

const ALT = 'The ridge tiles, close up'

describe.each(STORE_FACTORIES)(
  'a case study’s further photos in the editor on $dialect',
  ({ open }) => {
    let testStore: TestStore
    let app: FastifyInstance
    let cookie: string
    let projectId: string

    const content = () => createContentStore(testStore.store.sql)
    const draft = async () =>
      ((await content().find(projectId, Date.now())) as { draft: Project }).draft
    const stored = async () => {
      const [row] = await testStore.store.sql.all('SELECT COUNT(*) AS n FROM content_images')
      return Number(row?.n)
    }
    const headers = () => ({ cookie, origin: TEST_ORIGIN })
    /** Adds a photo through the gallery's upload form, as a browser without scripts sends it. */
    const add = async (width: number, alt = ALT, gps = false) => {
      const { body, contentType } = multipartBody([
        { name: 'alt', value: alt },
        {
          name: 'file',
          filename: 'IMG_0043.jpg',
          type: 'image/jpeg',
          bytes: await testPhoto({ width, height: 400, gps }),
        },
      ])
      return app.inject({
        method: 'POST',
        url: `/admin/content/projects/${projectId}/gallery`,
        headers: { ...headers(), 'content-type': contentType },
        payload: body,
      })
    }
    /** The form of one further photo: its alternative text saved, or the photo removed. */
    const change = (index: number, form: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/admin/content/projects/${projectId}/gallery/${index}`,
        headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      })
    const back = (outcome: string) =>
      `/admin/content/projects/${projectId}?gallery=${outcome}#gallery`
    const editPage = async (query = '') =>
      (
        await app.inject({
          url: `/admin/content/projects/${projectId}${query}`,
          headers: { cookie },
        })
      ).body

    beforeEach(async () => {
      testStore = await open()
      app = await startApp(testStore)
      cookie = await testSessionCookie(testStore, await addTestPerson(testStore, 'staff', 'Sam'))
      const { id: _number, ...input } = PROJECTS[0] as Project
      projectId = (await content().create('project', { ...input, slug: 'a-new-roof' }, 'Sam', 1)).id
    })
    afterEach(async () => {
      await app.close()
      await testStore.dispose()
    })

    it('adds photos after the main one, without their GPS, each shown with its alternative text', async () => {
      const main = (await draft()).image
      const first = await add(600, ALT, true)
      expect(first.statusCode).toBe(303)
      expect(first.headers.location).toBe(back('saved'))
      expect((await add(640, 'The gutter, from the lane')).headers.location).toBe(back('saved'))
      const { image, gallery = [] } = await draft()
      expect(image).toEqual(main)
      expect(gallery.map((photo) => [photo.width, photo.alt])).toEqual([
        [600, ALT],
        [640, 'The gutter, from the lane'],
      ])
      const served = await app.inject({ url: gallery[0]?.src as string })
      expect(served.statusCode).toBe(200)
      expect(await exifr.gps(served.rawPayload)).toBeUndefined()
      const [audit] = await testStore.store.listAudit({ action: 'content-photo-set', limit: 1 })
      expect(audit?.detail).toContain('“a-new-roof”: further photo ')

      const page = await editPage('?gallery=saved')
      expect(page).toContain('Photo added to the draft')
      expect(page).toContain('<label for="f-gallery.0.alt">Alternative text of photo 2</label>')
      expect(page).toContain(`id="f-gallery.1.alt" name="alt" maxlength="300" value="The gutter`)
      // The add form is the photo script's too (shrunk in the browser, progress, page kept).
      expect(page).toContain(
        `action="/admin/content/projects/${projectId}/gallery" enctype="multipart/form-data" data-photo-form data-field="gallery"`,
      )
      expect(page).toContain('Remove photo 3')
    })

    it('changes one photo’s alternative text, and refuses a text the schema refuses, in its words', async () => {
      await add(600)
      const src = (await draft()).gallery?.[0]?.src as string
      const saved = await change(0, { src, alt: ' The ridge, after ', action: 'describe' })
      expect(saved.headers.location).toBe(back('described'))
      expect((await draft()).gallery?.[0]?.alt).toBe('The ridge, after')

      const tooLong = await change(0, { src, alt: 'x'.repeat(301), action: 'describe' })
      expect(tooLong.headers.location).toBe(back('alt-too-long'))
      expect(await editPage('?gallery=alt-too-long')).toContain(
        'Keep the image description to 300 characters or fewer',
      )
      expect((await draft()).gallery?.[0]?.alt).toBe('The ridge, after')
      // Emptied, it is saved: the checks before publishing then name it (checks/rules.test.ts).
      await change(0, { src, alt: '', action: 'describe' })
      expect((await draft()).gallery?.[0]?.alt).toBe('')
    })

    it('removes a photo, erasing it when nothing names it, and keeps one a published version names', async () => {
      await add(600)
      await add(640)
      const added = (await draft()).gallery ?? []
      const first = added[0] as ImageAsset
      const second = added[1] as ImageAsset
      expect(await stored()).toBe(2)

      const removed = await change(0, { src: first.src, action: 'remove' })
      expect(removed.headers.location).toBe(back('removed'))
      expect((await draft()).gallery?.map((photo) => photo.src)).toEqual([second.src])
      expect((await app.inject({ url: first.src })).statusCode).toBe(404)
      expect(await stored()).toBe(1)
      const [erased] = await testStore.store.listAudit({ action: 'content-image-erased', limit: 1 })
      expect(erased?.detail).toContain(first.src.split('/')[2])

      // Published with the second: removed from the draft, it stays for the version that shows it.
      await content().publish(projectId, Date.now(), 'Sam', Date.now())
      await change(0, { src: second.src, action: 'remove' })
      expect((await draft()).gallery).toEqual([])
      expect((await app.inject({ url: second.src })).statusCode).toBe(200)
      expect(await stored()).toBe(1)
    })

    it('refuses a change to a photo no longer at its place: someone changed the list meanwhile', async () => {
      await add(600)
      const src = (await draft()).gallery?.[0]?.src as string
      await change(0, { src, action: 'remove' })
      const late = await change(0, { src, alt: 'Too late', action: 'describe' })
      expect(late.headers.location).toBe(back('changed'))
      expect((await change(0, { src: 'x', action: 'unknown' })).headers.location).toBe(
        back('changed'),
      )
      expect(await editPage('?gallery=changed')).toContain('Someone changed this item')
    })

    it('keeps the gallery through a save of the edit form, which does not hold it', async () => {
      // The page opened before the photo was added: its save neither drops it nor conflicts.
      const page = await editPage()
      await add(600)
      const { id: _number, ...project } = PROJECTS[0] as Project
      const saved = await testFormPost(
        app,
        `/admin/content/projects/${projectId}`,
        cookie,
        formOf(
          'project',
          { ...project, slug: 'a-new-roof', title: 'A New Roof' },
          { ...basisOf(page), 'category.websites': 'on', action: 'save' },
        ),
      )
      expect(saved.statusCode).toBe(303)
      const after = await draft()
      expect(after.title).toBe('A New Roof')
      expect(after.gallery).toHaveLength(1)
      expect(await stored()).toBe(1)
    })
  },
)
