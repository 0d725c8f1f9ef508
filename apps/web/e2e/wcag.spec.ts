import { routePaths } from '@hard-hat/content'
import type { Locator, Page } from '@playwright/test'
import { expect, test, uniqueEmail, waitForApp } from './fixtures'
import type { DeadlineVariable } from './offer-server'
import {
  type AuditRow,
  checkTargets,
  checkTextResize,
  checkTextSpacing,
  followInPageLinks,
  formatTable,
  measureWidths,
  TAB_VIEWPORT,
  tabOutOf,
  tabThrough,
} from './wcag/audit'
import { installWcagAudit } from './wcag/in-page'

// WCAG 2.2 AA criteria axe cannot see (1.4.10, 2.4.11, 1.4.12, 1.4.4, 2.5.8, 2.4.7, 1.4.13, 2.1.2),
// on every route of the content route table: a new page is audited without editing this file.
test.use({ hasCookieChoice: false, reducedMotion: 'reduce', viewport: TAB_VIEWPORT })

/** A state a route reaches only through its address, or through a server whose offer still runs. */
interface Audit {
  readonly path: string
  readonly state: string
  /** The offer that must still run: audited on the worker's server whose offers run (P-offer-ends-for-every-reader). */
  readonly runningOffer?: DeadlineVariable
}

const EXTRA_STATES: readonly Audit[] = [
  ...[2, 3, 4].map((step) => ({
    path: `/boutique-pricing?package=five-page&features=jobQuoteCalculator,advancedSeo&step=${step}`,
    state: `calculator step ${step}`,
  })),
  // Open offers: the server's clock decides, so each is audited on a server whose deadlines are ahead.
  { path: '/special-offer-495', state: 'offer open', runningOffer: 'LIMITED_OFFER_ENDS_AT' },
  { path: '/special-offer', state: 'offer open', runningOffer: 'CELEBRATION_OFFER_ENDS_AT' },
]

const AUDITS: readonly Audit[] = [
  ...routePaths().map((path) => ({ path, state: 'page' })),
  { path: '/no-such-page', state: 'not found' },
  ...EXTRA_STATES,
]

/** Fills a form with valid sample answers, by each field's type, as a visitor would. */
async function fillSampleAnswers(form: Locator) {
  const fields = form.locator('input:not([type="hidden"]), select, textarea')
  // What each field is, read in one round trip: only the typing needs one per field.
  const kinds = await fields.evaluateAll((elements) =>
    elements.map((element) => {
      const field = element as HTMLInputElement
      return {
        // As Playwright's isEditable: enabled (its own or a fieldset's) and not read-only.
        isEditable:
          !element.matches(':disabled') &&
          element.closest('[aria-disabled="true"]') === null &&
          field.readOnly !== true &&
          element.getAttribute('aria-readonly') !== 'true',
        type: element.getAttribute('type') ?? '',
        tag: element.tagName.toLowerCase(),
        name: element.getAttribute('name') ?? '',
        isRequired: element.getAttribute('required') !== null,
        firstValue:
          element instanceof HTMLSelectElement
            ? [...element.options].map((option) => option.value).find((value) => value !== '')
            : undefined,
      }
    }),
  )
  for (const [index, { isEditable, type, tag, name, isRequired, firstValue }] of kinds.entries()) {
    if (!isEditable) continue
    const field = fields.nth(index)
    if (tag === 'select') {
      if (firstValue !== undefined) await field.selectOption(firstValue)
    } else if (type === 'checkbox') {
      if (isRequired) await field.check()
    } else if (type === 'radio') {
      await field.check()
    } else if (type === 'email') {
      await field.fill(uniqueEmail('wcag'))
    } else if (type === 'tel') {
      await field.fill('01632 960002')
    } else if (type === 'url' || /website|url/i.test(name)) {
      await field.fill('www.sample.example')
    } else if (type === 'number') {
      await field.fill('3')
    } else if (tag === 'textarea') {
      await field.fill('A sample message written by the accessibility audit')
    } else if (type === '' || type === 'text') {
      await field.fill('Sam Sample')
    }
  }
}

/** The page's form states: the error summary after an empty submit, then the success panel. */
async function auditForms(page: Page, rows: AuditRow[], findings: string[]) {
  // The lead forms post and ask for answers; a GET form (the insights search) and a form of buttons
  // only (the cookie policy's "Don't count my visits") have no error or success state.
  const forms = page.locator(
    'main form[method="post"]:has(input:not([type="hidden"]), textarea, select)',
  )
  if ((await forms.count()) === 0) return
  const form = forms.first()
  const submit = form.locator('button[type="submit"], button:not([type])').last()
  await submit.click()
  const summary = page.getByRole('heading', { name: 'There is a problem' })
  // A bound on a hang (3 s was a guess at the machine's speed), as for any assertion.
  const hasSummary = await summary.waitFor({ timeout: 15_000 }).then(
    () => true,
    () => false,
  )
  if (hasSummary) {
    const report = await measureWidths(page, 'error summary')
    findings.push(...report.findings)
    rows.push({ state: 'error summary', widths: report.widths })
  } else {
    findings.push('error summary: an empty submit showed no "There is a problem" summary')
  }
  await fillSampleAnswers(form)
  await submit.click()
  // Success replaces the form with a panel, or (home) keeps it and confirms with a toast.
  const hasSucceeded = await Promise.any([
    form.waitFor({ state: 'hidden', timeout: 15_000 }),
    page
      .getByText(/Your reference/)
      .first()
      .waitFor({ timeout: 15_000 }),
  ]).then(
    () => true,
    () => false,
  )
  if (!hasSucceeded) {
    findings.push('success: a submit with sample answers showed no success panel')
    return
  }
  await waitForApp(page)
  const report = await measureWidths(page, 'success')
  findings.push(...report.findings)
  rows.push({ state: 'success', widths: report.widths })
}

/** The whole audit of a page at `url`, from its first visit. */
async function auditRoute(page: Page, url: string, path: string, state: string) {
  await page.addInitScript(installWcagAudit)
  await page.goto(url)
  await waitForApp(page)
  const rows: AuditRow[] = []
  const findings: string[] = []
  const record = (row: AuditRow, found: readonly string[]) => {
    rows.push(row)
    findings.push(...found)
  }

  // A first visit: the cookie banner asks. The focus passes are made with the banner shown: they
  // stop at every focusable element of the page and then the banner's, and a stop is hidden if the
  // header or the banner covers it. Once the banner is declined, the same stops have less in front
  // of them, so a pass then would find nothing this one did not (sitemap: 68 stops with the
  // banner, 64 without); the page without it is still measured at every width below.
  const banner = page.getByRole('region', { name: 'Cookie consent' })
  await expect(banner).toBeVisible()
  const withBanner = await measureWidths(page, 'cookie banner')
  const bannerForwards = await tabThrough(page, 'cookie banner', 'forwards')
  const bannerBackwards = await tabThrough(page, 'cookie banner', 'backwards')
  record(
    {
      state: 'cookie banner',
      widths: withBanner.widths,
      forwards: bannerForwards,
      backwards: bannerBackwards,
    },
    [...withBanner.findings, ...bannerForwards.findings, ...bannerBackwards.findings],
  )

  await banner.getByRole('button', { name: 'Decline' }).click()
  await expect(banner).toBeHidden()
  const plain = await measureWidths(page, state)
  record({ state, widths: plain.widths }, plain.findings)
  findings.push(...(await followInPageLinks(page, state)))
  findings.push(...(await checkTargets(page, state)))
  findings.push(...(await page.evaluate(() => window.__wcag.checkHoverReveals())))
  findings.push(...(await checkTextSpacing(page, state)))
  findings.push(...(await checkTextResize(page, state)))

  const menuButton = page.getByRole('button', { name: 'Menu' })
  await menuButton.click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  const menu = await measureWidths(page, 'menu open')
  findings.push(...(await checkTargets(page, 'menu open', [TAB_VIEWPORT])))
  const menuTab = await tabOutOf(page, page.getByRole('dialog', { name: 'Menu' }))
  record({ state: 'menu open', widths: menu.widths, forwards: menuTab }, [
    ...menu.findings,
    ...menuTab.findings,
  ])

  await auditForms(page, rows, findings)

  const table = formatTable(`${path} (${state})`, rows, findings.length)
  console.log(`${table}${findings.map((finding) => `\n  ✗ ${finding}`).join('')}`)
  test.info().annotations.push({ type: 'wcag', description: table })
  expect(findings).toEqual([])
}

test.describe('WCAG 2.2 AA beyond axe, on every route', () => {
  test.describe.configure({ timeout: 120_000 })
  for (const { path, state, runningOffer } of AUDITS) {
    const title = `${path} (${state}) fits 320 px, never hides focus, keeps text and targets usable`
    // Only a test that needs the offer server asks for it: a worker that runs none starts none.
    if (runningOffer) {
      test(title, async ({ page, runningOffers }) => {
        await auditRoute(page, `${runningOffers.url}${path}`, path, state)
      })
    } else {
      test(title, async ({ page }) => {
        await auditRoute(page, path, path, state)
      })
    }
  }
})

test('the audit finds each kind of defect it looks for, on a page built with them', async ({
  page,
}) => {
  await page.addInitScript(installWcagAudit)
  // A document with no app scripts: a page of the site would hydrate and could replace this one.
  await page.goto('/robots.txt')
  await page.setContent(`<!doctype html><html><head><style>
      body { margin: 0; font: 16px sans-serif }
      .bar { position: fixed; inset: auto 0 0 0; height: 200px; background: #333 }
      .wide { width: 500px }
      .plain:focus { outline: none }
      .tiny { width: 10px; height: 10px; padding: 0; border: 0 }
      .box { height: 20px; overflow: hidden; width: 200px }
      .tip { display: none } .has-tip:hover .tip { display: block }
    </style></head><body>
      <div class="wide"><a href="#a">first</a></div>
      <button class="plain">no indicator</button>
      <button class="tiny" aria-label="one"></button><button class="tiny" aria-label="two"></button>
      <div class="box"><p>a line of text</p><p>a second line, cut off by the box</p></div>
      <span class="has-tip">hover me <span class="tip">tip</span></span>
      <div style="height: 1200px"></div>
      <a href="#b" style="display: block; margin-bottom: 100px">under the bar</a>
      <div class="bar"></div>
    </body></html>`)
  await page.setViewportSize({ width: 320, height: 600 })
  const width = await measureWidths(page, 'test', [320])
  expect(width.findings.join()).toContain('document 500 px wide')
  const forwards = await tabThrough(page, 'test', 'forwards')
  expect(forwards.findings.join('\n')).toMatch(/"under the bar" hidden/)
  expect(forwards.findings.join('\n')).toMatch(/"no indicator" shows no focus indicator/)
  const found = await page.evaluate(() => ({
    targets: window.__wcag.checkTargets(),
    clipped: window.__wcag.checkClippedText(),
    hover: window.__wcag.checkHoverReveals(),
  }))
  expect(found.targets.join()).toMatch(/target button "one" is 10×10 px/)
  expect(found.clipped.join()).toMatch(/text clipped in div/)
  expect(found.hover.join()).toMatch(/content shown on hover or focus/)
})
