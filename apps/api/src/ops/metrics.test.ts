import { networkInterfaces } from 'node:os'
import type { FastifyInstance } from 'fastify'
import { beforeEach, describe, expect, it } from 'vitest'
import { MAX_SIGN_IN_FAILURES } from '../inbox/index.js'
import { leadBody } from '../test/bodies.js'
import { type FakeCrm, startFakeCrm } from '../test/fake-crm.js'
import { appStarter, closedAfterEachTest } from '../test/harness.js'
import { STORE_FACTORIES, storeForEachTest } from '../test/stores.js'
import { startMetricsServer } from './metrics-server.js'

const TOKEN = 'metrics-token-0123456789'

interface Sample {
  readonly name: string
  readonly labels: Readonly<Record<string, string>>
  readonly value: number
}

/** Parses the Prometheus text exposition format (the sample lines; comments skipped). */
function parseExposition(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line)
      if (!match) throw new Error(`not a sample line: ${line}`)
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [
          pair[1],
          pair[2],
        ]),
      )
      return { name: match[1] ?? '', labels, value: Number(match[3]) }
    })
}

/** The value of the one sample with this name and (at least) these labels; undefined if none. */
function sampleValue(
  samples: readonly Sample[],
  name: string,
  labels: Record<string, string> = {},
) {
  const found = samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`)
  return found[0]?.value
}

async function scrape(app: FastifyInstance) {
  const response = await app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  return parseExposition(response.body)
}

const postFrom = (
  app: FastifyInstance,
  address: string,
  body: unknown,
  type = 'application/json',
) =>
  app.inject({
    method: 'POST',
    url: '/api/leads',
    remoteAddress: address,
    headers: { 'content-type': type },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe.each(STORE_FACTORIES)('GET /metrics on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  let crm: FakeCrm
  const closing = closedAfterEachTest()
  const start = appStarter(testStore, closing)
  const withMetrics = () => ({
    metrics: { token: TOKEN },
    rateLimitMax: 1,
    // Retries an hour away: a refused delivery stays pending while the test reads it.
    outbox: {
      crm: { url: crm.url, apiKey: 'crm-key' },
      baseDelayMs: 3_600_000,
      pollIntervalMs: 60_000,
      timeoutMs: 5000,
    },
  })
  beforeEach(async () => {
    crm = closing(await startFakeCrm())
  })

  it('counts leads, refusals, outbox rows and delivery attempts as a scrape parses them', async () => {
    const app = await start(withMetrics())
    expect((await postFrom(app, '10.0.0.1', leadBody('contact'))).statusCode).toBe(200)
    expect((await postFrom(app, '10.0.0.2', leadBody('contact'))).statusCode).toBe(200)
    expect((await postFrom(app, '10.0.0.3', leadBody('quote'))).statusCode).toBe(200)
    const spam = { ...leadBody('contact'), meta: { honeypot: 'buy now' } }
    expect((await postFrom(app, '10.0.0.4', spam)).statusCode).toBe(200)
    await app.outbox.drain()
    crm.behaviour = 'reject'
    expect((await postFrom(app, '10.0.0.5', leadBody('quote'))).statusCode).toBe(200)
    await app.outbox.drain()
    crm.behaviour = 'refuse'
    expect((await postFrom(app, '10.0.0.6', leadBody('contact'))).statusCode).toBe(200)
    await app.outbox.drain()
    // Refused: invalid fields, too large, not JSON, and a second post from one address.
    expect(
      (await postFrom(app, '10.0.0.7', { formType: 'contact', formData: {} })).statusCode,
    ).toBe(400)
    expect((await postFrom(app, '10.0.0.8', 'x'.repeat(70_000))).statusCode).toBe(413)
    expect((await postFrom(app, '10.0.0.9', 'hello', 'text/plain')).statusCode).toBe(415)
    expect((await postFrom(app, '10.0.0.6', leadBody('contact'))).statusCode).toBe(429)
    await app.inject({ url: '/api/health?probe=1' })

    const samples = await scrape(app)
    const leads = (formType: string, spam: boolean) =>
      sampleValue(samples, 'hardhat_leads_stored', { form_type: formType, spam: String(spam) })
    expect([leads('contact', false), leads('contact', true), leads('quote', false)]).toEqual([
      3, 1, 2,
    ])
    const rows = (destination: string, status: string) =>
      sampleValue(samples, 'hardhat_outbox_rows', { destination, status })
    expect({
      forwarded: rows('crm', 'forwarded'),
      failed: rows('crm', 'failed'),
      pending: rows('crm', 'pending'),
      spam: rows('crm', 'spam'),
      emailNotForwarded: rows('email', 'not_forwarded'),
    }).toEqual({ forwarded: 3, failed: 1, pending: 1, spam: 1, emailNotForwarded: 5 })
    const attempts = (outcome: string) =>
      sampleValue(samples, 'hardhat_delivery_attempts_total', { destination: 'crm', outcome })
    expect([attempts('delivered'), attempts('failed'), attempts('retry')]).toEqual([3, 1, 1])
    const refused = (reason: string) =>
      sampleValue(samples, 'hardhat_submissions_refused_total', { reason })
    expect(['400', '413', '415', '429'].map(refused)).toEqual([1, 1, 1, 1])
    const crmAge = sampleValue(samples, 'hardhat_outbox_oldest_pending_age_seconds', {
      destination: 'crm',
    })
    expect(crmAge).toBeGreaterThanOrEqual(0)
    expect(crmAge).toBeLessThan(60)
    expect(
      sampleValue(samples, 'hardhat_outbox_oldest_pending_age_seconds', { destination: 'email' }),
    ).toBe(0)
    expect(sampleValue(samples, 'hardhat_store_gauges_up')).toBe(1)
    expect(sampleValue(samples, 'hardhat_backup_last_success_timestamp_seconds')).toBe(0)
    expect(sampleValue(samples, 'hardhat_backup_last_size_bytes')).toBe(0)

    // Durations by route pattern: six leads answered 200, and no raw URL (query) as a label.
    expect(
      sampleValue(samples, 'hardhat_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/leads',
        status_code: '200',
      }),
    ).toBe(6)
    expect(
      sampleValue(samples, 'hardhat_http_request_duration_seconds_count', {
        route: '/api/health',
      }),
    ).toBe(1)
    const routes = new Set(samples.flatMap((sample) => sample.labels.route ?? []))
    expect([...routes].filter((route) => route.includes('?'))).toEqual([])
    // The default process metrics.
    expect(sampleValue(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0)
    expect(sampleValue(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
  })

  it('reads store gauges store-wide and counts per instance, with two instances on one store', async () => {
    const first = await start(withMetrics())
    const second = await start(withMetrics())
    expect((await postFrom(first, '10.0.1.1', leadBody('contact'))).statusCode).toBe(200)
    expect((await postFrom(first, '10.0.1.2', { formType: 'contact' })).statusCode).toBe(400)
    const fromSecond = await scrape(second)
    expect(
      sampleValue(fromSecond, 'hardhat_leads_stored', { form_type: 'contact', spam: 'false' }),
    ).toBe(1)
    expect(sampleValue(fromSecond, 'hardhat_submissions_refused_total', { reason: '400' })).toBe(
      undefined,
    )
    expect(
      sampleValue(await scrape(first), 'hardhat_submissions_refused_total', { reason: '400' }),
    ).toBe(1)
  })

  it('refuses a scrape without the token or with a wrong one', async () => {
    const app = await start(withMetrics())
    const none = await app.inject({ url: '/metrics' })
    expect(none.statusCode).toBe(401)
    expect(none.headers['www-authenticate']).toBe('Bearer')
    expect(none.body).not.toContain('hardhat_')
    const wrong = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.replace('0', '1')}` },
    })
    expect(wrong.statusCode).toBe(401)
    // Wrong tokens are limited per address; the right one still answers.
    for (let attempt = 2; attempt <= MAX_SIGN_IN_FAILURES; attempt += 1) {
      await app.inject({ url: '/metrics' })
    }
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(429)
    await scrape(app)
  })

  it('serves no /metrics without METRICS_TOKEN, and on METRICS_PORT serves it on loopback only', async () => {
    const off = await start()
    expect((await off.inject({ url: '/metrics' })).statusCode).toBe(404)
    expect(off.metrics.isEnabled).toBe(false)

    const app = await start({ metrics: { isEnabled: true } })
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404)
    const server = await startMetricsServer(app, { port: 0 })
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/metrics`)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('hardhat_outbox_rows{destination="crm"')
      const outside = Object.values(networkInterfaces())
        .flat()
        .find((address) => address && address.family === 'IPv4' && !address.internal)
      if (outside) {
        await expect(fetch(`http://${outside.address}:${server.port}/metrics`)).rejects.toThrow()
      }
    } finally {
      await server.close()
    }
  })
})
