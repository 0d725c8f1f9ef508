import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  INSIGHT_ARTICLES,
  type InsightArticle,
  PROJECTS,
  type Project,
  photoWidths,
} from '@hard-hat/content'
import exifr from 'exifr'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startApp } from '../../test/harness.js'
import { addTestToken } from '../../test/people.js'
import { multipartBody, TEST_GPS, testPhoto } from '../../test/photos.js'
import { STORE_FACTORIES, type TestStore } from '../../test/stores.js'
import { ServedSnapshot } from '../render/served-snapshot.js'

// Uploaded photos in the published pages, on the web build (`test:web-build` builds it first): a
// case study whose photo carries GPS in its EXIF, and an article with a photo of its own and that
// one again in its body, rendered by the build's server bundle as publishing serves them.
const WEB_BUILD = fileURLToPath(new URL('../../../../web/build', import.meta.url))
const SERVER_BUILD = join(WEB_BUILD, 'server/index.js')
const CLIENT_BUILD = join(WEB_BUILD, 'client')
/** A bound on a hang: a publication is awaited by its page appearing, never timed by the test. */
const HANG_MS = 60_000

interface Answered {
  id: string
  src: string
  width: number
  height: number
}

describe.each(STORE_FACTORIES)('uploaded photos in the pages on $dialect', ({ open }) => {
  let testStore: TestStore
  let app: FastifyInstance
  let folder: string
  let token: string

  beforeEach(async () => {
    testStore = await open()
    folder = await mkdtemp(join(tmpdir(), 'hard-hat-photo-pages-'))
    app = await startApp(testStore, {
      webBuildDir: CLIENT_BUILD,
      contentSnapshot: new ServedSnapshot(folder),
      contentPublishing: { serverBuildPath: SERVER_BUILD, pollMs: 200 },
      logger: { level: 'warn' },
    })
    token = (await addTestToken(testStore, ['content'], 'Photo pages')).secret
  })
  afterEach(async () => {
    await app?.close()
    await testStore?.dispose()
    if (folder) await rm(folder, { recursive: true, force: true })
  })

  const auth = () => ({ authorization: `Bearer ${token}` })
  const upload = async (bytes: Buffer, alt: string): Promise<Answered> => {
    const { body, contentType } = multipartBody([
      { name: 'alt', value: alt },
      { name: 'file', filename: 'IMG_1234.jpg', type: 'image/jpeg', bytes },
    ])
    const answer = await app.inject({
      method: 'POST',
      url: '/api/admin/content/images',
      headers: { ...auth(), 'content-type': contentType },
      payload: body,
    })
    expect(answer.statusCode).toBe(201)
    return answer.json()
  }
  const publish = async (plural: string, item: object) => {
    const created = await app.inject({
      method: 'POST',
      url: `/api/admin/content/${plural}`,
      headers: auth(),
      payload: item,
    })
    expect(created.statusCode).toBe(201)
    const { id } = created.json().item
    const published = await app.inject({
      method: 'POST',
      url: `/api/admin/content/${plural}/${id}/publish`,
      headers: auth(),
      payload: {},
    })
    expect(published.statusCode).toBe(200)
  }
  /** The page once publishing serves it (asked until it does: a bound on a hang, not a timing). */
  const pageOnceServed = async (path: string, text: string): Promise<string> => {
    const deadline = Date.now() + HANG_MS
    for (;;) {
      const page = await app.inject({ url: path })
      if (page.statusCode === 200 && page.body.includes(text)) return page.body
      if (Date.now() > deadline) throw new Error(`${path} was never served`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  const imgTags = (page: string) => [...page.matchAll(/<img [^>]*>/g)].map((match) => match[0])
  const attribute = (tag: string, name: string) =>
    new RegExp(` ${name}="([^"]*)"`, 'i').exec(tag)?.[1]

  /** Every file a photo's srcsets name is served, and none carries the GPS it was sent with. */
  const expectEverySizeServedWithoutGps = async (page: string, photo: Answered) => {
    const named = new Set(
      [...page.matchAll(/srcset="([^"]*)"/gi)]
        .flatMap((match) => (match[1] as string).split(', '))
        .map((each) => each.split(' ')[0] as string)
        .filter((url) => url.includes(photo.id)),
    )
    const widths = photoWidths(photo.width)
    expect(named.size).toBe(widths.length * 3)
    for (const width of widths) {
      for (const ext of ['avif', 'webp', 'jpg']) {
        const url = `/media/${photo.id}/${width}.${ext}`
        expect(named).toContain(url)
        const served = await app.inject({ url })
        expect(served.statusCode).toBe(200)
        const tags = await exifr.parse(served.rawPayload, { gps: true }).catch(() => undefined)
        expect(tags?.latitude).toBeUndefined()
      }
    }
  }

  it('serves a case study’s photo with its sizes, without its GPS, as the page’s high-priority image, and its further photo lazy', {
    timeout: 4 * HANG_MS,
  }, async () => {
    const sent = await testPhoto({ width: 1600, height: 1200, gps: true })
    expect((await exifr.parse(sent, { gps: true })).latitude).toBeCloseTo(TEST_GPS.latitude, 3)
    const roof = await upload(sent, 'The new roof from the garden')
    const second = await upload(
      await testPhoto({ width: 1000, height: 750 }),
      'The ridge tiles, close up',
    )

    const { id: _project, ...project } = PROJECTS[0] as Project
    const caseStudy = {
      ...project,
      slug: 'a-roof-from-a-phone',
      title: 'A Roof From A Phone',
      image: { src: roof.src, width: roof.width, height: roof.height, alt: 'The new roof' },
      gallery: [
        { src: second.src, width: second.width, height: second.height, alt: 'The ridge tiles' },
      ],
    }
    await publish('projects', caseStudy)
    const { id: _article, ...article } = INSIGHT_ARTICLES[0] as InsightArticle
    await publish('articles', {
      ...article,
      slug: 'two-photos-from-a-phone',
      title: 'Two Photos From A Phone',
      featuredImage: {
        src: second.src,
        width: second.width,
        height: second.height,
        alt: 'The ridge tiles',
      },
      content: `## On The Roof\n\nAs it was left.\n\n![The new roof from the garden](${roof.src})`,
    })

    // The case study: its photo in <picture>, AVIF then WebP then JPEG, every width made.
    const studyPage = await pageOnceServed('/portfolio/a-roof-from-a-phone', 'A Roof From A Phone')
    const [studyImg] = imgTags(studyPage).filter((tag) => tag.includes(roof.id))
    expect(studyImg).toBeDefined()
    expect(attribute(studyImg as string, 'width')).toBe('1600')
    expect(attribute(studyImg as string, 'height')).toBe('1200')
    expect(attribute(studyImg as string, 'fetchpriority')).toBe('high')
    expect(attribute(studyImg as string, 'loading')).not.toBe('lazy')
    expect(attribute(studyImg as string, 'sizes')).toBeTruthy()
    expect(studyPage).toMatch(
      new RegExp(
        `<picture><source type="image/avif" srcSet="/media/${roof.id}/1600.avif 1600w, /media/${roof.id}/1280.avif 1280w, /media/${roof.id}/768.avif 768w, /media/${roof.id}/480.avif 480w" sizes="[^"]+"/><source type="image/webp"`,
        'i',
      ),
    )
    await expectEverySizeServedWithoutGps(studyPage, roof)
    // Its further photo after it, lazy, with its own size and words.
    const studyPhotos = imgTags(studyPage).filter((tag) => tag.includes('/media/'))
    expect(studyPhotos).toHaveLength(2)
    const galleryImg = studyPhotos[1] as string
    expect(galleryImg).toContain(second.id)
    expect(attribute(galleryImg, 'loading')).toBe('lazy')
    expect(attribute(galleryImg, 'fetchpriority')).toBeUndefined()
    expect(attribute(galleryImg, 'width')).toBe('1000')
    expect(attribute(galleryImg, 'height')).toBe('750')
    expect(attribute(galleryImg, 'alt')).toBe('The ridge tiles')
    await expectEverySizeServedWithoutGps(studyPage, second)

    // The article: its own photo first and high priority, the case study's in its body lazy.
    const articlePage = await pageOnceServed('/insights/two-photos-from-a-phone', 'On The Roof')
    const photos = imgTags(articlePage).filter((tag) => tag.includes('/media/'))
    expect(photos).toHaveLength(2)
    const [first, later] = photos as [string, string]
    expect(first).toContain(second.id)
    expect(attribute(first, 'fetchpriority')).toBe('high')
    expect(attribute(first, 'loading')).not.toBe('lazy')
    expect(attribute(first, 'width')).toBe('1000')
    expect(attribute(first, 'height')).toBe('750')
    expect(later).toContain(roof.id)
    expect(attribute(later, 'loading')).toBe('lazy')
    expect(attribute(later, 'fetchpriority')).toBeUndefined()
    await expectEverySizeServedWithoutGps(articlePage, second)
    await expectEverySizeServedWithoutGps(articlePage, roof)
  })
})
