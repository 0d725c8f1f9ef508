import { rm } from 'node:fs/promises'
import {
  COUNTING_SECTION_ID,
  OBJECTION_ACTION,
  OBJECTION_COOKIE,
  objectionCookie,
} from '@hard-hat/content'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { writeCountedSite } from '../test/counted-site.js'
import { startApp } from '../test/harness.js'
import { STORE_FACTORIES, type TestStore } from '../test/stores.js'
import { deviceOf } from './counting.js'
import type { ViewCount } from './store.js'

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const ORIGIN = 'https://hardhat.example'
// A visitor's address as a proxy would report it: it must never reach a row.
const VISITOR_ADDRESS = '203.0.113.77'
const DAY = Date.UTC(2026, 2, 10, 14, 0)
const METRICS_TOKEN = 'measurement-test-metrics-token-0123456789'

describe('the device class', () => {
  it('tells a phone, a tablet and a desktop apart from the User-Agent alone', () => {
    expect(deviceOf(PHONE, '')).toBe('phone')
    expect(deviceOf(IPAD, '')).toBe('tablet')
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36', '')).toBe('tablet')
    expect(deviceOf(DESKTOP, '')).toBe('desktop')
    expect(deviceOf(DESKTOP, '?1')).toBe('phone')
  })
})

describe.each(STORE_FACTORIES)('first-party counting on $dialect', ({ open }) => {
  let site: string
  let testStore: TestStore
  let app: FastifyInstance
  beforeAll(async () => {
    site = await writeCountedSite()
  })
  afterAll(async () => {
    await rm(site, { recursive: true, force: true })
  })
  beforeEach(async () => {
    testStore = await open()
    app = await startApp(testStore, {
      webBuildDir: site,
      publicOrigin: ORIGIN,
      trustProxy: true,
      now: () => DAY,
      metrics: { token: METRICS_TOKEN },
    })
    return async () => {
      await app.close()
      await testStore.dispose()
    }
  })

  const visit = (
    url: string,
    headers: Record<string, string> = {},
    method: 'GET' | 'HEAD' = 'GET',
  ) =>
    app.inject({
      method,
      url,
      headers: {
        'user-agent': DESKTOP,
        'x-forwarded-for': VISITOR_ADDRESS,
        ...headers,
      },
    })

  const counted = async (): Promise<ViewCount[]> => {
    await app.measurement.flush()
    return app.measurement.store.listViews('2000-01-01', '2100-01-01')
  }

  it('counts nothing for bots, prefetches, prerenders, HEAD, Sec-GPC, the objection, the inbox, the API, files and unknown paths', async () => {
    const answers = await Promise.all([
      visit('/', { 'user-agent': GOOGLEBOT }),
      visit('/', { 'user-agent': '' }),
      visit('/', { 'sec-purpose': 'prefetch' }),
      visit('/contact', { 'sec-purpose': 'prefetch;prerender' }),
      visit('/contact.data', { purpose: 'prefetch' }),
      visit('/', {}, 'HEAD'),
      visit('/', { 'sec-gpc': '1' }),
      visit('/contact', { cookie: `a=b; ${OBJECTION_COOKIE}=1` }),
      visit('/admin'),
      visit('/admin/reports'),
      visit('/api/health'),
      visit('/assets/app-abc.js'),
      visit('/no-such-page'),
      visit('/no-such-page.data'),
    ])
    // Each was answered as usual: not counting changes nothing for the visitor.
    expect(answers[0]?.statusCode).toBe(200)
    expect(answers[5]?.statusCode).toBe(200)
    expect(answers[6]?.statusCode).toBe(200)
    expect(answers[7]?.statusCode).toBe(200)
    expect(answers[12]?.statusCode).toBe(404)
    expect(await counted()).toEqual([])
  })

  it('keeps per day and page the views, the entries with their referring site and campaign, and the device class', async () => {
    // A phone arrives from a search engine on a campaign link, then moves on inside the site.
    await visit('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring', {
      'user-agent': PHONE,
      referer: 'https://www.google.com/',
    })
    await visit('/contact.data', { 'user-agent': PHONE, referer: `${ORIGIN}/` })
    // A desktop types the address, reloads, and a client-side navigation goes home.
    await visit('/contact', {})
    await visit('/contact/', { referer: `${ORIGIN}/contact` })
    await visit('/_root.data?_routes=routes%2Fhome', { referer: `${ORIGIN}/contact` })
    // A campaign tag on a page reached from inside the site is not an entry's campaign.
    await visit('/?utm_source=inside', { referer: `${ORIGIN}/contact` })
    // A referrer that is not a web address counts as none.
    await visit('/contact', { referer: 'android-app://com.example' })

    const day = '2026-03-10'
    const base = { day, referrerHost: '', utmSource: '', utmMedium: '', utmCampaign: '' }
    expect(await counted()).toEqual<ViewCount[]>([
      { ...base, page: '/', device: 'desktop', isEntry: false, views: 2 },
      {
        ...base,
        page: '/',
        device: 'phone',
        isEntry: true,
        referrerHost: 'www.google.com',
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'spring',
        views: 1,
      },
      { ...base, page: '/contact', device: 'desktop', isEntry: false, views: 1 },
      { ...base, page: '/contact', device: 'desktop', isEntry: true, views: 2 },
      { ...base, page: '/contact', device: 'phone', isEntry: false, views: 1 },
    ])

    // The same requests again add to the same rows: a day count, not a row per visit.
    await visit('/contact', {})
    const again = await counted()
    expect(again).toHaveLength(5)
    expect(again.find((row) => row.page === '/contact' && row.isEntry)?.views).toBe(3)

    // Prometheus sees the same views, by page, device class and entry (no more than that).
    const scrape = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
    expect(scrape.body).toContain(
      'hardhat_page_views_total{page="/contact",device="desktop",entry="true"} 3',
    )
    expect(scrape.body).toContain(
      'hardhat_page_views_total{page="/",device="phone",entry="true"} 1',
    )
  })

  it('writes no address, User-Agent, cookie, hash or identifier in any row', async () => {
    const cookie = 'session=abc123secret'
    await visit('/?utm_source=x', {
      'user-agent': PHONE,
      referer: 'https://ads.example.net/path/with/detail?user=42',
      cookie,
    })
    await visit('/contact.data', { referer: `${ORIGIN}/`, cookie })
    const rows = await counted()
    expect(rows.length).toBeGreaterThan(0)
    // Only these columns exist, and none can hold more than a day count's key.
    const columns = Object.keys(
      (await testStore.store.sql.all('SELECT * FROM page_view_days'))[0] ?? {},
    ).sort()
    expect(columns).toEqual([
      'day',
      'device',
      'is_entry',
      'page',
      'referrer_host',
      'utm_campaign',
      'utm_medium',
      'utm_source',
      'views',
    ])
    const everything = JSON.stringify(await testStore.store.sql.all('SELECT * FROM page_view_days'))
    for (const secret of [
      VISITOR_ADDRESS,
      '127.0.0.1',
      'Pixel 8',
      'abc123secret',
      'user=42',
      '/path/with',
    ]) {
      expect(everything).not.toContain(secret)
    }
    // The referrer is kept as a host only.
    expect(rows.find((row) => row.isEntry)?.referrerHost).toBe('ads.example.net')
  })

  it('deletes day counts older than 25 months and keeps the rest', async () => {
    const oldCount = {
      page: '/',
      device: 'phone',
      isEntry: false,
      referrerHost: '',
      utmSource: '',
      utmMedium: '',
      utmCampaign: '',
    } as const
    await app.measurement.store.addViews([
      { ...oldCount, day: '2024-01-09', views: 4 },
      { ...oldCount, day: '2024-02-11', views: 5 },
    ])
    // 2026-03-10 less 25 months is 2024-02-10.
    expect(await app.measurement.sweep()).toBe(1)
    expect((await counted()).map((row) => row.day)).toEqual(['2024-02-11'])
  })
})

describe.each(STORE_FACTORIES.slice(0, 1))('objecting on $dialect', ({ open }) => {
  let site: string
  let testStore: TestStore
  let app: FastifyInstance
  beforeAll(async () => {
    site = await writeCountedSite()
    testStore = await open()
    app = await startApp(testStore, { webBuildDir: site, publicOrigin: ORIGIN })
  })
  afterAll(async () => {
    await app.close()
    await testStore.dispose()
    await rm(site, { recursive: true, force: true })
  })
  const objectionPost = (body: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: OBJECTION_ACTION,
      payload: body,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        ...headers,
      },
    })

  it('records the objection from a form posted without scripts, and goes back to the page', async () => {
    const answer = await objectionPost('counting=off&return=%2Fcookies')
    expect(answer.statusCode).toBe(303)
    expect(answer.headers.location).toBe(`/cookies#${COUNTING_SECTION_ID}`)
    const cookie = String(answer.headers['set-cookie'])
    expect(cookie).toBe(objectionCookie(true, true))

    // The browser now sends it, and its visits are not counted.
    await app.inject({
      url: '/contact',
      headers: { 'user-agent': DESKTOP, cookie: cookie.split(';')[0] ?? '' },
    })
    await app.inject({ url: '/', headers: { 'user-agent': DESKTOP } })
    await app.measurement.flush()
    const rows = await app.measurement.store.listViews('2000-01-01', '2100-01-01')
    expect(rows.map((row) => row.page)).toEqual(['/'])
  })

  it('withdraws the objection with "Count my visits again"', async () => {
    const answer = await objectionPost('counting=on&return=%2Fprivacy')
    expect(answer.statusCode).toBe(303)
    expect(answer.headers.location).toBe(`/privacy#${COUNTING_SECTION_ID}`)
    expect(answer.headers['set-cookie']).toBe(objectionCookie(false, true))
  })

  it('refuses another site, an unknown choice and a return address off the site, with 4xx', async () => {
    expect(
      (await objectionPost('counting=off', { origin: 'https://evil.example' })).statusCode,
    ).toBe(403)
    for (const body of [
      'counting=maybe',
      '',
      'counting=off&return=https%3A%2F%2Fevil.example%2F',
      'counting=off&return=%2F%2Fevil.example',
      'counting=off&return=%2F%5Cevil.example',
      `counting=off&return=%2F${'a'.repeat(300)}`,
    ]) {
      const answer = await objectionPost(body)
      expect(answer.statusCode, body).toBe(400)
      expect(answer.headers['set-cookie'], body).toBeUndefined()
    }
  })
})
