import { expect, expectNoAxeViolations, revealEverySection, test, waitForApp } from './fixtures'
import { SECOND_DOCUMENT_PAGES } from './second-document'

test.describe('every route of the second document', () => {
  for (const path of SECOND_DOCUMENT_PAGES) {
    test(`${path} renders with no console errors and no axe violations`, async ({ page }) => {
      // Every section shown where it stands, as a reader who prefers reduced motion sees it: the
      // same page to scan once the fades end, without scrolling it through them (pages.spec.ts).
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(path)
      await waitForApp(page)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).toBeAttached()
      // Nothing is left to fade in: this returns at once, and fails if a section stays hidden.
      await revealEverySection(page)
      await expectNoAxeViolations(page)
    })
  }

  test('renders on a phone with no console errors @mobile', async ({ page }) => {
    for (const path of ['/portfolio', '/insights', '/contact', '/referrals', '/crm']) {
      await page.goto(path)
      await waitForApp(page)
      await expect(page.locator('h1')).toHaveCount(1)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
    }
  })

  test('the raw HTML of each route carries title, description, canonical and JSON-LD', async ({
    request,
  }) => {
    for (const path of SECOND_DOCUMENT_PAGES) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expect(html, path).toMatch(/<title>[^<]+\| Hard Hat Websites<\/title>/)
      expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}"/)
      expect(html, path).toContain(
        `<link rel="canonical" href="https://www.hardhatwebsites.example${path}"`,
      )
      expect(html, path).toContain('application/ld+json')
      expect(html, path).toMatch(/<h1[^>]*>/)
    }
    const caseStudy = await (await request.get('/portfolio/leeds-roofers')).text()
    expect(caseStudy).toContain('<title>Leeds Roofers | Hard Hat Websites</title>')
    expect(caseStudy).toContain('"@type":"CreativeWork"')
    const article = await (await request.get('/insights/local-seo-for-plumbers')).text()
    expect(article).toContain('"@type":"Article"')
  })

  test('/sitemap.xml is valid XML listing every route and slug; robots.txt points to it', async ({
    page,
    request,
  }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('xml')
    const xml = await response.text()
    await page.goto('/')
    const locs = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, 'application/xml')
      if (document.querySelector('parsererror')) return null
      return [...document.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '')
    }, xml)
    expect(locs, 'parses as XML').not.toBeNull()
    const paths = (locs ?? []).map((loc) => new URL(loc).pathname)
    for (const path of [...SECOND_DOCUMENT_PAGES.filter((p) => p !== '/thank-you'), '/']) {
      expect(paths, path).toContain(path)
    }
    expect(paths.filter((path) => path.startsWith('/portfolio/'))).toHaveLength(9)
    expect(paths.filter((path) => path.startsWith('/insights/'))).toHaveLength(10)
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Sitemap: https://www.hardhatwebsites.example/sitemap.xml')
  })

  test('the footer Sitemap link opens the HTML sitemap, which links every page and the XML', async ({
    page,
  }) => {
    await page.goto('/terms')
    await waitForApp(page)
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' })
    await expect(link).toHaveAttribute('href', '/sitemap')
    await link.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Leeds Roofers' })).toHaveAttribute(
      'href',
      '/portfolio/leeds-roofers',
    )
    await expect(main.getByRole('link', { name: /XML/ })).toHaveAttribute('href', '/sitemap.xml')
  })

  test('legal pages show their text, last updated 21 May 2025', async ({ page }) => {
    for (const [path, sections] of [
      ['/terms', 12],
      ['/privacy', 9],
    ] as const) {
      await page.goto(path)
      await expect(page.getByText('Last updated: 21 May 2025')).toBeVisible()
      await expect(page.locator('article section')).toHaveCount(sections)
    }
    await page.goto('/cookies')
    const table = page.getByRole('table')
    for (const [name, duration] of [
      ['_ga', '2 years'],
      ['_ga_<ID>', '2 years'],
      ['cookieConsent', '12 months'],
    ]) {
      await expect(
        table.getByRole('row', { name: new RegExp(`^${name} .*${duration}`) }),
      ).toBeVisible()
    }
  })
})
