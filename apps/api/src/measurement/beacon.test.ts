import { BEACON_PATH } from '@hard-hat/forms'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp } from '../test/harness.js'
import { STORE_FACTORIES, type TestStore } from '../test/stores.js'
import { BEACON_LIMIT_BYTES, beaconWindow } from './routes.js'
import { bucketOf, bucketUpperBound, p75Of } from './vitals.js'

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const ORIGIN = 'https://hardhat.example'
const DAY = Date.UTC(2026, 2, 10, 14, 0)

describe('vital buckets', () => {
  it('keep a p75 within 10% of the true one, for times and for CLS', () => {
    for (const [name, value] of [
      ['LCP', 2400],
      ['INP', 180],
      ['CLS', 0.08],
      ['TTFB', 640],
    ] as const) {
      const upper = bucketUpperBound(name, bucketOf(name, value))
      expect(upper).toBeGreaterThanOrEqual(value)
      expect(upper).toBeLessThanOrEqual(value * 1.1 + 1e-9)
    }
    const buckets = new Map<number, number>()
    for (const value of [1000, 1200, 1500, 3000]) {
      const bucket = bucketOf('LCP', value)
      buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1)
    }
    expect(p75Of('LCP', buckets)).toBeGreaterThanOrEqual(1500)
    expect(p75Of('LCP', buckets)).toBeLessThan(1650)
    expect(p75Of('LCP', new Map())).toBeUndefined()
  })

  it('lets through a second’s allowance and refuses the rest until the next second', () => {
    let nowMs = 0
    const hasRoom = beaconWindow(3, () => nowMs)
    expect([hasRoom(), hasRoom(), hasRoom(), hasRoom()]).toEqual([true, true, true, false])
    nowMs = 1000
    expect(hasRoom()).toBe(true)
  })
})

describe.each(STORE_FACTORIES)('the measurement beacon on $dialect', ({ open }) => {
  let testStore: TestStore
  let app: FastifyInstance
  beforeAll(async () => {
    testStore = await open()
    app = await startApp(testStore, { publicOrigin: ORIGIN, now: () => DAY })
  })
  afterAll(async () => {
    await app.close()
    await testStore.dispose()
  })
  const beacon = (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: BEACON_PATH,
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'user-agent': PHONE, ...headers },
    })

  it('records a beacon’s vitals with their targets and the calculator steps, under the device class', async () => {
    const answer = await beacon({
      page: '/boutique-pricing',
      vitals: [
        { name: 'LCP', value: 2100, target: 'main>h1' },
        { name: 'INP', value: 120, target: 'button.next' },
        { name: 'CLS', value: 0.02 },
        { name: 'TTFB', value: 300 },
      ],
      steps: ['1', '2', '2'],
      back: 'restored',
    })
    expect(answer.statusCode).toBe(204)
    const vitals = await app.measurement.store.listVitals('2026-03-10', '2026-03-10')
    expect(vitals.map((row) => [row.metric, row.target, row.device, row.samples]).sort()).toEqual([
      ['CLS', '', 'phone', 1],
      ['INP', 'button.next', 'phone', 1],
      ['LCP', 'main>h1', 'phone', 1],
      ['TTFB', '', 'phone', 1],
    ])
    const steps = await app.measurement.store.listSteps('2026-03-10', '2026-03-10')
    expect(steps.map((row) => [row.funnel, row.step, row.reached])).toEqual([
      ['back', 'restored', 1],
      ['calculator', '1', 1],
      ['calculator', '2', 1],
    ])
  })

  it('keeps nothing from a bot, a visitor who objected or one who sends Sec-GPC', async () => {
    const before = (await app.measurement.store.listVitals('2026-03-10', '2026-03-10')).length
    const senders: Record<string, string>[] = [
      { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
      { cookie: 'hh-no-count=1' },
      { 'sec-gpc': '1' },
    ]
    for (const headers of senders) {
      const answer = await beacon({ page: '/x', vitals: [{ name: 'LCP', value: 9 }] }, headers)
      expect(answer.statusCode).toBe(204)
    }
    expect((await app.measurement.store.listVitals('2026-03-10', '2026-03-10')).length).toBe(before)
  })

  it('answers hostile beacons with 400, 403 or 413, never a 5xx', async () => {
    const hostile: unknown[] = [
      '{not json',
      'null',
      '[]',
      { page: 42 },
      { page: 'https://evil.example/' },
      { page: '/a', vitals: [{ name: 'FID', value: 1 }] },
      { page: '/a', vitals: [{ name: 'LCP', value: -1 }] },
      { page: '/a', vitals: [{ name: 'LCP', value: 1e308 }] },
      { page: '/a', vitals: [{ name: 'CLS', value: 11 }] },
      { page: '/a', vitals: [{ name: 'LCP', value: '100' }] },
      { page: '/a', vitals: [{ name: 'LCP', value: 1, target: 'x'.repeat(500) }] },
      { page: '/a', vitals: [{ name: 'LCP', value: 1, target: 'a\u0000b' }] },
      { page: '/a', vitals: Array.from({ length: 9 }, () => ({ name: 'LCP', value: 1 })) },
      { page: '/a', steps: ['5'] },
      { page: '/a', back: 'maybe' },
      { page: '/a', visitorId: 'abc' },
      { page: `/${'a'.repeat(300)}` },
    ]
    for (const body of hostile) {
      const answer = await beacon(body)
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400)
    }
    const huge = await beacon({ page: '/a', padding: 'x'.repeat(BEACON_LIMIT_BYTES) })
    expect(huge.statusCode).toBe(413)
    const otherSite = await beacon({ page: '/a' }, { origin: 'https://evil.example' })
    expect(otherSite.statusCode).toBe(403)
    const text = await beacon('{"page":"/a"}', { 'content-type': 'text/plain' })
    expect(text.statusCode).toBe(415)
  })

  it('answers a flood of 1,000 beacons at once with 204 or 429 only', async () => {
    const answers = await Promise.all(
      Array.from({ length: 1000 }, () =>
        beacon({ page: '/', vitals: [{ name: 'TTFB', value: 5 }] }),
      ),
    )
    const statuses = new Set(answers.map((answer) => answer.statusCode))
    expect([...statuses].sort()).toEqual([204, 429])
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBeGreaterThan(900)
  })
})
