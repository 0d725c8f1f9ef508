import { INSIGHT_ARTICLE_SUMMARIES } from '@hard-hat/content'
import type { Page } from '@playwright/test'
import { expect, test, waitForApp } from './fixtures'

// Playwright starts Chromium with `--disable-back-forward-cache` (so that a `goBack` always
// reloads); without removing it no page could ever be restored, whatever the site does. The full
// browser, not the headless shell the other specs use: the shell never restores a page from the
// back/forward cache.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
})

const ARTICLE = INSIGHT_ARTICLE_SUMMARIES[0]

/** Every `pageshow` of the tab, as `persisted` flags: the heap survives a restore, not a reload. */
async function recordPageShows(page: Page) {
  await page.addInitScript(() => {
    const shows: boolean[] = []
    Object.assign(window, { __pageShows: shows })
    window.addEventListener('pageshow', (event) => shows.push(event.persisted))
  })
}

/** Why Chromium did not restore the page, when it did not (empty when it did). */
const notRestoredReasons = (page: Page) =>
  page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as
      | (PerformanceNavigationTiming & { notRestoredReasons?: unknown })
      | undefined
    return JSON.stringify(navigation?.notRestoredReasons ?? null)
  })

/** Loads `from`, then `to` as a new document, then presses Back; the first page must be restored. */
async function expectBackRestored(page: Page, from: string, to: string) {
  await recordPageShows(page)
  await page.goto(from)
  await waitForApp(page)
  await page.goto(to)
  await waitForApp(page)
  // A restored page fires no load event: wait for the Back to commit, then for either ending, a
  // restore (a pageshow with persisted) or a reload (a new document loaded by the Back).
  await page.goBack({ waitUntil: 'commit' })
  await page.waitForFunction(() => {
    const shows = (window as { __pageShows?: boolean[] }).__pageShows ?? []
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const reloaded = navigation.type === 'back_forward' && document.readyState === 'complete'
    return shows.at(-1) === true || (reloaded && shows.length > 0)
  })
  await expect(page).toHaveURL(new RegExp(`${from.replace(/[/?]/g, '\\$&')}$`))
  const shows = await page.evaluate(() => (window as { __pageShows?: boolean[] }).__pageShows)
  // A restore shows the same page again with persisted true; a reload starts a new [false].
  expect(shows, `not restored: ${await notRestoredReasons(page)}`).toEqual([false, true])
}

test.describe('Back is instant: restored from the back/forward cache', () => {
  test('service page → calculator → Back', async ({ page }) => {
    await expectBackRestored(page, '/website-design', '/boutique-pricing')
  })

  test('article → insights → Back', async ({ page }) => {
    expect(ARTICLE).toBeDefined()
    await expectBackRestored(page, `/insights/${ARTICLE?.slug}`, '/insights')
  })
})
