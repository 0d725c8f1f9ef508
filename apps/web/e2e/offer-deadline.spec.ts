import { spawn } from 'node:child_process'
import { OFFER_ENDED } from '@hard-hat/content'
import type { Locator, Page } from '@playwright/test'
import { E2E_ADMIN_TOKEN } from '../playwright.config'
import { expect, fillEnquiry, test, uniqueEmail, waitForApp } from './fixtures'
import {
  type DeadlineVariable,
  freePort,
  isoSecondsAhead,
  type OfferServer,
  SERVER_ENTRY,
  serverEnv,
  startOfferServer,
  startServerWith,
  storedOn,
  untilPast,
} from './offer-server'

// P-offer-ends-for-every-reader: what a visitor sees, and what the server sends, as an offer ends.
// Where the page's own clock decides (hydration after the deadline, the countdown reaching zero, a
// visitor's wrong clock), the page runs on the worker's server whose offers still run and its clock
// is moved past the deadline (Playwright's clock): no test waits for a real deadline it does not
// need. Where the server's clock decides (a claim stored late, the HTML it sends), a test starts
// the built server with an offer ending a few seconds ahead and waits for it.
test.describe.configure({ mode: 'serial' })

/** The instant (ms) `variable`'s offer ends on `server`. */
function deadlineMs(server: OfferServer, variable: DeadlineVariable): number {
  return Date.parse(server.deadlines[variable] ?? '')
}

/**
 * The page's countdown shows the worker's running offer's whole days left (the £495 one 4, the
 * 150th-client one 1): it has read the server's clock, so a move of its own clock counts from there.
 */
async function expectCountingDown(page: Page, days: string) {
  await expect(page.locator('[data-unit="days"]')).toHaveText(days)
}

/**
 * Moves the page's clock (installed before the page loaded, flowing with real time) to `offsetMs`
 * from the offer's deadline on `server` (negative: before it). Timers then due run once, as after
 * a sleep: the page's countdown ticks to its new time.
 */
async function movePageClock(
  page: Page,
  server: OfferServer,
  variable: DeadlineVariable,
  offsetMs: number,
) {
  await page.clock.fastForward(Math.max(1, deadlineMs(server, variable) + offsetMs - Date.now()))
}

/** Sums the page's layout shifts not caused by input (CLS), from the page's start. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0, sources: [] as string[] }
    Object.assign(window, { __layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      })[]) {
        if (entry.hadRecentInput) continue
        shifts.total += entry.value
        for (const source of entry.sources) {
          const node = source.node as Element | undefined
          shifts.sources.push(
            `${node?.tagName ?? '?'}#${node?.id ?? ''}.${String(node?.className ?? '').slice(0, 30)} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)} scrollY=${window.scrollY}`,
          )
        }
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/**
 * Nothing moved: the page's CLS from its start, through the switch, is 0 (each part that differs
 * between the states keeps its room). What moved, and from where to where, is in the message.
 */
async function expectNoLayoutShift(page: Page) {
  // Two frames, so a shift the switch caused has been reported.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
  const { total, sources } = await page.evaluate(
    () =>
      (window as unknown as { __layoutShifts: { total: number; sources: string[] } })
        .__layoutShifts,
  )
  test.info().annotations.push({ type: 'CLS at the switch', description: total.toFixed(4) })
  expect(total, `CLS ${total.toFixed(4)}:\n${sources.join('\n')}`).toBeLessThan(0.001)
}

/** Holds the page's scripts back until the returned function releases them (a slow phone). */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((done) => {
    release = done
  })
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** What the visitor typed into the £495 page's form (the fields both of its forms share). */
const TYPED = {
  'First Name': 'Megan',
  'Last Name': 'Sample',
  'Phone Number': '01632 960005',
  'Business Name': 'Sample Tiling (sample)',
  'Anything else we should know?': 'Kitchens and bathrooms',
} as const

async function typeInto(form: Locator, email: string) {
  for (const [label, value] of Object.entries(TYPED)) {
    await form.getByLabel(label).pressSequentially(value, { delay: 5 })
  }
  await form.getByLabel('Email Address').pressSequentially(email, { delay: 5 })
  await form.getByLabel('Do you currently have a website?').selectOption('No website at all')
}

async function expectTyped(form: Locator, email: string) {
  for (const [label, value] of Object.entries(TYPED)) {
    await expect(form.getByLabel(label)).toHaveValue(value)
  }
  await expect(form.getByLabel('Email Address')).toHaveValue(email)
  await expect(form.getByLabel('Do you currently have a website?')).toHaveValue('No website at all')
}

test('a £495 page whose scripts arrive after the deadline hydrates into the ended form with every value typed and the focus, and nothing moves @mobile', async ({
  page,
  runningOffers: server,
}) => {
  await page.clock.install()
  await watchLayoutShifts(page)
  const release = await holdScripts(page)
  await page.goto(`${server.url}/special-offer-495`, { waitUntil: 'commit' })
  const running = page.getByRole('form', { name: 'Enquiry form' })
  await expect(running.getByRole('button', { name: 'Claim My Website' })).toBeVisible()
  await expect(page.locator('input[name="formId"]')).toHaveValue('offer-495')
  const email = uniqueEmail('late-hydration')
  await typeInto(running, email)
  await running.getByLabel('Anything else we should know?').focus()

  await movePageClock(page, server, 'LIMITED_OFFER_ENDS_AT', 1000)
  release()
  await waitForApp(page)

  const form = page.getByRole('form', { name: 'Enquiry form' })
  await expect(form.getByRole('button', { name: 'Send Enquiry' })).toBeVisible()
  await expect(page.locator('input[name="formId"]')).toHaveValue('offer-495-ended')
  await expect(page.getByText('This offer has ended').first()).toBeVisible()
  await expect(page).toHaveTitle('One Page Website: the Offer Has Ended | Hard Hat Websites')
  await expectTyped(form, email)
  await expect(form.getByLabel('Anything else we should know?')).toBeFocused()
  await expectNoLayoutShift(page)

  await form.getByLabel('What is most important to you?').selectOption('Build trust with customers')
  await form.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  const [stored] = await storedOn(page, server, email)
  expect(stored?.payload).toMatchObject({
    formType: 'One Page Website Enquiry',
    source: 'One Page Website Landing',
    email,
  })
})

test('the £495 countdown reaching zero while a half-filled form is open keeps every value and the focus, and nothing moves @mobile', async ({
  page,
  runningOffers: server,
}) => {
  await page.clock.install()
  await watchLayoutShifts(page)
  const email = uniqueEmail('countdown-zero')
  const form = page.getByRole('form', { name: 'Enquiry form' })
  await page.goto(`${server.url}/special-offer-495`)
  await waitForApp(page)
  await expect(form.getByRole('button', { name: 'Claim My Website' })).toBeVisible()
  await form.getByLabel('First Name').pressSequentially('Megan')
  await form.getByLabel('Email Address').pressSequentially(email)
  await form.getByLabel('Business Name').pressSequentially('Sample Til')
  await expectCountingDown(page, '04')
  // Seconds before the deadline the offer still runs; then the countdown reaches zero.
  await movePageClock(page, server, 'LIMITED_OFFER_ENDS_AT', -3000)
  await expect(page.getByTestId('countdown-seconds')).toHaveText(/^0[1-3]$/)
  await expect(form.getByRole('button', { name: 'Claim My Website' })).toBeVisible()
  await movePageClock(page, server, 'LIMITED_OFFER_ENDS_AT', 1000)
  await expect(form.getByRole('button', { name: 'Send Enquiry' })).toBeVisible()
  for (const unit of ['days', 'hours', 'minutes', 'seconds']) {
    await expect(page.getByTestId(`countdown-${unit}`)).toHaveText('00')
  }
  await expect(form.getByLabel('First Name')).toHaveValue('Megan')
  await expect(form.getByLabel('Email Address')).toHaveValue(email)
  await expect(form.getByLabel('Business Name')).toHaveValue('Sample Til')
  await expect(form.getByLabel('Business Name')).toBeFocused()
  await page.keyboard.type('ing (sample)')
  await expect(form.getByLabel('Business Name')).toHaveValue('Sample Tiling (sample)')
  await expectNoLayoutShift(page)
})

/** The 150th-client page ended: the Launch form holds what was typed in the claim, nothing moved. */
async function expectLaunchFormKept(page: Page, email: string) {
  const launch = page.getByRole('form', { name: 'Enquire About the Launch Package' })
  await expect(launch).toBeVisible()
  await expect(page.locator('input[name="formId"]')).toHaveValue('launch')
  await expect(launch.getByLabel('Full Name')).toHaveValue('Sam Sample')
  await expect(launch.getByLabel('Email Address')).toHaveValue(email)
  await expect(launch.getByLabel('Company Name')).toHaveValue('Sample Roof')
  await expect(launch.getByLabel('Company Name')).toBeFocused()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Launch Package')
  await expectNoLayoutShift(page)
}

test('the 150th-client countdown reaching zero turns the claim into the Launch form with every value kept, and nothing moves @mobile', async ({
  page,
  runningOffers: server,
}) => {
  await page.clock.install()
  await watchLayoutShifts(page)
  const email = uniqueEmail('celebration-zero')
  await page.goto(`${server.url}/special-offer`)
  await waitForApp(page)
  const claim = page.getByRole('form', { name: 'Claim Your Celebration Offer' })
  await claim.getByLabel('Full Name').pressSequentially('Sam Sample')
  await claim.getByLabel('Email Address').pressSequentially(email)
  await claim.getByLabel('Company Name').pressSequentially('Sample Roof')
  await expectCountingDown(page, '01')
  await movePageClock(page, server, 'CELEBRATION_OFFER_ENDS_AT', -3000)
  await expect(page.locator('[data-unit="seconds"]')).toHaveText(/^0[1-3]$/)
  await expect(claim).toBeVisible()
  await movePageClock(page, server, 'CELEBRATION_OFFER_ENDS_AT', 1000)
  await expectLaunchFormKept(page, email)
})

test('a 150th-client page whose scripts arrive after the deadline hydrates into the Launch form with every value typed, and nothing moves @mobile', async ({
  page,
  runningOffers: server,
}) => {
  await page.clock.install()
  await watchLayoutShifts(page)
  const release = await holdScripts(page)
  await page.goto(`${server.url}/special-offer`, { waitUntil: 'commit' })
  const claim = page.getByRole('form', { name: 'Claim Your Celebration Offer' })
  await claim.getByLabel('Full Name').pressSequentially('Sam Sample', { delay: 5 })
  const email = uniqueEmail('celebration-late-hydration')
  await claim.getByLabel('Email Address').pressSequentially(email, { delay: 5 })
  await claim.getByLabel('Company Name').pressSequentially('Sample Roof', { delay: 5 })

  await movePageClock(page, server, 'CELEBRATION_OFFER_ENDS_AT', 1000)
  release()
  await waitForApp(page)
  await expectLaunchFormKept(page, email)
})

/** The raw HTML of a page as a crawler or a scripts-off visitor gets it, read for the checks. */
async function rawOfferPage(url: string) {
  const response = await fetch(url)
  const html = await response.text()
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  )
  const offers = jsonLd.filter((block) => block['@type'] === 'Offer')
  const digits = [...html.matchAll(/data-unit="(days|hours|minutes|seconds)"[^>]*>([^<]*)</g)].map(
    (match) => match[2],
  )
  return {
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    prices: offers.map((offer) => offer.price),
    priceValidUntil: offers.map((offer) => offer.priceValidUntil),
    saves: /\bSave £[\d,]+/.test(html),
    countdown: digits.join(':'),
    formId: /<input type="hidden" name="formId" value="([^"]*)"/.exec(html)?.[1],
    cacheControl: response.headers.get('cache-control'),
    etag: response.headers.get('etag'),
  }
}

const OFFER_ROUTES = [
  {
    path: '/special-offer-495',
    variable: 'LIMITED_OFFER_ENDS_AT',
    running: {
      title: '£495 One Page Website Offer | Hard Hat Websites',
      price: 495,
      formId: 'offer-495',
    },
    ended: {
      title: 'One Page Website: the Offer Has Ended | Hard Hat Websites',
      formId: 'offer-495-ended',
    },
  },
  {
    path: '/special-one-page-offer',
    variable: 'LIMITED_OFFER_ENDS_AT',
    running: {
      title: '£495 One Page Website Offer | Hard Hat Websites',
      price: 495,
      formId: 'offer-495',
    },
    ended: {
      title: 'One Page Website: the Offer Has Ended | Hard Hat Websites',
      formId: 'offer-495-ended',
    },
  },
  {
    path: '/special-offer',
    variable: 'CELEBRATION_OFFER_ENDS_AT',
    running: {
      title: '150th Client Celebration Offer | Hard Hat Websites',
      price: 1250,
      formId: 'special_offer_claim',
    },
    ended: {
      title: 'Launch Package: the 150th Client Offer Has Ended | Hard Hat Websites',
      formId: 'launch',
    },
  },
] as const

test('the raw HTML of every offer route is the running offer before its deadline and the ended page after it, from the same server', async () => {
  const deadlines = {
    LIMITED_OFFER_ENDS_AT: isoSecondsAhead(8),
    CELEBRATION_OFFER_ENDS_AT: isoSecondsAhead(8),
  }
  const server = await startServerWith(deadlines)
  try {
    for (const route of OFFER_ROUTES) {
      const leftAtAskMs = server.endsAtMs - Date.now()
      const before = await rawOfferPage(`${server.url}${route.path}`)
      console.log(`before ${route.path}: ${JSON.stringify({ ...before, html: undefined })}`)
      expect(before.title).toBe(route.running.title)
      expect(before.prices).toEqual([route.running.price])
      expect(before.priceValidUntil).toEqual([server.deadlines[route.variable]])
      expect(before.saves).toBe(true)
      // The server's own seconds left, counted when it answered: no more than when it was asked.
      expect(before.countdown).toMatch(/^00:00:00:\d\d$/)
      expect(Number(before.countdown.slice(-2))).toBeLessThanOrEqual(Math.ceil(leftAtAskMs / 1000))
      expect(before.formId).toBe(route.running.formId)
      // Never kept past the deadline: revalidated every time, and no validator to revalidate with.
      expect(before.cacheControl).toBe('no-cache')
      expect(before.etag).toBeNull()
      // The deadline in words is the server's, not the build's (the specification's 2025 dates).
      expect(before.html).not.toMatch(/14 June 2025|30 May 2025/)
    }
    await untilPast(server.endsAtMs)
    for (const route of OFFER_ROUTES) {
      const after = await rawOfferPage(`${server.url}${route.path}`)
      console.log(`after ${route.path}: ${JSON.stringify({ ...after, html: undefined })}`)
      expect(after.title).toBe(route.ended.title)
      expect(after.prices).toEqual([])
      expect(after.saves).toBe(false)
      expect(after.html).not.toMatch(/<s[ >]|offer ends in/i)
      expect(after.countdown).toBe('00:00:00:00')
      expect(after.formId).toBe(route.ended.formId)
      expect(after.cacheControl).toBe('no-cache')
      expect(after.etag).toMatch(/^"ended-/)
      const data = await (await fetch(`${server.url}${route.path}.data`)).text()
      expect(data).toContain('"ended"')
      expect(data).toContain(server.deadlines[route.variable])
    }
  } finally {
    await server.stop()
  }
})

test('a restart with the deadline moved into the past ends the offer at once, and moved forward runs it again', async () => {
  const ended = await startServerWith({ LIMITED_OFFER_ENDS_AT: isoSecondsAhead(-120) })
  try {
    const page = await rawOfferPage(`${ended.url}/special-offer-495`)
    expect(page.title).toBe('One Page Website: the Offer Has Ended | Hard Hat Websites')
    expect(page.prices).toEqual([])
  } finally {
    await ended.stop()
  }
  const running = await startServerWith({ LIMITED_OFFER_ENDS_AT: '2099-12-31T23:59:00+00:00' })
  try {
    const page = await rawOfferPage(`${running.url}/special-offer-495`)
    expect(page.title).toBe('£495 One Page Website Offer | Hard Hat Websites')
    expect(page.prices).toEqual([495])
    expect(page.html).toContain('Offer ends 31 December 2099 at 23:59 (UK time)')
  } finally {
    await running.stop()
  }
})

test('a deadline the server cannot read stops it at start, naming the variable', async () => {
  const port = await freePort()
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: serverEnv(port, { CELEBRATION_OFFER_ENDS_AT: '30/05/2025 23:59' }),
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const code = await new Promise<number | null>((done) => child.once('exit', done))
  expect(code).not.toBe(0)
  expect(stderr).toContain('CELEBRATION_OFFER_ENDS_AT must be an ISO 8601 date and time')
})

test('a claim posted without scripts after the deadline is stored, confirmed with the price to be confirmed, and shown late in the inbox', async ({
  browser,
}) => {
  const server = await startOfferServer('LIMITED_OFFER_ENDS_AT', 8)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await page.goto(`${server.url}/special-offer-495`)
    const form = page.getByRole('form', { name: 'Enquiry form' })
    const email = uniqueEmail('late-claim')
    await form.getByLabel('First Name').fill('Megan')
    await form.getByLabel('Last Name').fill('Sample')
    await form.getByLabel('Email Address').fill(email)
    await form.getByLabel('Phone Number').fill('01632 960006')
    await form.getByLabel('Business Name').fill('Sample Glazing (sample)')
    await form.getByLabel('Do you currently have a website?').selectOption('No website at all')
    await form
      .getByLabel('What is most important to you?')
      .selectOption('Build trust with customers')
    await untilPast(server.endsAtMs)
    await form.getByRole('button', { name: 'Claim My Website' }).click()
    await expect(page.getByTestId('late-claim')).toHaveText(
      'Your claim arrived after this offer ended. We have your details, and we will confirm the price with you when we reply.',
    )
    await expect(page.getByTestId('reference')).toBeVisible()
    const [stored] = await storedOn(page, server, email)
    expect(stored?.payload).toMatchObject({ formType: '£495 One Page Website', email })

    await page.goto(`${server.url}/admin`)
    await page.getByLabel('Admin token').fill(E2E_ADMIN_TOKEN)
    await page.keyboard.press('Enter')
    const row = page.getByRole('row').filter({ hasText: 'Megan' })
    await expect(row).toContainText('£495 One Page Website Late claim: 1 min')
    await row.getByRole('link').click()
    await expect(page.getByText("Sent 1 minute after the offer's deadline")).toBeVisible()
  } finally {
    await context.close()
    await server.stop()
  }
})

/**
 * A slow network: a post that leaves half a second before the deadline, while the page shows the
 * offer, reaches the server `lateMs` after it. Resolves when it is time to send.
 */
async function holdUntilJustPast(page: Page, url: string, endsAtMs: number, lateMs = 20) {
  await page.route(url, async (route) => {
    await new Promise((done) => setTimeout(done, endsAtMs - Date.now() + lateMs))
    await route.continue()
  })
  await new Promise((done) => setTimeout(done, endsAtMs - Date.now() - 500))
}

test('a claim sent with scripts while the offer ran, stored milliseconds after its deadline, is told the price will be confirmed', async ({
  page,
}) => {
  const server = await startOfferServer('LIMITED_OFFER_ENDS_AT', 10)
  try {
    await page.goto(`${server.url}/special-offer-495`)
    await waitForApp(page)
    const email = uniqueEmail('late-by-ms')
    const form = await fillEnquiry(page, email)
    await holdUntilJustPast(page, '**/api/submit-enquiry', server.endsAtMs)
    expect(Date.now()).toBeLessThan(server.endsAtMs)
    await form.getByRole('button', { name: 'Claim My Website' }).click()
    const thanks = page.getByRole('status').filter({ hasText: 'Thank You!' })
    // The words of the scripts-off confirmation (P-late-claim-is-a-lead).
    await expect(thanks).toContainText(OFFER_ENDED.lateClaim)
    const [stored] = await storedOn(page, server, email)
    expect(stored?.payload).toMatchObject({ formType: '£495 One Page Website', email })
  } finally {
    await server.stop()
  }
})

test('a 150th-client claim sent with scripts while the offer ran, stored after its deadline, is told the price will be confirmed, for the claim it sent', async ({
  page,
}) => {
  const server = await startOfferServer('CELEBRATION_OFFER_ENDS_AT', 10)
  try {
    await page.goto(`${server.url}/special-offer`)
    await waitForApp(page)
    const claim = page.getByRole('form', { name: 'Claim Your Celebration Offer' })
    await claim.getByLabel('Full Name').fill('Sam Sample')
    const email = uniqueEmail('celebration-late-by-ms')
    await claim.getByLabel('Email Address').fill(email)
    await claim.getByLabel('Phone Number').fill('01632 960009')
    await claim.getByLabel('Company Name').fill('Sample Roofing (sample)')
    // Stored 1.5 s late: the page has turned into the Launch form before the answer comes.
    await holdUntilJustPast(page, '**/api/leads', server.endsAtMs, 1500)
    expect(Date.now()).toBeLessThan(server.endsAtMs)
    await claim.getByRole('button', { name: 'Claim My Offer' }).click()
    const launch = page.getByRole('form', { name: 'Enquire About the Launch Package' })
    await expect(launch.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    // Thanked for the claim it sent, not for a Launch inquiry.
    const status = launch.getByRole('status')
    await expect(status).toContainText(OFFER_ENDED.lateClaim)
    await expect(status).toContainText('Your celebration offer has been secured')
    const [stored] = await storedOn(page, server, email)
    expect(stored?.formType).toBe('special_offer_claim')
  } finally {
    await server.stop()
  }
})

/**
 * Visits an offer page from another page of the site, as a link in the app does (no document
 * load): the page gets its route data (`.data`) from the server.
 */
async function visitFromAnotherPage(page: Page, url: string, path: string) {
  await page.goto(`${url}/`)
  await waitForApp(page)
  await page.evaluate((to) => {
    const router = (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
    ).__reactRouterDataRouter
    router.navigate(to)
  }, path)
  await expect(page).toHaveURL(`${url}${path}`)
}

for (const [wrong, aheadMs] of [
  ['an hour ahead', 3_600_000],
  ['an hour behind', -3_600_000],
] as const) {
  test(`after a visit from another page, a visitor whose clock is ${wrong} sees the offer end at the server's deadline`, async ({
    page,
    runningOffers: server,
  }) => {
    await page.clock.install({ time: Date.now() + aheadMs })
    await visitFromAnotherPage(page, server.url, '/special-offer-495')
    const form = page.getByRole('form', { name: 'Enquiry form' })
    await expectCountingDown(page, '04')
    // Ten seconds before the server's deadline the offer still runs, whatever the visitor's clock
    // says, and the countdown shows the server's time left: seconds, not an hour more or less.
    await movePageClock(page, server, 'LIMITED_OFFER_ENDS_AT', -10_000)
    await expect(page.getByTestId('countdown-seconds')).toHaveText(/^(09|10)$/)
    await expect(form.getByRole('button', { name: 'Claim My Website' })).toBeVisible()
    for (const unit of ['days', 'hours', 'minutes']) {
      await expect(page.getByTestId(`countdown-${unit}`)).toHaveText('00')
    }
    // Ended at the server's deadline, not an hour early or late.
    await movePageClock(page, server, 'LIMITED_OFFER_ENDS_AT', 1000)
    await expect(form.getByRole('button', { name: 'Send Enquiry' })).toBeVisible()
    await expect(page).toHaveTitle('One Page Website: the Offer Has Ended | Hard Hat Websites')
  })
}
