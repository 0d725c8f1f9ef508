import { routePaths } from '@hard-hat/content'
import { expect, test } from './fixtures'
import { textOverflows } from './text-overflow'

// Every prerendered page, the 404 and the offer pages included, as a phone paints it before any
// script (the layout the visitor first sees; hydration changes no layout).
const PATHS = [...routePaths(), '/this-page-does-not-exist']

test.describe('text inside its box on the narrowest phones', () => {
  test.use({ javaScriptEnabled: false })

  for (const width of [320, 390]) {
    test(`no text overflows its box on any route at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000)
      await page.setViewportSize({ width, height: 800 })
      const spills: string[] = []
      for (const path of PATHS) {
        await page.goto(path)
        await page.evaluate(() => document.fonts.ready)
        spills.push(...(await textOverflows(page)).map((spill) => `${path} ${spill}`))
      }
      expect(spills).toEqual([])
    })
  }

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
