import { INSIGHT_ARTICLES } from '@hard-hat/content'
import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test'
import { atBothWidths, expectNoAxeViolations, expectNoSidewaysScroll } from './fixtures'
import {
  type PasskeyServer,
  pageWithAuthenticator,
  signUpFirstOwner,
  startEditorServer,
} from './passkey-server'

// The inbox's Content section (decision 041) in Debian's Chromium, signed in with the DevTools
// virtual authenticator: an owner and a member of staff, each with a passkey, on a server of its
// own (WebAuthn refuses an IP address, so it runs at http://localhost:PORT), with the build's
// server bundle so that what is published is served.

type EditorServer = PasskeyServer

/**
 * axe clean and nothing sideways at a phone's width and a laptop's, with a screenshot of each kept
 * with the test's results to look at.
 */
async function checkPage(page: Page, testInfo: TestInfo, name: string) {
  await atBothWidths(page, async (width) => {
    await expectNoAxeViolations(page)
    await expectNoSidewaysScroll(page, `${name} scrolls sideways at ${width} px`)
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true })
  })
}

/** The owner registers with the setup link; they invite Sam Staff, who registers with theirs. */
async function ownerAndStaff(browser: Browser, server: EditorServer) {
  const viewport = test.info().project.use.viewport ?? { width: 1280, height: 800 }
  const ownerContext = await browser.newContext({ baseURL: server.url, viewport })
  const staffContext = await browser.newContext({ baseURL: server.url, viewport })
  const owner = await signUpFirstOwner(ownerContext, server)
  const staff = await pageWithAuthenticator(staffContext)

  await owner.goto('/admin/people')
  await owner.getByLabel('Name', { exact: true }).fill('Sam Staff')
  await owner.getByLabel('Email address').fill('sam@agency.example')
  await owner.getByRole('button', { name: 'Send the invitation' }).click()
  // No email is set up: the link is shown to the owner to pass on.
  const link = new RegExp(`${server.url}/admin/welcome#[\\w-]{43}`).exec(await owner.content())?.[0]
  expect(link).toBeDefined()
  await staff.goto(link ?? '')
  await staff.getByLabel('Name this passkey').fill('Sam’s phone')
  await staff.getByRole('button', { name: 'Create a passkey' }).click()
  await expect(staff.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
  return { owner, staff, ownerContext, staffContext }
}

const PHOTO = (INSIGHT_ARTICLES[0] ?? { featuredImage: { src: '', width: 1, height: 1 } })
  .featuredImage

/** A UK wall-clock date and time (YYYY-MM-DD, HH:MM) of a moment, as the schedule inputs take it. */
function ukWallClock(ms: number): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  )
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  }
}

/** A new article's other fields as an author types them: address, summary, body, photo, role. */
async function fillArticle(
  page: Page,
  article: { readonly slug: string; readonly summary: string; readonly body: string },
) {
  await page.getByLabel('Web address').fill(article.slug)
  await page.getByLabel('Summary').fill(article.summary)
  await page.getByLabel('Body', { exact: true }).fill(article.body)
  await page.getByLabel('Photo', { exact: true }).fill(PHOTO.src)
  await page.getByLabel('Width in pixels').fill(String(PHOTO.width))
  await page.getByLabel('Height in pixels').fill(String(PHOTO.height))
  await page.getByLabel('Author’s role').fill('Owner')
}

test.describe('the site editor', () => {
  let server: EditorServer
  test.beforeEach(async () => {
    server = await startEditorServer()
  })
  test.afterEach(async () => {
    await server.stop()
  })

  test('an article written, saved, published and served; two people editing it; staff refused a testimonial; scripts off @phone', async ({
    browser,
  }, testInfo) => {
    // A bound on a hang: two passkey sign-ups, two publishing passes and six axe audits on two
    // shared cores.
    test.setTimeout(420_000)
    const { owner, staff, ownerContext } = await ownerAndStaff(browser, server)
    const slug = `laying-a-patio-${testInfo.project.name}`

    // The Content section, from the inbox's navigation.
    await owner.getByRole('link', { name: 'Content', exact: true }).click()
    await expect(owner.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible()
    await checkPage(owner, testInfo, 'content-index')
    await owner.getByRole('link', { name: /Articles/ }).click()
    await expect(owner.getByRole('cell', { name: 'Published' }).first()).toBeVisible()
    await checkPage(owner, testInfo, 'articles-list')

    // A new article: first saved with a field at fault, then as it should be.
    await owner.getByRole('link', { name: 'New article' }).click()
    await owner.getByLabel('Title').fill('Laying a patio that lasts')
    await owner.getByRole('button', { name: 'Save draft' }).click()
    await expect(owner.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
    await expect(owner.getByRole('link', { name: 'Write the excerpt' })).toBeVisible()
    await checkPage(owner, testInfo, 'article-errors')
    await fillArticle(owner, {
      slug,
      summary: 'What a patio needs underneath, and why it matters.',
      body: '## The base\n\nA patio is only as good as what is under it.',
    })
    await owner.getByLabel('Alternative text').fill('A stone patio in a garden')
    await owner.getByRole('button', { name: 'Save draft' }).click()
    await expect(owner.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible()
    await expect(owner.getByText('Draft', { exact: true })).toBeVisible()
    await checkPage(owner, testInfo, 'article-draft')
    const editUrl = owner.url().split('?')[0] ?? ''

    await owner.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(owner.getByText('Published: the site shows it now.')).toBeVisible()
    await expect
      .poll(async () => (await fetch(`${server.url}/insights/${slug}`)).status, {
        timeout: 60_000,
      })
      .toBe(200)
    expect(await (await fetch(`${server.url}/insights/${slug}`)).text()).toContain(
      'Laying a patio that lasts',
    )

    // Two people open the same article; Sam saves first, Olive's save is refused with Sam's
    // change named, and what Olive typed is still in the form.
    await owner.goto(editUrl)
    await staff.goto(editUrl)
    await staff.getByLabel('Title').fill('Laying a patio that lasts for years')
    await staff.getByRole('button', { name: 'Save draft' }).click()
    await expect(staff.getByText('Draft saved.')).toBeVisible()
    await owner.getByLabel('Summary').fill('Olive’s better summary.')
    await owner.getByRole('button', { name: 'Save draft' }).click()
    await expect(
      owner.getByRole('heading', { name: 'Sam Staff saved this article while you were editing' }),
    ).toBeVisible()
    await expect(owner.getByRole('alert')).toContainText('they changed: Title')
    await expect(owner.getByLabel('Summary')).toHaveValue('Olive’s better summary.')
    await checkPage(owner, testInfo, 'article-conflict')
    // Having read it, Olive saves again: hers is kept, Sam's title too.
    await owner.getByLabel('Title').fill('Laying a patio that lasts for years')
    await owner.getByRole('button', { name: 'Save draft' }).click()
    await expect(owner.getByText('Draft saved.')).toBeVisible()
    await expect(owner.getByText('Changed since published')).toBeVisible()

    // Staff write testimonials but never publish one: no button, and a forged post is a 403.
    await staff.goto('/admin/content/testimonials/new')
    await staff.getByLabel('Name', { exact: true }).fill('Jo Sample')
    await staff.getByLabel('Company').fill('Sample Roofing')
    await staff.getByLabel('What they said').fill('Our phone has not stopped ringing.')
    await staff.getByRole('button', { name: 'Save draft' }).click()
    await expect(staff.getByText('Draft saved.')).toBeVisible()
    await expect(staff.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0)
    await checkPage(staff, testInfo, 'testimonial-staff')
    const refused = await staff.request.post(staff.url().split('?')[0] ?? '', {
      form: { action: 'publish' },
      headers: { origin: server.url },
    })
    expect(refused.status()).toBe(403)
    expect(await refused.text()).toContain('You cannot do this')

    // With JavaScript off, the same forms work by native posts, signed in as Olive.
    const noScript = await browser.newContext({
      baseURL: server.url,
      viewport: test.info().project.use.viewport ?? { width: 1280, height: 800 },
      javaScriptEnabled: false,
      storageState: await ownerContext.storageState(),
    })
    const plain = await noScript.newPage()
    await plain.goto(editUrl)
    await plain.getByLabel('Title').fill('Laying a patio that lasts a lifetime')
    await plain.getByRole('button', { name: 'Save draft' }).click()
    await expect(plain.getByText('Draft saved.')).toBeVisible()
    await plain.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(plain.getByText('Published: the site shows it now.')).toBeVisible()
    // axe cannot run where scripts are off: the same page was audited above with them on.
    await expectNoSidewaysScroll(plain)
    await plain.screenshot({ path: testInfo.outputPath('article-no-script.png'), fullPage: true })
    await expect
      .poll(async () => (await fetch(`${server.url}/insights/${slug}`)).text(), {
        timeout: 60_000,
      })
      .toContain('Laying a patio that lasts a lifetime')
    await noScript.close()
  })

  test('a publish refused for a photo without alternative text, the draft previewed, then scheduled a minute ahead and published by the clock', async ({
    browser,
  }, testInfo) => {
    // A bound on a hang: a sign-up, a preview's two renders and a scheduled publication up to two
    // minutes ahead, on two shared cores.
    test.setTimeout(420_000)
    const viewport = testInfo.project.use.viewport ?? { width: 1280, height: 800 }
    const context = await browser.newContext({ baseURL: server.url, viewport })
    const owner = await signUpFirstOwner(context, server)

    const slug = `a-roof-before-winter-${testInfo.project.name}`
    await owner.goto('/admin/content/articles/new')
    await owner.getByLabel('Title').fill('A roof before winter')
    // No alternative text yet: the checks before publishing find it.
    await fillArticle(owner, {
      slug,
      summary: 'What to check on a roof before the first frost.',
      body: '## Gutters first\n\nClear the gutters before the leaves fall.',
    })
    await owner.getByRole('button', { name: 'Save draft' }).click()
    await expect(owner.getByText('Draft saved.')).toBeVisible()

    // The checks before publishing: refused, the problem linked to its field.
    await owner.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(owner.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
    const problem = owner.getByRole('link', { name: /The photo has no alternative text/ })
    await expect(problem).toHaveAttribute('href', '#f-featuredImage.alt')
    await checkPage(owner, testInfo, 'article-publish-refused')
    expect((await fetch(`${server.url}/insights/${slug}`)).status).toBe(404)
    // The edit form's own field (the photo form below it has one for a new photo).
    await owner
      .locator('form.editor')
      .getByLabel('Alternative text')
      .fill('A slate roof under a grey sky')
    await owner.getByRole('button', { name: 'Save draft' }).click()
    await expect(owner.getByText('Draft saved.')).toBeVisible()

    // The preview: the page itself, at both widths, before anything is published.
    await owner.getByRole('link', { name: 'Preview' }).click()
    await expect(owner.getByRole('heading', { name: /^Preview: /, level: 1 })).toBeVisible()
    await expect(owner.locator('iframe')).toHaveCount(2)
    for (const frame of [0, 1]) {
      await expect(
        owner
          .frameLocator('iframe')
          .nth(frame)
          .getByRole('heading', { name: 'A roof before winter', level: 1 }),
      ).toBeVisible()
    }
    await owner.goBack()

    // Scheduled for the minute after next, UK time: not served before, served by the clock after
    // with no request in between.
    const at = ukWallClock(Date.now() + 120_000)
    await owner.getByLabel('Publish on (UK date)').fill(at.date)
    await owner.getByLabel('At (UK time)').fill(at.time)
    await owner.getByRole('button', { name: 'Schedule' }).click()
    await expect(owner.getByText('Scheduled.', { exact: true })).toBeVisible()
    await owner.goto('/admin/content/articles')
    await expect(owner.getByRole('row', { name: /A roof before winter/ })).toContainText(
      `Scheduled`,
    )
    expect((await fetch(`${server.url}/insights/${slug}`)).status).toBe(404)
    await expect
      .poll(async () => (await fetch(`${server.url}/insights/${slug}`)).status, {
        timeout: 240_000,
        intervals: [2_000],
      })
      .toBe(200)
    await context.close()
  })
})
