import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { AXE_TAGS_WITH_WCAG22, expectNoAxeViolations, expectNoSidewaysScroll } from './fixtures'
import { type PasskeyServer, signUpFirstOwner, startPasskeyServer } from './passkey-server'

// Issue 37's history (decision 045): an article published twice through the API, its history
// compared word by word and its first version restored as the draft, at 390 and 1280 px, signed
// in with a passkey (the DevTools virtual authenticator), then again with JavaScript off.

const ARTICLE = {
  title: 'Roofers: get found first',
  slug: 'roofers-get-found-first-history',
  excerpt: 'How a roofer in Leeds doubled the calls from their website in a season.',
  category: 'seo',
  author: { name: 'Sam Sample', role: 'Web designer' },
  date: '14 January 2025',
  dateIso: '2025-01-14',
  readTime: 4,
  featuredImage: {
    src: '/images/articles/sample.svg',
    width: 1200,
    height: 630,
    alt: 'A roofer on a slate roof',
  },
  content: 'Most people search for a roofer on their phone.\n\nBe the first they find.',
  tags: ['roofing', 'local search'],
}
const SECOND_TITLE = 'Roofers: get found first, and fast'

const WIDTHS = [390, 1280] as const

/** The shared axe audit (WCAG 2.1 AA and best practice) with WCAG 2.2 AA's rules, in one scan. */
async function expectAccessible(page: Page) {
  await expectNoAxeViolations(page, AXE_TAGS_WITH_WCAG22)
}

test.describe('an article’s history', () => {
  let server: PasskeyServer

  test.beforeEach(async () => {
    server = await startPasskeyServer()
  })
  test.afterEach(async () => {
    await server.stop()
  })

  test('two versions published, compared word by word, the first restored as the draft, with scripts on and off', async ({
    browser,
  }) => {
    test.slow()
    const context: BrowserContext = await browser.newContext({ baseURL: server.url })
    const page = await signUpFirstOwner(context, server)

    // Two versions through the API, with the session (a script would send a token).
    const api = `${server.url}/api/admin/content/articles`
    const headers = { origin: server.url }
    const created = await page.request.post(api, { data: ARTICLE, headers })
    expect(created.status()).toBe(201)
    const { id } = ((await created.json()) as { item: { id: string } }).item
    expect((await page.request.post(`${api}/${id}/publish`, { data: {}, headers })).ok()).toBe(true)
    const edited = { ...ARTICLE, title: SECOND_TITLE }
    expect((await page.request.put(`${api}/${id}`, { data: edited, headers })).ok()).toBe(true)
    expect((await page.request.post(`${api}/${id}/publish`, { data: {}, headers })).ok()).toBe(true)

    const history = `/admin/content/articles/${id}/history`
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(history)
      await expect(
        page.getByRole('heading', { name: `History of “${SECOND_TITLE}”`, level: 1 }),
      ).toBeVisible()
      const rows = page.getByRole('table', { name: 'Every published version, newest first' })
      await expect(rows.getByRole('rowheader')).toHaveText(['Version 2', 'Version 1'])
      await expect(rows.getByRole('row', { name: /Version 2/ })).toContainText('Olive Owner')
      await expect(rows.getByRole('row', { name: /Version 2/ })).toContainText('Live')
      // The two newest compared by default: the words added, named for a screen reader.
      await expect(
        page.getByRole('heading', { name: 'Changes from version 1 to version 2' }),
      ).toBeVisible()
      await expect(page.locator('ins').filter({ hasText: ', and fast' })).toHaveText(
        '[added: , and fast]',
      )
      await expectNoSidewaysScroll(page)
      await expectAccessible(page)
      await page.screenshot({
        path: test.info().outputPath(`history-${width}.png`),
        fullPage: true,
      })
    }

    // With JavaScript off: the same session compares and restores through native forms.
    const noScript = await browser.newContext({
      baseURL: server.url,
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    })
    const plain = await noScript.newPage()
    for (const width of WIDTHS) {
      await plain.setViewportSize({ width, height: 900 })
      await plain.goto(history)
      await plain.getByLabel('Compare').selectOption('1')
      await plain.getByLabel('with').selectOption('draft')
      await plain.getByRole('button', { name: 'Show the changes' }).click()
      await expect(
        plain.getByRole('heading', { name: 'Changes from version 1 to the current draft' }),
      ).toBeVisible()
      await expectNoSidewaysScroll(plain)
      await plain.screenshot({
        path: test.info().outputPath(`history-no-script-${width}.png`),
        fullPage: true,
      })
    }

    await plain
      .getByRole('button', { name: 'Restore this version (version 1) as the draft' })
      .click()
    // POST/redirect/GET: the history again, saying the version is now the draft.
    await expect(plain).toHaveURL(`${server.url}${history}?restored=1`)
    await expect(
      plain.getByRole('heading', { name: `History of “${ARTICLE.title}”`, level: 1 }),
    ).toBeVisible()
    await expect(plain.getByRole('status')).toContainText('Version 1 is now the draft.')
    await expect(plain.getByRole('status')).toContainText(
      'Nothing was published: visitors still see version 2',
    )
    await expect(
      plain.getByRole('link', { name: `Check and publish “${ARTICLE.title}”` }),
    ).toHaveAttribute('href', `/admin/content/articles/${id}`)
    for (const width of WIDTHS) {
      await plain.setViewportSize({ width, height: 900 })
      await expectNoSidewaysScroll(plain)
      await plain.screenshot({ path: test.info().outputPath(`restored-${width}.png`) })
    }
    // Reloading the page it landed on restores nothing again: the draft is not saved anew.
    const restoredAt = (await (await page.request.get(`${api}/${id}`)).json()).item.updatedAt
    expect(restoredAt).toBeDefined()
    await plain.reload()
    await expect(plain.getByRole('status')).toContainText('Version 1 is now the draft.')
    expect((await (await page.request.get(`${api}/${id}`)).json()).item.updatedAt).toBe(restoredAt)

    // The draft is version 1 again; what visitors see is still version 2.
    const item = (await (await page.request.get(`${api}/${id}`)).json()).item
    expect(item).toMatchObject({
      liveVersion: 2,
      changedSincePublished: true,
      draft: { title: ARTICLE.title },
    })
    await page.goto(`${history}?restored=1`)
    await expect(page.getByText('The draft has changes not yet published.')).toBeVisible()
    await expect(page.getByRole('status')).toContainText('Version 1 is now the draft.')
    await expectAccessible(page)
    await noScript.close()
    await context.close()
  })
})
