import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { INSIGHT_ARTICLES, type InsightArticle } from '@hard-hat/content'
import { createContentStore } from '../../api/src/content/store'
import { peopleOf } from '../../api/src/inbox/people/store/index'
import { hashSecret, newSecret } from '../../api/src/inbox/secrets'
import { openStore } from '../../api/src/store/index'
import {
  AXE_TAGS_WITH_WCAG22,
  axeScan,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  test,
} from './fixtures'
import { type OfferServer, startServerWith } from './offer-server'

// The preview of a draft (decision 042) on a server of its own with the web build: a staff
// person's session written in its store, as a passkey sign-in would leave it.
const { id: _id, ...base } = INSIGHT_ARTICLES[0] as InsightArticle
const DRAFT = {
  ...base,
  slug: 'previewed-in-the-inbox',
  title: 'Previewed In The Inbox',
  excerpt: 'An article seen at both widths before anyone publishes it.',
  featuredImage: { ...base.featuredImage, alt: '' },
  content: '## Seen First\n\nAs the site will serve it.',
}

test.describe('the preview of a draft', () => {
  let server: OfferServer
  let previewUrl: string
  let cookie: string

  test.beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hard-hat-preview-'))
    server = await startServerWith({}, dataDir)
    const store = await openStore({ dataDir })
    try {
      const item = await createContentStore(store.sql).create('article', DRAFT, 'e2e', Date.now())
      previewUrl = `${server.url}/admin/content/articles/${item.id}/preview`
      const people = peopleOf(store)
      const personId = randomUUID()
      const nowMs = Date.now()
      await people.createPerson({
        id: personId,
        email: `${personId}@example.com`,
        displayName: 'Preview staff',
        role: 'staff',
        createdBy: null,
        createdAtMs: nowMs,
        lastSignInAtMs: null,
      })
      cookie = newSecret()
      await people.createSession({
        id: randomUUID(),
        tokenHash: hashSecret(cookie),
        personId,
        createdAtMs: nowMs,
        lastSeenAtMs: nowMs,
        // An hour: longer than the test, shorter than any session the inbox gives.
        expiresAtMs: nowMs + 3_600_000,
        userAgent: 'e2e',
        provedAtMs: nowMs,
      })
    } finally {
      await store.close()
    }
  })
  test.afterAll(async () => {
    await server.stop()
  })

  test('shows the page at 390 and 1280 px with the problems linked to their fields, axe clean, no sideways scroll', async ({
    page,
  }) => {
    await page
      .context()
      .addCookies([{ name: 'hh_admin', value: cookie, url: server.url, httpOnly: true }])
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(previewUrl)
      await expect(
        page.getByRole('heading', { level: 1, name: `Preview: ${DRAFT.title}` }),
      ).toBeVisible()
      await expect(
        page.getByRole('link', { name: /The photo has no alternative text/ }),
      ).toHaveAttribute('href', /#f-featuredImage\.alt$/)
      const frames = page.locator('iframe')
      await expect(frames).toHaveCount(2)
      await expect(frames.nth(0)).toHaveAttribute('width', '390')
      await expect(frames.nth(1)).toHaveAttribute('width', '1280')
      for (const index of [0, 1]) {
        await expect(
          page
            .frameLocator('iframe')
            .nth(index)
            .getByRole('heading', { level: 1, name: DRAFT.title }),
        ).toBeVisible()
      }
      await expectNoSidewaysScroll(page)
      // The inbox's page, its frames aside: both frames show one page, so their landmarks repeat
      // by design (axe's landmark-unique); the framed page alone is checked next.
      const axe = await axeScan(page, AXE_TAGS_WITH_WCAG22).exclude('iframe').analyze()
      expect(axe.violations.map((violation) => violation.id)).toEqual([])
    }
    // The framed page alone, as "Open the page at full size" shows it.
    await page.getByRole('link', { name: 'Open the page at full size' }).click()
    await expect(page.getByRole('heading', { level: 1, name: DRAFT.title })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
