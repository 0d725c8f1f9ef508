import { filterInsights, INSIGHT_ARTICLES } from '@hard-hat/content'
import { expect, revealEverySection, test, waitForApp } from './fixtures'

test.describe('portfolio and case studies', () => {
  test('category filters show matching projects and live in the query string @mobile', async ({
    page,
  }) => {
    await page.goto('/portfolio')
    await waitForApp(page)
    const cards = page.getByTestId('project-grid').locator(':scope > li')
    await expect(cards).toHaveCount(9)
    const filters = page.getByRole('navigation', { name: 'Filter projects by category' })
    await filters.getByRole('link', { name: 'SEO' }).click()
    await expect(page).toHaveURL(/\?category=seo$/)
    await expect(cards).toHaveCount(4)
    await expect(filters.getByRole('link', { name: 'SEO' })).toHaveAttribute('aria-current', 'true')
    await filters.getByRole('link', { name: 'Advertising' }).click()
    await expect(cards).toHaveCount(2)
    // A shared filtered link opens filtered.
    await page.goto('/portfolio?category=advertising')
    await waitForApp(page)
    await expect(cards).toHaveCount(2)
    await filters.getByRole('link', { name: 'All Projects' }).click()
    await expect(page).toHaveURL(/\/portfolio$/)
    await expect(cards).toHaveCount(9)
  })

  test('a case study shows its story, and More Projects links by slug with 100-character excerpts', async ({
    page,
  }) => {
    await page.goto('/portfolio')
    await waitForApp(page)
    await page.getByRole('link', { name: /View Case Study.*Glovers Plumbers/ }).click()
    await expect(page).toHaveURL('/portfolio/glovers-plumbers')
    await expect(page.getByRole('heading', { level: 1, name: 'Glovers Plumbers' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'The Challenge', exact: true })).toBeVisible()
    await expect(page.getByText('Local keyword research')).toBeVisible()
    await expect(page.getByText('Chris Sample (sample)')).toBeVisible()
    const more = page.locator('#more-projects li')
    await expect(more).toHaveCount(3)
    for (const text of await more.locator('p').allTextContents()) {
      expect(text.length).toBeLessThanOrEqual(100)
    }
    await expect(more.getByRole('link').first()).toHaveAttribute(
      'href',
      '/portfolio/den-architecture',
    )
    // The section fades up 24 px as it scrolls into view: a click aimed while it moves can land
    // beside the link (CI, on a busy machine: no navigation). Aim once it has arrived, as a reader
    // does who sees it.
    await revealEverySection(page)
    await more.getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Den Architecture' })).toBeVisible()
  })

  test('an unknown slug answers 404 and shows Project Not Found with Back to Portfolio', async ({
    page,
  }) => {
    const response = await page.goto('/portfolio/no-such-project')
    expect(response?.status()).toBe(404)
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to Portfolio' }).click()
    await expect(page).toHaveURL('/portfolio')
  })

  test('a project image that fails to load becomes the gradient card', async ({ page }) => {
    // An answer that is not an image: the browser fails to decode it, as with a broken file.
    await page.route('**/images/projects/leeds-roofers.svg', (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: 'not an image' }),
    )
    await page.goto('/portfolio/leeds-roofers')
    await waitForApp(page)
    await expect(page.getByText('Professional Website').first()).toBeVisible()
  })

  test('the picture a phone sees first loads at once; the ones further down wait @mobile', async ({
    page,
  }) => {
    await page.goto('/portfolio/den-architecture')
    const own = page.locator('#overview img')
    await expect(own).toHaveAttribute('loading', 'eager')
    await expect(own).toHaveAttribute('fetchpriority', 'high')
    expect((await own.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(
      page.viewportSize()?.height ?? 0,
    )
    await page.goto('/portfolio')
    const cards = page.getByTestId('project-grid').locator('img')
    await expect(cards).toHaveCount(9)
    for (const image of await cards.all()) await expect(image).toHaveAttribute('loading', 'lazy')
  })
})

test.describe('insights and articles', () => {
  test('category and search combine, live in the URL, and Reset Filters resets in place', async ({
    page,
  }) => {
    await page.goto('/insights')
    await waitForApp(page)
    const cards = page.locator('main ul.grid > li')
    await expect(cards).toHaveCount(10)
    const filters = page.getByRole('navigation', { name: 'Filter insights by category' })
    await filters.getByRole('link', { name: 'SEO' }).click()
    await expect(page).toHaveURL(/category=seo/)
    await expect(cards).toHaveCount(
      filterInsights(INSIGHT_ARTICLES, { category: 'seo', search: '' }).length,
    )
    await filters.getByRole('link', { name: 'All Insights' }).click()
    await page.getByLabel('Search insights').fill('ROOFERS')
    await expect(page).toHaveURL(/q=ROOFERS/)
    await expect(cards).toHaveCount(
      filterInsights(INSIGHT_ARTICLES, { category: 'all', search: 'ROOFERS' }).length,
    )
    // Keep a marker on the window: a reload would lose it.
    await page.evaluate(() => {
      ;(window as unknown as { marker: number }).marker = 1
    })
    await page.getByLabel('Search insights').fill('zzzz no match')
    await expect(page.getByRole('heading', { name: 'No insights found' })).toBeVisible()
    await expect(page.getByText('Try adjusting your search or filter criteria.')).toBeVisible()
    await page.getByRole('link', { name: 'Reset Filters' }).click()
    await expect(cards).toHaveCount(10)
    await expect(page).toHaveURL(/\/insights$/)
    await expect(page.getByLabel('Search insights')).toHaveValue('')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  })

  test('a shared search link opens filtered', async ({ page }) => {
    await page.goto('/insights?category=seo&q=plumbers')
    await waitForApp(page)
    await expect(page.getByLabel('Search insights')).toHaveValue('plumbers')
    const expected = filterInsights(INSIGHT_ARTICLES, { category: 'seo', search: 'plumbers' })
    expect(expected.length).toBeGreaterThan(0)
    await expect(page.locator('main ul.grid > li')).toHaveCount(expected.length)
  })

  test('an article shows breadcrumb, author, date, reading time and its markdown body', async ({
    page,
  }) => {
    await page.goto('/insights')
    await waitForApp(page)
    await page.getByRole('link', { name: /Read More.*Local SEO for Plumbers/ }).click()
    await expect(page).toHaveURL('/insights/local-seo-for-plumbers')
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Insights')
    await expect(page.getByText(/min read/).first()).toBeVisible()
    const body = page.getByTestId('article-body')
    await expect(body.locator('h2').first()).toHaveText('How Google decides who shows up locally')
    await expect(body.locator('strong').first()).toHaveText('Relevance')
    await expect(body.locator('ol li')).not.toHaveCount(0)
    await expect(
      body.locator('a[href="/insights/google-business-profile-for-roofers"]'),
    ).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Get in Touch', exact: true }),
    ).toHaveAttribute('href', '/contact')
  })

  test('an unknown article answers 404 and shows Article Not Found with Return to Insights', async ({
    page,
  }) => {
    const response = await page.goto('/insights/no-such-article')
    expect(response?.status()).toBe(404)
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible()
    await page.getByRole('link', { name: 'Return to Insights' }).click()
    await expect(page).toHaveURL('/insights')
  })
})
