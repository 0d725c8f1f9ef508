import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, extname, join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { settled } from './fixtures'
import { checkTargets, measureWidths, tabOutOf, tabThrough } from './wcag/audit'
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

test.use({ reducedMotion: 'reduce', viewport: { width: 390, height: 844 } })

test.describe('stories of the shell, carousel and form components (WCAG 1.4.10, 2.4.11, 2.4.7, 2.5.8)', () => {
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
    test(`${story.title} ${story.name} fits 320 px and keeps focus visible`, async ({ page }) => {
      await page.addInitScript(installWcagAudit)
      await page.goto(`${origin}/iframe.html?id=${story.id}&viewMode=story`)
      await page.locator('#storybook-root > *').first().waitFor()
      // Stories with a play function (the banner's, the error summary's, a form sent and stored)
      // settle first: Storybook's render reaches its last phase, "finished", once the play function
      // has run (a fixed 300 ms was too short for a form's send on a busy machine), then the page
      // settles (the frames after the focus it moved).
      await page.waitForFunction(() => {
        const phase = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
          .__STORYBOOK_PREVIEW__?.currentRender?.phase
        return phase === 'finished' || phase === 'errored' || phase === 'aborted'
      })
      await settled(page)
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
