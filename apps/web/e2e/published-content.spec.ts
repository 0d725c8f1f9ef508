import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  CONTACT_FAQS,
  GET_IN_TOUCH_BUTTON,
  INSIGHT_ARTICLES,
  type InsightArticle,
} from '@hard-hat/content'
import { createContentStore } from '../../api/src/content/store'
import { openStore } from '../../api/src/store/index'
import { expect, test, waitForApp } from './fixtures'
import { type OfferServer, startServerWith } from './offer-server'

// An article published after the build, while a server of its own runs: written and published in
// its store (as the content API does), then rendered by the server with the build's server bundle
// and served; the other specs' server keeps the build's articles.
const { id: _id, ...base } = INSIGHT_ARTICLES[0] as InsightArticle
const PUBLISHED = {
  ...base,
  slug: 'written-after-the-build',
  title: 'Written After The Build',
  excerpt: 'An article the agency published while the site was running.',
  content: '## No Rebuild Needed\n\nPublished, rendered and served without a deploy.',
}

// A contact page question whose answer the agency edited in the store: rendered the same way.
const EDITED_QUESTION = CONTACT_FAQS[0]?.question ?? ''
const EDITED_ANSWER = 'An answer the agency edited in the store, served without a build.'

test.describe('an article published after the build', () => {
  let server: OfferServer
  test.beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hard-hat-published-'))
    server = await startServerWith({}, dataDir)
    const store = await openStore({ dataDir })
    try {
      const content = createContentStore(store.sql)
      const item = await content.create('article', PUBLISHED, 'e2e', Date.now())
      await content.publish(item.id, Date.now(), 'e2e', Date.now())
      const faq = (await content.list('faq', Date.now())).find(
        ({ draft }) =>
          'page' in draft && draft.page === 'contact' && draft.question === EDITED_QUESTION,
      )
      if (!faq) throw new Error(`the store was seeded without "${EDITED_QUESTION}"`)
      await content.update(faq.id, { ...faq.draft, answer: EDITED_ANSWER }, 'e2e', Date.now())
      await content.publish(faq.id, Date.now(), 'e2e', Date.now())
    } finally {
      await store.close()
    }
    // Served by the server's own publishing pass (it asks the store every CONTENT_POLL_MS).
    await expect
      .poll(async () => (await fetch(`${server.url}/insights/${PUBLISHED.slug}`)).status, {
        timeout: 60_000,
      })
      .toBe(200)
    await expect
      .poll(async () => (await fetch(`${server.url}/contact`)).text(), { timeout: 60_000 })
      .toContain(EDITED_ANSWER)
  })
  test.afterAll(async () => {
    await server.stop()
  })

  test('shows in the insights list reached by a client-side navigation, opens, and Back returns to the list', async ({
    page,
  }) => {
    await page.goto(`${server.url}/`)
    await waitForApp(page)
    // Client-side: the list's content comes from /insights.data, not from the bundle.
    await page.evaluate(() => {
      ;(window as unknown as { stayedOnDocument: boolean }).stayedOnDocument = true
    })
    await page.getByRole('banner').getByRole('link', { name: 'Insights', exact: true }).click()
    await expect(page).toHaveURL(`${server.url}/insights`)
    const card = page.getByRole('link', { name: new RegExp(`Read More.*${PUBLISHED.title}`) })
    await expect(card).toBeVisible()
    await card.click()
    await expect(page).toHaveURL(`${server.url}/insights/${PUBLISHED.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: PUBLISHED.title })).toBeVisible()
    await expect(page.getByTestId('article-body').locator('h2')).toHaveText('No Rebuild Needed')
    await page.goBack()
    await expect(page).toHaveURL(`${server.url}/insights`)
    await expect(page.getByRole('link', { name: PUBLISHED.title, exact: true })).toBeVisible()
    // Every step was a client-side navigation: the first document is still the one shown.
    expect(
      await page.evaluate(
        () => (window as unknown as { stayedOnDocument?: boolean }).stayedOnDocument,
      ),
    ).toBe(true)
  })

  test('its page is served whole, with its own CSP, before any script', async ({ page }) => {
    const response = await page.request.get(`${server.url}/insights/${PUBLISHED.slug}`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<title>${PUBLISHED.title} | Hard Hat Websites</title>`)
    expect(html).toContain('"headline":"Written After The Build"')
    expect(response.headers()['content-security-policy']).toMatch(/script-src[^;]*'sha256-/)
  })

  test('an FAQ answer edited in the store shows on its page reached by a client-side navigation', async ({
    page,
  }) => {
    await page.goto(`${server.url}/`)
    await waitForApp(page)
    await page.getByRole('banner').getByRole('link', { name: GET_IN_TOUCH_BUTTON.label }).click()
    await expect(page).toHaveURL(`${server.url}/contact`)
    // From /contact.data: the question's answer is the store's, not the bundle's.
    const item = page.locator('main details', { hasText: EDITED_QUESTION })
    await item.locator('summary').click()
    await expect(item.getByText(EDITED_ANSWER)).toBeVisible()
    await expect(page.getByText(CONTACT_FAQS[0]?.answer ?? '')).toHaveCount(0)
  })
})
