import { INSIGHT_ARTICLES, type InsightArticle, PHOTO_WIDTHS } from '@hard-hat/content'
import type { Page, Request, TestInfo } from '@playwright/test'
import sharp from 'sharp'
import {
  atBothWidths,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  test,
} from './fixtures'
import { type PasskeyServer, signUpFirstOwner, startPasskeyServer } from './passkey-server'

// Issue 37's photos from a phone, with scripts (the editor's photo form, decision 043): in Debian's
// Chromium, signed in with the DevTools virtual authenticator, on an article's edit page at 390 px
// (mobile project) and 1280 px. The photo is made smaller in the browser before it is sent, the
// upload shows its progress, and a failed upload says so and keeps everything typed.

const ARTICLE = {
  title: 'A roof for the next fifty years',
  slug: 'a-roof-for-the-next-fifty-years',
  excerpt: 'What a slate roof needs to last, from the battens up.',
  category: 'seo',
  author: { name: 'Sam Sample', role: 'Web designer' },
  date: '14 January 2025',
  dateIso: '2025-01-14',
  readTime: 4,
  // A photo the site has, so that the edit page shows one before the upload.
  featuredImage: { ...(INSIGHT_ARTICLES[0] as InsightArticle).featuredImage, alt: 'A slate roof' },
  content: 'A slate roof outlives the people who lay it.\n\nIf the battens are right.',
  tags: ['roofing'],
}

/** What the author types in the edit form and the photo form before sending a photo. */
const TYPED = {
  title: 'A slate roof for the next fifty years',
  body: '## The battens\n\nEverything rests on them: treated, graded and fixed every rafter.',
  alt: 'A new slate roof on a stone cottage, seen from the garden',
}

/** The widest photo the site makes: the script sends nothing wider. */
const WIDEST = PHOTO_WIDTHS[0]

/**
 * A phone-sized photo of noise (4000 × 3000, which JPEG cannot squeeze): several MB, made here so
 * that no multi-MB binary is committed.
 */
async function phonePhoto() {
  const buffer = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer()
  return { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer }
}

/** A HEIC as an iPhone sends it, as far as its `ftyp` box tells: what the server reads. */
function heicPhoto() {
  const ftyp = Buffer.alloc(24)
  ftyp.writeUInt32BE(24, 0)
  ftyp.write('ftypheic', 4, 'latin1')
  ftyp.write('mif1heic', 16, 'latin1')
  return {
    name: 'IMG_0002.HEIC',
    mimeType: 'image/heic',
    buffer: Buffer.concat([ftyp, Buffer.alloc(4000, 7)]),
  }
}

/**
 * The first owner signed up in `page`'s context (cookies are the context's, so `page` is signed
 * in too), and a draft article made through the API with that session: its edit page's address.
 */
async function articleToEdit(page: Page, server: PasskeyServer) {
  const signUp = await signUpFirstOwner(page.context(), server)
  await signUp.close()
  const created = await page.request.post(`${server.url}/api/admin/content/articles`, {
    data: ARTICLE,
    headers: { origin: server.url },
  })
  expect(created.status()).toBe(201)
  const { id } = ((await created.json()) as { item: { id: string } }).item
  return {
    edit: `${server.url}/admin/content/articles/${id}`,
    photo: `${server.url}/admin/content/articles/${id}/photo`,
  }
}

/** Types in the edit form (not saved) and in the photo form, as an author does before sending. */
async function typeEverything(page: Page) {
  await page.getByLabel('Title', { exact: true }).fill(TYPED.title)
  await page.getByLabel('Body', { exact: true }).fill(TYPED.body)
  await photoForm(page).getByLabel('Alternative text').fill(TYPED.alt)
}

const photoForm = (page: Page) => page.locator('form[data-photo-form]')
/** The edit form's photo address field. */
const photoSrc = (page: Page) => page.getByRole('textbox', { name: 'Photo', exact: true })

/** Everything typed is still there, as typed. */
async function expectTypedKept(page: Page) {
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(TYPED.title)
  await expect(page.getByLabel('Body', { exact: true })).toHaveValue(TYPED.body)
  await expect(photoForm(page).getByLabel('Alternative text')).toHaveValue(TYPED.alt)
}

/**
 * The page fits its width, axe finds nothing (when scripts run: axe is one), and a screenshot of
 * the photo form is kept to look at.
 */
async function checkPage(page: Page, testInfo: TestInfo, name: string, hasScripts = true) {
  await atBothWidths(page, async (width) => {
    if (hasScripts) await expectNoAxeViolations(page)
    await expectNoSidewaysScroll(page, `the edit page scrolls sideways at ${width} px`)
    await page.locator('#photo').screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) })
  })
}

/**
 * Records each change of the progress bar's `hidden` and `value` and of the button's `disabled`,
 * from now on, in the page: what a person saw during the upload, however fast it went.
 */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const form = document.querySelector('form[data-photo-form]')
    const progress = form?.querySelector('progress')
    const button = form?.querySelector('button[type="submit"]')
    if (!(progress instanceof HTMLProgressElement) || !(button instanceof HTMLButtonElement)) {
      throw new Error('no photo form')
    }
    const seen: { shown: boolean; value: number; busy: boolean }[] = []
    Object.assign(window, { progressSeen: seen })
    const note = () =>
      seen.push({ shown: !progress.hidden, value: progress.value, busy: button.disabled })
    const observer = new MutationObserver(note)
    observer.observe(progress, { attributes: true })
    observer.observe(button, { attributes: true })
  })
}

const progressSeen = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { progressSeen: { shown: boolean; value: number; busy: boolean }[] })
        .progressSeen,
  )

test.describe('the editor’s photo form, with scripts', () => {
  let server: PasskeyServer
  test.beforeEach(async () => {
    server = await startPasskeyServer({ SMTP_URL: '' })
  })
  test.afterEach(async () => {
    await server.stop()
  })

  test('a phone photo is made smaller in the browser, shows its progress and lands in the form, typed text kept @phone', async ({
    page,
  }, testInfo) => {
    // A bound on a hang: a passkey sign-up and a 2,560 px photo made in three formats and four
    // widths on two shared cores.
    test.setTimeout(300_000)
    const { edit, photo } = await articleToEdit(page, server)
    const picked = await phonePhoto()
    expect(picked.buffer.length).toBeGreaterThan(4 * 1024 * 1024)

    await page.goto(edit)
    await expect(page.getByRole('heading', { name: 'Photo', level: 2 })).toBeVisible()
    await checkPage(page, testInfo, 'photo-form')
    await typeEverything(page)
    await photoForm(page).getByLabel('Photo to send').setInputFiles(picked)

    // What reaches the server: the upload's request body, counted as the browser sends it.
    const sent = page.waitForRequest(
      (request) => request.url() === photo && request.method() === 'POST',
    )
    const answered = page.waitForResponse((response) => response.url() === photo)
    await recordProgress(page)
    await photoForm(page).getByRole('button', { name: 'Send photo' }).click()
    const request: Request = await sent
    const response = await answered
    expect(response.status()).toBe(200)
    // (Its Content-Length as the browser sent it: Chromium reports no size for a body from a file.)
    const sentBytes = Number((await request.allHeaders())['content-length'])
    expect(sentBytes).toBeGreaterThan(0)
    expect(sentBytes).toBeLessThan(picked.buffer.length)
    testInfo.annotations.push({
      type: 'bytes',
      description: `picked ${picked.buffer.length}, sent ${sentBytes}`,
    })

    // Drawn smaller upright in the browser: the server got a photo the site's widest width.
    const answer = (await response.json()) as {
      photo: { src: string; width: number; height: number; alt: string }
      preview: string
    }
    expect(answer.photo).toMatchObject({
      width: WIDEST,
      height: (WIDEST * 3000) / 4000,
      alt: TYPED.alt,
    })

    // Saved: the message, then the photo's URLs and size in the edit form.
    await expect(photoForm(page).getByRole('status')).toHaveText(
      'Photo saved in the draft. Publish to show it on the site.',
    )
    const src = photoSrc(page)
    await expect(src).toHaveValue(new RegExp(`^/media/[\\w-]+/${WIDEST}\\.jpg$`))
    await expect(src).toHaveValue(answer.photo.src)
    await expect(page.getByLabel('Width in pixels')).toHaveValue(String(WIDEST))
    await expect(page.getByLabel('Height in pixels')).toHaveValue(String(answer.photo.height))
    await expect(page.locator('[name="featuredImage.alt"]')).toHaveValue(TYPED.alt)
    await expect(page.locator('[data-photo-now]')).toHaveAttribute('src', answer.preview)
    expect((await page.request.get(`${server.url}${answer.preview}`)).status()).toBe(200)

    // The progress bar was shown while the photo went, the button busy, and both are back after.
    const seen = await progressSeen(page)
    expect(seen.some((each) => each.shown && each.busy && each.value > 0)).toBe(true)
    expect(seen.at(-1)).toMatchObject({ shown: false, busy: false })
    await expect(page.locator('[data-photo-progress]')).toBeHidden()
    await expect(photoForm(page).getByRole('button', { name: 'Send photo' })).toBeEnabled()

    // Nothing typed was lost, and Save draft keeps both the typing and the photo, no conflict.
    await expectTypedKept(page)
    await checkPage(page, testInfo, 'photo-saved')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible()
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(TYPED.title)
    await expect(photoSrc(page)).toHaveValue(answer.photo.src)
  })

  test('a failed upload says so and keeps everything typed; a HEIC says how to send it, scripts on and off @phone', async ({
    browser,
  }, testInfo) => {
    // A bound on a hang: a passkey sign-up and a small photo made on two shared cores.
    test.setTimeout(240_000)
    const viewport = testInfo.project.use.viewport ?? { width: 1280, height: 800 }
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    const { edit, photo } = await articleToEdit(page, server)
    // No console error but the browser's own line for each upload this test makes fail.
    const errors: string[] = []
    page.on('console', (message) => {
      const isFailedUpload =
        message.location().url === photo && message.text().startsWith('Failed to load resource')
      if (message.type() === 'error' && !isFailedUpload) errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))

    await page.goto(edit)
    const before = await photoSrc(page).inputValue()
    await typeEverything(page)
    const small = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#8a6f4e' },
    })
      .jpeg()
      .toBuffer()
    await photoForm(page)
      .getByLabel('Photo to send')
      .setInputFiles({ name: 'IMG_0003.jpg', mimeType: 'image/jpeg', buffer: small })
    const status = photoForm(page).locator('[data-photo-status]')
    const send = photoForm(page).getByRole('button', { name: 'Send photo' })
    const expectNothingChanged = async () => {
      await expectTypedKept(page)
      await expect(photoSrc(page)).toHaveValue(before)
      await expect(page.locator('[data-photo-progress]')).toBeHidden()
      await expect(send).toBeEnabled()
    }

    // The server answers an error, once: said, and nothing typed or chosen is lost.
    await page.route(
      photo,
      (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Unavailable' }),
      { times: 1 },
    )
    await send.click()
    await expect(status).toHaveText(
      'The photo was not stored (the site answered 503). Send it again: nothing on this page was lost.',
    )
    await expect(status).toHaveAttribute('role', 'alert')
    await expectNothingChanged()
    await expect(photoForm(page).getByLabel('Photo to send')).toHaveJSProperty('files.length', 1)
    await checkPage(page, testInfo, 'photo-failed')

    // The connection drops, once: said too.
    await page.route(photo, (route) => route.abort('connectionfailed'), { times: 1 })
    await send.click()
    await expect(status).toHaveText(
      'The photo did not get through: check the connection and send it again. Nothing on this page was lost.',
    )
    await expectNothingChanged()

    // A HEIC the browser cannot read goes as it is, and the server says how to send a JPEG.
    await photoForm(page).getByLabel('Photo to send').setInputFiles(heicPhoto())
    await send.click()
    await expect(status).toContainText('Most Compatible')
    await expect(status).toHaveAttribute('role', 'alert')
    await expectNothingChanged()
    await checkPage(page, testInfo, 'photo-heic')

    // Sent again, it is taken: the failures left nothing in the way.
    await photoForm(page)
      .getByLabel('Photo to send')
      .setInputFiles({ name: 'IMG_0003.jpg', mimeType: 'image/jpeg', buffer: small })
    await send.click()
    await expect(status).toHaveText('Photo saved in the draft. Publish to show it on the site.')
    await expect(photoSrc(page)).toHaveValue(/^\/media\/[\w-]+\/800\.jpg$/)
    await expectTypedKept(page)
    expect(errors).toEqual([])

    // Without scripts the form posts itself, and the edit page says how to send a HEIC.
    const noScript = await browser.newContext({
      viewport,
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    })
    const plain = await noScript.newPage()
    await plain.goto(edit)
    await photoForm(plain).getByLabel('Photo to send').setInputFiles(heicPhoto())
    await photoForm(plain).getByLabel('Alternative text').fill(TYPED.alt)
    await photoForm(plain).getByRole('button', { name: 'Send photo' }).click()
    await expect(plain).toHaveURL(`${edit}?photo=heic#photo`)
    await expect(photoForm(plain).getByRole('alert')).toContainText('Most Compatible')
    await checkPage(plain, testInfo, 'photo-heic-no-script', false)
    await noScript.close()
    await context.close()
  })
})
