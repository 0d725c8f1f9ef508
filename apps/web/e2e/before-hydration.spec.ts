import type { Browser, Page } from '@playwright/test'
import { APP_PATHS } from '../app/route-paths'
import { expect, settled, test, waitForApp } from './fixtures'

// P-scripts-after-first-paint: every control a visitor sees works before the scripts arrive, with
// scripts held back and with none at all, or says it needs them; after hydration the richer
// behaviour takes over without moving anything.

/** Holds every script of the site until `release` is called: the page as a slow phone sees it. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** A page in a context without JavaScript, at a width. */
async function pageWithoutScripts(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width, height: 844 },
  })
  return context.newPage()
}

/**
 * The visible, enabled buttons that do nothing without scripts: every `button` or `[role=button]`
 * except a form's submit button and a popover's button (both work natively). A disabled one says
 * it cannot be used; a `<summary>` is not a button and opens its `<details>`.
 */
function deadButtons(page: Page): Promise<string[]> {
  return page.locator('button, [role="button"]').evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = element.getBoundingClientRect()
        const style = getComputedStyle(element)
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') return false
        if (element instanceof HTMLButtonElement) {
          if (element.disabled || element.hasAttribute('popovertarget')) return false
          if (element.type === 'submit' && element.form) return false
        }
        return true
      })
      .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''),
  )
}

test('the dead-button check finds a button that does nothing, and spares those that work', async ({
  page,
}) => {
  await page.setContent(
    '<button type="button">Dead</button><form><button>Send</button></form><button disabled>Off</button><button popovertarget="m">Menu</button><div id="m" popover>Menu</div><span role="button">Fake</span>',
  )
  expect(await deadButtons(page)).toEqual(['Dead', 'Fake'])
})

test.describe('with JavaScript off', () => {
  test('no page shows a button that does nothing, at 390 or 1280 px', async ({ browser }) => {
    test.setTimeout(120_000)
    const dead: string[] = []
    // One load serves both widths: without scripts only the style sheet's media queries follow
    // the width, and they apply again on a resize. Each page is checked at the width the last one
    // ended at, then at the other, so a page costs one load and one resize.
    let widths: readonly [number, number] = [390, 1280]
    const page = await pageWithoutScripts(browser, widths[0])
    for (const path of APP_PATHS) {
      await page.goto(path)
      for (const [index, width] of widths.entries()) {
        if (index > 0) await page.setViewportSize({ width, height: 844 })
        for (const name of await deadButtons(page)) dead.push(`${path} at ${width} px: ${name}`)
      }
      widths = [widths[1], widths[0]]
    }
    await page.context().close()
    expect(dead).toEqual([])
  })

  test('the mobile menu opens and closes, by its button, Close menu and Escape', async ({
    browser,
  }) => {
    const page = await pageWithoutScripts(browser, 390)
    await page.goto('/')
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Portfolio' })).toBeVisible()
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await menu.getByRole('link', { name: 'Portfolio' }).click()
    await expect(page).toHaveURL(/\/portfolio$/)
    await page.context().close()
  })

  test('an FAQ answer opens from its question, one at a time', async ({ browser }) => {
    const page = await pageWithoutScripts(browser, 1280)
    await page.goto('/contact')
    const items = page.locator('main details')
    const first = items.nth(0)
    const second = items.nth(1)
    await expect(first.locator('summary + *')).toBeHidden()
    await first.locator('summary').click()
    await expect(first.locator('summary + *')).toBeVisible()
    await second.locator('summary').click()
    await expect(second.locator('summary + *')).toBeVisible()
    await expect(first).not.toHaveAttribute('open')
    await page.context().close()
  })

  test('the testimonials are a scrollable list whose dots link to each one', async ({
    browser,
  }) => {
    const page = await pageWithoutScripts(browser, 390)
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Client testimonials' })
    const slides = carousel.getByRole('group')
    expect(await slides.count()).toBeGreaterThan(1)
    // Previous, Next and Pause keep their place but stay unseen until they work.
    await expect(carousel.locator('button')).toHaveCount(3)
    for (const control of await carousel.locator('button').all())
      await expect(control).toHaveCSS('visibility', 'hidden')
    const list = slides.first().locator('..')
    expect(await list.evaluate((element) => element.scrollLeft)).toBe(0)
    await carousel.getByRole('link', { name: 'Show testimonial 2' }).click()
    await expect(page).toHaveURL(/#.+-slide-1$/)
    await expect
      .poll(() => list.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth)))
      .toBe(1)
    await page.context().close()
  })

  test('Start Your Free Trial goes to the trial form', async ({ browser }) => {
    const page = await pageWithoutScripts(browser, 1280)
    await page.goto('/crm')
    await page.getByRole('link', { name: 'Start Your Free Trial' }).click()
    await expect(page).toHaveURL(/\/crm#/)
    const hash = new URL(page.url()).hash
    await expect(page.locator(`${hash} form`)).toBeInViewport()
    await page.context().close()
  })

  test('the filters are links to their URL, and the calculator says it needs scripts', async ({
    browser,
  }) => {
    const page = await pageWithoutScripts(browser, 1280)
    await page.goto('/portfolio')
    const filters = page.getByRole('navigation', { name: 'Filter projects by category' })
    await filters.getByRole('link', { name: 'SEO' }).click()
    await expect(page).toHaveURL(/\/portfolio\?category=seo$/)
    await page.goto('/insights')
    await page
      .getByRole('navigation', { name: 'Filter insights by category' })
      .getByRole('link', { name: 'SEO' })
      .click()
    await expect(page).toHaveURL(/\/insights\?category=seo$/)
    await page.getByRole('searchbox', { name: 'Search insights' }).fill('roofers')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/insights\?q=roofers$/)
    await page.goto('/boutique-pricing')
    const choices = page.getByRole('button', { name: /Website|Pages/ })
    expect(await choices.count()).toBe(3)
    for (const choice of await choices.all()) await expect(choice).toBeDisabled()
    await expect(page.getByText(/JavaScript/).first()).toBeVisible()
    await page.context().close()
  })
})

test.describe('with the scripts held back and the cookie banner asking', () => {
  test.use({ hasCookieChoice: false })

  test('no page shows a button that does nothing before hydration', async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 390, height: 844 })
    const release = await holdScripts(page)
    const dead: string[] = []
    for (const path of APP_PATHS) {
      await page.goto(path)
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
      for (const name of await deadButtons(page)) dead.push(`${path}: ${name}`)
    }
    release()
    expect(dead).toEqual([])
  })
})

test.describe('with the scripts held back, then arriving', () => {
  test('the menu works before hydration and moves focus once hydrated', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const release = await holdScripts(page)
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Menu', exact: true })
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await toggle.click()
    await expect(menu).toBeVisible()
    await toggle.click()
    await expect(menu).toBeHidden()
    release()
    await waitForApp(page)
    await toggle.click()
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
    await toggle.click()
    await menu.getByRole('link', { name: 'Portfolio' }).click()
    await expect(page).toHaveURL(/\/portfolio$/)
    await expect(menu).toBeHidden()
  })

  test('the filters navigate before hydration and filter once it is done', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/portfolio')
    await page
      .getByRole('navigation', { name: 'Filter projects by category' })
      .getByRole('link', { name: 'SEO' })
      .click()
    await expect(page).toHaveURL(/\?category=seo$/)
    release()
    await waitForApp(page)
    await expect(page.getByTestId('project-grid').locator(':scope > li')).toHaveCount(4)
  })

  test('the carousel and the calculator take over without moving anything', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = []
      ;(window as unknown as { shifts: number[] }).shifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const shiftsOf = () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)
    for (const path of ['/', '/boutique-pricing']) {
      const release = await holdScripts(page)
      await page.goto(path)
      release()
      await waitForApp(page)
      await settled(page)
      expect(await shiftsOf(), `layout shifts on ${path}`).toEqual([])
      await page.unrouteAll()
    }
    // The calculator's choices are enabled and move to the next step, on the page that just
    // hydrated late (no second load).
    await page.getByRole('button', { name: /Five Page Website/ }).click()
    await expect(page.getByText('Step 2 of 4')).toBeVisible()
    // The carousel's own controls now work: Next moves the current dot, Pause stops the timer.
    // A fresh load: the carousel's timer must not have moved on before Pause.
    await page.goto('/')
    await waitForApp(page)
    const carousel = page.getByRole('region', { name: 'Client testimonials' })
    await carousel.getByRole('button', { name: 'Pause testimonials' }).click()
    await expect(carousel.getByRole('button', { name: 'Play testimonials' })).toBeVisible()
    await expect(carousel.getByRole('link', { name: 'Show testimonial 1' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await carousel.getByRole('button', { name: 'Next testimonial' }).click()
    await expect(carousel.getByRole('link', { name: 'Show testimonial 2' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })
})
