import { routePaths } from '@hard-hat/content'
import { expect, test } from './fixtures'
import { numbersWithoutLinks } from './phone-links'
import { textOverflows } from './text-overflow'

// Every prerendered page, the 404 and the offer pages included, as a phone paints it before any
// script (the layout the visitor first sees; hydration changes no layout).
const PATHS = [...routePaths(), '/this-page-does-not-exist']

test.describe('text inside its box on the narrowest phones', () => {
  test.use({ javaScriptEnabled: false })

  // One load of each route serves both widths (a scripts-off page lays itself out again when the
  // viewport changes, as a phone turned or a narrower one would) and the scripts-off check of the
  // phone number, which reads the DOM only (phone-calls.spec.ts checks it with scripts on).
  test('no text overflows its box on any route at 320 px or 390 px, and every phone number shown is a tel: link (scripts off)', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const spills: string[] = []
    const unlinked: string[] = []
    for (const path of PATHS) {
      await page.setViewportSize({ width: 320, height: 800 })
      await page.goto(path)
      await page.evaluate(() => document.fonts.ready)
      unlinked.push(...(await numbersWithoutLinks(page)).map((text) => `${path}: ${text}`))
      spills.push(...(await textOverflows(page)).map((spill) => `${path} at 320 px ${spill}`))
      await page.setViewportSize({ width: 390, height: 800 })
      await page.evaluate(() => document.fonts.ready)
      spills.push(...(await textOverflows(page)).map((spill) => `${path} at 390 px ${spill}`))
    }
    expect(spills).toEqual([])
    expect(unlinked).toEqual([])
  })

  test('the check finds a button whose address spills out of it', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 })
    await page.goto('/thank-you')
    expect(await textOverflows(page)).toEqual([])
    // A deliberately broken button: an unbreakable address in a box too narrow for it.
    await page.evaluate(() => {
      const button = document.createElement('a')
      button.href = 'mailto:hello@hardhatwebsites.example'
      button.className = 'broken-button'
      button.style.cssText = 'display:inline-block;width:120px;white-space:nowrap'
      button.textContent = 'hello@hardhatwebsites.example'
      document.querySelector('main')?.append(button)
    })
    expect(await textOverflows(page)).toEqual(['a.broken-button: hello@hardhatwebsites.example'])
  })
})
