import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, extname, join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, type Page, test } from '@playwright/test'
import { settled } from './fixtures'
import { checkTargets, measureWidths, TAB_VIEWPORT, tabOutOf, tabThrough } from './wcag/audit'
import { installWcagAudit } from './wcag/in-page'

// The reflow and focus checks of wcag.spec.ts on the stories of the components every page is
// built from, in the built Storybook of @hard-hat/ui (turbo builds it before this suite).
const STORYBOOK = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../packages/ui/storybook-static',
)
/**
 * The components whose every story is checked: the shell, the carousel, the form parts, and the
 * check-lists, card grids and price cards the pages are built from.
 */
const CHECKED_TITLES = [
  'Shell/Header',
  'Shell/CookieBanner',
  'Display/TestimonialCarousel',
  'Display/CheckList',
  'Display/CardGrid',
  'Display/PriceCard',
  'Forms/',
]
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
}

interface StoryEntry {
  id: string
  title: string
  name: string
  type: string
}

const INDEX_FILE = join(STORYBOOK, 'index.json')

function stories(): StoryEntry[] {
  if (!existsSync(INDEX_FILE)) return []
  const { entries } = JSON.parse(readFileSync(INDEX_FILE, 'utf8')) as {
    entries: Record<string, StoryEntry>
  }
  return Object.values(entries).filter(
    (entry) =>
      entry.type === 'story' && CHECKED_TITLES.some((title) => entry.title.startsWith(title)),
  )
}

let server: Server
let origin = ''

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    const file = join(STORYBOOK, path === '/' ? 'index.html' : path)
    if (!file.startsWith(STORYBOOK) || !existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
    response.end(readFileSync(file))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

test.afterAll(() => new Promise<void>((done) => server.close(() => done())))

/** The component whose stories a page shows. */
const shownTitles = new WeakMap<Page, string>()

interface StorybookWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string }
    onSetCurrentStory(selection: { storyId: string; viewMode: 'story' }): Promise<void>
  }
}

/**
 * Shows a story in the worker's Storybook page. The first story of each component is loaded as a
 * page; the component's further stories are shown in that page as the Storybook UI shows a story
 * picked (the preview's `onSetCurrentStory`), so the preview's bundle is loaded and parsed once a
 * component, not once a story. A component's stories share no state a visit would not have: no
 * storage, nothing focused, at the top, the keyboard in the page. (One page for every story was
 * tried: after the cookie banner's stories that page never fell idle again, and each later story
 * waited out `settled`'s 5 s bound.) The render then reaches its last phase, "finished", once its
 * play function has run (the banner's, the error summary's, a form sent and stored; a fixed 300 ms
 * was too short for a form's send on a busy machine), and the page settles (the frames after the
 * focus it moved).
 */
async function showStory(page: Page, story: StoryEntry): Promise<void> {
  const storyId = story.id
  if (shownTitles.get(page) !== story.title) {
    await page.goto(`${origin}/iframe.html?id=${storyId}&viewMode=story`)
    shownTitles.set(page, story.title)
  } else {
    // A tab pass ends by tabbing out of the document: the window gets the keyboard back, as a
    // new page has it.
    await page.bringToFront()
    await page.evaluate(async (id) => {
      localStorage.clear()
      sessionStorage.clear()
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      window.scrollTo(0, 0)
      await (window as StorybookWindow).__STORYBOOK_PREVIEW__?.onSetCurrentStory({
        storyId: id,
        viewMode: 'story',
      })
    }, storyId)
  }
  await page.waitForFunction((id) => {
    const render = (window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender
    return (
      render?.id === id &&
      (render.phase === 'finished' || render.phase === 'errored' || render.phase === 'aborted')
    )
  }, storyId)
  await page.locator('#storybook-root > *').first().waitFor()
  await settled(page)
}

test.describe('stories of the shell, carousel and form components (WCAG 1.4.10, 2.4.11, 2.4.7, 2.5.8)', () => {
  /** The worker's Storybook page, shared by the stories it checks. */
  let storyPage: Page | undefined
  test.afterAll(async () => {
    await storyPage?.close()
    storyPage = undefined
  })

  test('the built Storybook holds stories of each checked component', () => {
    const checked = stories()
    expect(
      checked.length,
      `the stories in ${INDEX_FILE} (turbo runs build-storybook first)`,
    ).toBeGreaterThan(0)
    for (const title of CHECKED_TITLES) {
      expect(
        checked.some((story) => story.title.startsWith(title)),
        title,
      ).toBe(true)
    }
  })

  for (const story of stories()) {
    test(`${story.title} ${story.name} fits 320 px and keeps focus visible`, async ({
      browser,
    }) => {
      if (!storyPage) {
        storyPage = await browser.newPage({ reducedMotion: 'reduce', viewport: TAB_VIEWPORT })
        await storyPage.addInitScript(installWcagAudit)
      }
      const page = storyPage
      await page.setViewportSize(TAB_VIEWPORT)
      await showStory(page, story)
      const findings: string[] = []
      const widths = await measureWidths(page, story.name)
      findings.push(...widths.findings)
      const forwards = await tabThrough(page, story.name, 'forwards')
      findings.push(...forwards.findings)
      findings.push(...(await checkTargets(page, story.name, [{ width: 320, height: 844 }])))
      const menu = page.getByRole('button', { name: 'Menu' })
      if (await menu.isVisible()) {
        await menu.click()
        const open = await measureWidths(page, `${story.name}, menu open`)
        findings.push(...open.findings)
        const menuTab = await tabOutOf(page, page.getByRole('dialog', { name: 'Menu' }))
        findings.push(...menuTab.findings)
      }
      console.log(
        `story ${story.title} / ${story.name}: width at 320 ${widths.widths['320']}, ${forwards.stops} focus stops, ${forwards.hidden} hidden, ${findings.length} finding(s)`,
      )
      expect(findings).toEqual([])
    })
  }
})
