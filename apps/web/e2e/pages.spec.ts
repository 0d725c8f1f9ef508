import {
  expect,
  expectNoAxeViolations,
  PAGES,
  revealEverySection,
  settled,
  test,
  waitForApp,
} from './fixtures'

test.describe('every page of the first document', () => {
  for (const { path, name } of PAGES) {
    test(`${path} renders its content with no console errors, and no axe violations @mobile`, async ({
      page,
    }, info) => {
      // As a reader who prefers reduced motion sees it: every section shown where it stands, not
      // faded in as it is scrolled to. The page and what axe scans are the same once the fades end;
      // scrolling 44 pages through their fades cost 0.7-1.0 CPU-s and 2-3 s a page. The fade itself
      // is held by the 404 test below, listings.spec.ts, content-case-study-photos.spec.ts and
      // section.test.tsx.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(path)
      await waitForApp(page)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeAttached()
      // Every section shown, then scanned (once, in the desktop project: the same page state as
      // the axe scan a11y.spec.ts made on a page load of its own) and, outside CI, the page
      // recorded for a look: nobody opens CI's copy, and 44 full pages drawn cost about 9 CPU-s a
      // run.
      await revealEverySection(page)
      if (info.project.name === 'desktop') await expectNoAxeViolations(page)
      if (!process.env.CI)
        await page.screenshot({
          path: `e2e-screenshots/${name}-${info.project.name}.png`,
          fullPage: true,
        })
    })
  }

  test('the raw HTML of each route carries title, description, canonical and JSON-LD', async ({
    request,
  }) => {
    for (const { path } of PAGES) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expect(html, path).toMatch(/<title>[^<]+\| Hard Hat Websites<\/title>/)
      expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}"/)
      expect(html, path).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/)
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/)
      expect(html, path).toContain('application/ld+json')
      expect(html, path).toMatch(/<h1[^>]*>/)
    }
  })

  test('aliases point their canonical URL at the page they show', async ({ request }) => {
    const html = await (await request.get('/services/website-design')).text()
    expect(html).toContain(
      '<link rel="canonical" href="https://www.hardhatwebsites.example/website-design"',
    )
    const offer = await (await request.get('/special-one-page-offer')).text()
    expect(offer).toContain(
      '<link rel="canonical" href="https://www.hardhatwebsites.example/special-offer-495"',
    )
  })

  test('an unknown path shows "404 Page Not Found" with a 404 status, and no axe violations', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
    await waitForApp(page)
    await revealEverySection(page)
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Return to Homepage' }).click()
    await expect(page).toHaveURL('/')
  })

  test('/projects redirects permanently to /portfolio', async ({ request }) => {
    // The server answers the redirect itself: its status and Location need no browser.
    const response = await request.get('/projects', { maxRedirects: 0 })
    expect([301, 308]).toContain(response.status())
    expect(response.headers().location).toMatch(/\/portfolio$/)
    expect((await request.get(response.headers().location ?? '')).status()).toBe(200)
  })

  test('navigation scrolls to the top and the header gains a shadow after scrolling', async ({
    page,
  }) => {
    await page.goto('/one-page-website')
    await waitForApp(page)
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 2000))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Website Design' }).click()
    await expect(page).toHaveURL('/website-design')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test.describe('cookie banner', () => {
    test.use({ hasCookieChoice: false })

    test('asks after load; Decline hides it and is remembered', async ({ page }) => {
      await page.goto('/free-website')
      await waitForApp(page)
      const banner = page.getByRole('region', { name: 'Cookie consent' })
      await expect(banner).toBeVisible()
      await banner.getByRole('button', { name: 'Decline' }).click()
      await expect(banner).toHaveCount(0)
      expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('false')
      await page.reload()
      await waitForApp(page)
      await settled(page)
      await expect(banner).toHaveCount(0)
    })
  })
})
