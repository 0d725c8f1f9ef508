import { INSIGHT_ARTICLES, type InsightArticle } from '@hard-hat/content'
import exifr from 'exifr'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startApp } from '../../test/harness.js'
import { addTestPerson, addTestToken, TEST_ORIGIN, testSessionCookie } from '../../test/people.js'
import { heicLikeBytes, multipartBody, TEST_GPS, testPhoto } from '../../test/photos.js'
import { STORE_FACTORIES, type TestStore } from '../../test/stores.js'
import { createContentStore } from '../store.js'
import { IMMUTABLE } from './media.js'
import { MAX_PHOTO_BYTES } from './pipeline.js'

const IMAGES = '/api/admin/content/images'
const ALT = 'A new oak kitchen, seen from the garden door'
const METRICS_TOKEN = 'metrics-token-for-photos'

describe.each(STORE_FACTORIES)('the photos API on $dialect', ({ open }) => {
  let testStore: TestStore
  let app: FastifyInstance
  let token: string

  const upload = (
    parts: Parameters<typeof multipartBody>[0],
    headers: Record<string, string> = { authorization: `Bearer ${token}` },
  ) => {
    const { body, contentType } = multipartBody(parts)
    return app.inject({
      method: 'POST',
      url: IMAGES,
      headers: { ...headers, 'content-type': contentType },
      payload: body,
    })
  }
  const photoPart = (bytes: Buffer, filename = 'IMG_0001.jpg', type = 'image/jpeg') => ({
    name: 'file',
    filename,
    type,
    bytes,
  })
  const stored = async () => {
    const [images] = await testStore.store.sql.all('SELECT COUNT(*) AS n FROM content_images')
    const [files] = await testStore.store.sql.all('SELECT COUNT(*) AS n FROM content_image_files')
    return { images: Number(images?.n), files: Number(files?.n) }
  }

  /** The photos counted by outcome on /metrics. */
  const counted = async () => {
    const scraped = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
    return Object.fromEntries(
      [...scraped.body.matchAll(/^hardhat_photos_total\{outcome="([a-z-]+)"\} (\d+)$/gm)].map(
        (match) => [match[1], Number(match[2])],
      ),
    )
  }

  beforeEach(async () => {
    testStore = await open()
    app = await startApp(testStore, { metrics: { token: METRICS_TOKEN } })
    token = (await addTestToken(testStore, ['content'], 'Photo script')).secret
  })
  afterEach(async () => {
    await app.close()
    await testStore.dispose()
  })

  it('stores a phone photo upright and without its GPS, serves every file immutably, and audits the upload', async () => {
    // Stored 1400×900 sideways (orientation 6): 900×1400 upright, as the phone showed it.
    const sent = await testPhoto({ width: 1400, height: 900, orientation: 6, gps: true })
    const answer = await upload([{ name: 'alt', value: ` ${ALT} ` }, photoPart(sent)])
    expect(answer.statusCode).toBe(201)
    const image = answer.json()
    expect(image).toMatchObject({ width: 900, height: 1400, alt: ALT, originalBytes: sent.length })
    expect(image.id).toMatch(/^[0-9a-f]{32}$/)
    expect(Object.keys(image.urls)).toEqual(['avif', 'webp', 'jpeg'])
    expect(Object.keys(image.urls.jpeg)).toEqual(['480', '768', '900'])
    expect(image.srcset.webp).toBe(
      [900, 768, 480].map((width) => `/media/${image.id}/${width}.webp ${width}w`).join(', '),
    )
    expect(image.src).toBe(`/media/${image.id}/900.jpg`)

    const types = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const
    for (const file of image.files as { url: string; format: keyof typeof types; size: number }[]) {
      const served = await app.inject({ url: file.url })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe(types[file.format])
      expect(served.headers['cache-control']).toBe(IMMUTABLE)
      expect(served.rawPayload.length).toBe(file.size)
      const tags = await exifr.parse(served.rawPayload, { gps: true }).catch(() => undefined)
      expect(tags?.latitude).toBeUndefined()
      const again = await app.inject({
        url: file.url,
        headers: { 'if-none-match': String(served.headers.etag) },
      })
      expect(again.statusCode).toBe(304)
    }
    expect((await exifr.parse(sent, { gps: true })).latitude).toBeCloseTo(TEST_GPS.latitude, 3)

    const read = await app.inject({
      url: `${IMAGES}/${image.id}`,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(read.json()).toEqual(image)
    const [entry] = await testStore.store.listAudit({ action: 'content-image-uploaded', limit: 5 })
    expect(entry?.actor.name).toBe('Photo script')
    expect(entry?.detail).toBe(`image ${image.id} 900×1400, 9 files`)

    // The same photo again is the same image: nothing new stored, its alt the latest sent.
    const twice = await upload([photoPart(sent, 'copy.jpg'), { name: 'alt', value: 'Oak kitchen' }])
    expect(twice.statusCode).toBe(200)
    expect(twice.json()).toMatchObject({ id: image.id, alt: 'Oak kitchen' })
    expect(await counted()).toEqual({ stored: 2 })
    expect(await stored()).toEqual({ images: 1, files: 9 })
  })

  it('answers unknown media addresses with a 404', async () => {
    for (const url of [
      `/media/${'a'.repeat(32)}/480.jpg`,
      '/media/not-an-id/480.jpg',
      `/media/${'a'.repeat(32)}/480.gif`,
    ]) {
      expect((await app.inject({ url })).statusCode).toBe(404)
    }
  })

  it('refuses a photo over 20 MB with a 413 and stores nothing', async () => {
    const tooLarge = Buffer.alloc(MAX_PHOTO_BYTES + 1024 * 1024, 0xff)
    const answer = await upload([photoPart(tooLarge), { name: 'alt', value: ALT }])
    expect(answer.statusCode).toBe(413)
    expect(answer.json().error.message).toMatch(/larger than 20 MB/)
    expect(await stored()).toEqual({ images: 0, files: 0 })
    expect(await counted()).toEqual({ 'too-large': 1 })
  })

  it('refuses HEIC, a text file, a damaged JPEG and a raw body with a message to act on, never a 500', async () => {
    const heic = await upload([
      photoPart(heicLikeBytes(), 'IMG_0002.jpg'),
      { name: 'alt', value: ALT },
    ])
    expect(heic.statusCode).toBe(415)
    expect(heic.json().error.message).toMatch(/Most Compatible/)
    const text = await upload([
      photoPart(Buffer.from('not a photo'), 'notes.jpg', 'image/jpeg'),
      { name: 'alt', value: ALT },
    ])
    expect(text.statusCode).toBe(415)
    expect(text.json().error.message).toMatch(/JPEG, PNG or WebP/)
    const jpeg = await testPhoto({ width: 400, height: 300 })
    const damaged = await upload([photoPart(jpeg.subarray(0, 2000)), { name: 'alt', value: ALT }])
    expect(damaged.statusCode).toBe(422)
    const raw = await app.inject({
      method: 'POST',
      url: IMAGES,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
      payload: jpeg,
    })
    expect(raw.statusCode).toBe(415)
    expect(raw.json().error.message).toMatch(/multipart\/form-data/)
    expect(await counted()).toEqual({ heic: 1, 'not-a-photo': 1, damaged: 1 })
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
      const malformed = await app.inject({
        method: 'POST',
        url: IMAGES,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nab',
      })
      expect(malformed.statusCode).toBeGreaterThanOrEqual(400)
      expect(malformed.statusCode).toBeLessThan(500)
    }
    expect(await stored()).toEqual({ images: 0, files: 0 })
  })

  it('names the missing alt and file in a 400', async () => {
    const jpeg = await testPhoto({ width: 400, height: 300 })
    const noAlt = await upload([photoPart(jpeg)])
    expect(noAlt.statusCode).toBe(400)
    expect(noAlt.json().error.fields).toEqual({
      alt: 'Describe the photo for people who cannot see it',
    })
    const nothing = await upload([{ name: 'alt', value: '  ' }])
    expect(Object.keys(nothing.json().error.fields).sort()).toEqual(['alt', 'file'])
  })

  it('needs the content scope: another token 403, none 401; staff may upload from the inbox', async () => {
    const jpeg = await testPhoto({ width: 400, height: 300 })
    const parts = [photoPart(jpeg), { name: 'alt', value: ALT }]
    const leads = (await addTestToken(testStore, ['read', 'export'], 'Lead script')).secret
    expect((await upload(parts, { authorization: `Bearer ${leads}` })).statusCode).toBe(403)
    expect((await upload(parts, {})).statusCode).toBe(401)
    expect(await stored()).toEqual({ images: 0, files: 0 })

    const staff = await addTestPerson(testStore, 'staff', 'Sam Staff')
    const cookie = await testSessionCookie(testStore, staff)
    const byStaff = await upload(parts, { cookie, origin: TEST_ORIGIN })
    expect(byStaff.statusCode).toBe(201)
    const [entry] = await testStore.store.listAudit({ action: 'content-image-uploaded', limit: 5 })
    expect(entry?.actor.name).toBe('Sam Staff')
  })

  it('deletes a photo no item names, and refuses (409) while a draft or a kept version names it', async () => {
    const used = (
      await upload([
        photoPart(await testPhoto({ width: 500, height: 400 })),
        { name: 'alt', value: ALT },
      ])
    ).json()
    const image = (
      await upload([
        photoPart(await testPhoto({ width: 300, height: 200 })),
        { name: 'alt', value: ALT },
      ])
    ).json()
    const { id: _number, ...article } = INSIGHT_ARTICLES[0] as InsightArticle
    const content = createContentStore(testStore.store.sql)
    const withPhoto = { ...article, slug: 'a-kitchen-photo', content: `![${ALT}](${used.src})` }
    const item = await content.create('article', withPhoto, 'Ann', Date.now())
    const auth = { authorization: `Bearer ${token}` }
    const remove = (id: string) =>
      app.inject({ method: 'DELETE', url: `${IMAGES}/${id}`, headers: auth })
    const refused = await remove(used.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.message).toContain('article “a-kitchen-photo”')
    // Published, then taken out of the draft: the kept version would bring it back on a restore.
    await content.publish(item.id, Date.now(), 'Ann', Date.now())
    await content.update(item.id, { ...withPhoto, content: 'No photo now.' }, 'Ann', Date.now())
    expect((await remove(used.id)).statusCode).toBe(409)

    expect((await remove(image.id)).statusCode).toBe(204)
    expect((await app.inject({ url: image.src })).statusCode).toBe(404)
    expect((await app.inject({ url: `${IMAGES}/${image.id}`, headers: auth })).statusCode).toBe(404)
    expect((await app.inject({ url: used.src })).statusCode).toBe(200)
    // 500 px wide: made at 500 and 480, in three formats each.
    expect(await stored()).toEqual({ images: 1, files: 6 })
    const [entry] = await testStore.store.listAudit({ action: 'content-image-deleted', limit: 5 })
    expect(entry?.detail).toBe(`image ${image.id}`)
  })

  it('erases a photo with the last draft or kept version that named it, audited', async () => {
    const sendPhoto = async (width: number) =>
      (
        await upload([
          photoPart(await testPhoto({ width, height: 300 })),
          { name: 'alt', value: ALT },
        ])
      ).json()
    const [a, b, c] = [await sendPhoto(500), await sendPhoto(510), await sendPhoto(520)]
    const asImage = (photo: { src: string; width: number; height: number }) => ({
      src: photo.src,
      width: photo.width,
      height: photo.height,
      alt: ALT,
    })
    const { id: _number, ...seed } = INSIGHT_ARTICLES[0] as InsightArticle
    // A title the checks before publishing accept (a seed title is 64 characters).
    const article = {
      ...seed,
      title: 'Photos come and go',
      slug: 'photos-come-and-go',
      featuredImage: asImage(a),
    }
    const auth = { authorization: `Bearer ${token}` }
    const call = (method: 'POST' | 'PUT', url: string, payload: object = {}) =>
      app.inject({ method, url: `/api/admin/content/articles${url}`, headers: auth, payload })
    const served = async (photo: { src: string }) =>
      (await app.inject({ url: photo.src })).statusCode
    const erased = async () =>
      (await testStore.store.listAudit({ action: 'content-image-erased', limit: 10 })).map(
        (entry) => entry.detail?.split(' ')[1]?.replace(':', ''),
      )
    const { id } = (await call('POST', '', article)).json().item

    // A draft changed: the photo it no longer names, named by nothing else, is erased.
    await call('PUT', `/${id}`, { ...article, featuredImage: asImage(b) })
    expect(await served(a)).toBe(404)
    expect(await erased()).toEqual([a.id])

    // Published with b; then c in the body, scheduled; taken out of the draft, the scheduled
    // version still names it; taken down now, that version is cancelled and c goes with it.
    expect((await call('POST', `/${id}/publish`)).statusCode).toBe(200)
    const withC = { ...article, featuredImage: asImage(b), content: `![${ALT}](${c.src})` }
    await call('PUT', `/${id}`, withC)
    const scheduled = await call('POST', `/${id}/publish`, {
      at: new Date(Date.now() + 3_600_000).toISOString(),
    })
    expect(scheduled.statusCode).toBe(200)
    await call('PUT', `/${id}`, { ...withC, content: 'No photo in the body.' })
    expect(await served(c)).toBe(200)
    await call('POST', `/${id}/unpublish`)
    expect(await served(c)).toBe(404)
    expect((await erased()).sort()).toEqual([a.id, c.id].sort())

    // Version 1 (with b) restored: b was kept all along, and nothing more is erased.
    expect((await call('POST', `/${id}/restore/1`)).statusCode).toBe(200)
    expect(await served(b)).toBe(200)
    const [entry] = await testStore.store.listAudit({ action: 'content-image-erased', limit: 1 })
    expect(entry?.actor.name).toBe('Photo script')
    expect(await stored()).toEqual({ images: 1, files: 6 })
  })

  it('is documented in /api/openapi.json', async () => {
    const paths = Object.keys((await app.inject({ url: '/api/openapi.json' })).json().paths)
    expect(paths).toContain(IMAGES)
    expect(paths).toContain(`${IMAGES}/{id}`)
  })
})
