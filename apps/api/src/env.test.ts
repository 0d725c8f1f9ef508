import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { EnvSchema, parseEnv } from './env.js'

describe('parseEnv', () => {
  it('trusts no proxy by default, and `true` or a list of addresses and CIDR ranges when told', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false)
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true)
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ])
  })

  it('refuses a hop count and anything that is not an address', () => {
    expect(() => parseEnv({ TRUST_PROXY: '1' })).toThrow(/not a hop count/)
    expect(() => parseEnv({ TRUST_PROXY: 'proxy.internal' })).toThrow(/not an IP address/)
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/not an IP address/)
  })

  it('reads SMTP_URL and one or more NOTIFY_EMAIL addresses, and wants both together', () => {
    const env = parseEnv({
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      NOTIFY_EMAIL: 'leads@agency.example, owner@agency.example',
    })
    expect(env.NOTIFY_EMAIL).toEqual(['leads@agency.example', 'owner@agency.example'])
    expect(() => parseEnv({ SMTP_URL: 'smtp://mail.example:587' })).toThrow(/NOTIFY_EMAIL/)
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/)
    expect(() => parseEnv({ NOTIFY_EMAIL: 'not-an-address' })).toThrow(/NOTIFY_EMAIL/)
  })

  it('reads a webhook with its whsec_ secret and format, and stops the server on a bad one', () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`
    expect(parseEnv({}).WEBHOOK_URL).toBeUndefined()
    expect(parseEnv({}).WEBHOOK_FORMAT).toBe('standard')
    expect(
      parseEnv({ WEBHOOK_URL: 'https://hooks.example/leads', WEBHOOK_SECRET: secret }),
    ).toMatchObject({ WEBHOOK_URL: 'https://hooks.example/leads', WEBHOOK_SECRET: secret })
    expect(
      parseEnv({ WEBHOOK_URL: 'https://hooks.slack.example/T/B/x', WEBHOOK_FORMAT: 'slack' }),
    ).toMatchObject({ WEBHOOK_FORMAT: 'slack' })
    expect(() => parseEnv({ WEBHOOK_URL: 'https://hooks.example/leads' })).toThrow(
      /WEBHOOK_SECRET must be set when WEBHOOK_URL is/,
    )
    expect(() =>
      parseEnv({ WEBHOOK_URL: 'http://hooks.example/leads', WEBHOOK_SECRET: secret }),
    ).toThrow(/WEBHOOK_URL must start with https:\/\//)
    expect(() =>
      parseEnv({ WEBHOOK_URL: 'https://hooks.example', WEBHOOK_SECRET: 'hunter2hunter2' }),
    ).toThrow(/WEBHOOK_SECRET must be whsec_/)
    expect(() =>
      parseEnv({
        WEBHOOK_URL: 'https://hooks.example',
        WEBHOOK_FORMAT: 'teams',
        WEBHOOK_SECRET: secret,
      }),
    ).toThrow(/WEBHOOK_FORMAT must be standard/)
    expect(() => parseEnv({ WEBHOOK_SECRET: secret })).toThrow(/WEBHOOK_URL must be set/)
  })

  it('leaves metrics off by default and reads a long enough METRICS_TOKEN and a METRICS_PORT', () => {
    const off = parseEnv({ METRICS_TOKEN: '', METRICS_PORT: '' })
    expect([off.METRICS_TOKEN, off.METRICS_PORT]).toEqual([undefined, undefined])
    expect(parseEnv({ METRICS_TOKEN: 'a'.repeat(32), METRICS_PORT: ' 9464 ' })).toMatchObject({
      METRICS_TOKEN: 'a'.repeat(32),
      METRICS_PORT: 9464,
    })
    expect(() => parseEnv({ METRICS_TOKEN: 'a'.repeat(31) })).toThrow(
      /METRICS_TOKEN must be at least 32/,
    )
    expect(() => parseEnv({ ADMIN_TOKEN: 'a'.repeat(31) })).toThrow(
      /ADMIN_TOKEN must be at least 32/,
    )
    expect(() => parseEnv({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/)
    expect(() => parseEnv({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT must differ from PORT/)
  })

  it('defaults to a 72-hour retry window with back-off capped at one hour', () => {
    expect(parseEnv({})).toMatchObject({
      RETRY_BASE_MS: 2000,
      RETRY_MAX_DELAY_MS: 3_600_000,
      RETRY_WINDOW_HOURS: 72,
      DELIVERY_TIMEOUT_MS: 10_000,
    })
  })
})

describe('the offer deadlines (P-deadlines-are-config)', () => {
  it("default to the specification's dates", () => {
    expect(parseEnv({})).toMatchObject({
      LIMITED_OFFER_ENDS_AT: '2025-06-14T23:55:00+01:00',
      CELEBRATION_OFFER_ENDS_AT: '2025-05-30T23:55:59+01:00',
    })
  })

  it('take an ISO 8601 date and time with its offset or Z', () => {
    const env = parseEnv({
      LIMITED_OFFER_ENDS_AT: '2026-12-24T17:00:00Z',
      CELEBRATION_OFFER_ENDS_AT: ' 2026-03-29T01:30:00+00:00 ',
    })
    expect(env.LIMITED_OFFER_ENDS_AT).toBe('2026-12-24T17:00:00Z')
    expect(env.CELEBRATION_OFFER_ENDS_AT).toBe('2026-03-29T01:30:00+00:00')
  })

  it('stop the server naming the variable for a value without an offset or not a date', () => {
    expect(() => parseEnv({ LIMITED_OFFER_ENDS_AT: '2026-12-24T17:00:00' })).toThrow(
      /LIMITED_OFFER_ENDS_AT: LIMITED_OFFER_ENDS_AT must be an ISO 8601/,
    )
    expect(() => parseEnv({ CELEBRATION_OFFER_ENDS_AT: 'next Friday' })).toThrow(
      /CELEBRATION_OFFER_ENDS_AT/,
    )
    expect(() => parseEnv({ CELEBRATION_OFFER_ENDS_AT: '2026-02-30T12:00:00Z' })).toThrow(
      /CELEBRATION_OFFER_ENDS_AT/,
    )
    expect(() => parseEnv({ CELEBRATION_OFFER_ENDS_AT: '2026-13-01T12:00:00Z' })).toThrow(
      /CELEBRATION_OFFER_ENDS_AT/,
    )
  })
})

describe('.env.example and the operations manual', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url))
  const example = readFileSync(join(root, '.env.example'), 'utf8')
  const exampleEnv = Object.fromEntries(
    example
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )

  it('lists every variable the server reads, each with a line saying what it does', () => {
    expect(Object.keys(exampleEnv).sort()).toEqual(Object.keys(EnvSchema.shape).sort())
    // Each variable, or the group of variables it belongs to, comes after its comment line.
    const lines = example.split('\n')
    lines.forEach((line, index) => {
      if (!/^[A-Z_]+=/.test(line)) return
      const above = lines.slice(0, index).findLast((earlier) => !/^[A-Z_]+=/.test(earlier))
      expect(above, line).toMatch(/^# \S/)
    })
  })

  it('gives the real defaults: the file parses to what no variable at all gives', () => {
    expect(parseEnv(exampleEnv)).toEqual(parseEnv({}))
  })

  it("names every variable in docs/operations.md's environment table", () => {
    const manual = readFileSync(join(root, 'docs/operations.md'), 'utf8')
    const start = manual.search(/^\| variable +\|/m)
    expect(start).toBeGreaterThan(0)
    const table = manual.slice(start, manual.indexOf('\n\n', start))
    const named = [...table.matchAll(/`([A-Z][A-Z_]+)`/g)].map((match) => match[1])
    expect(new Set(named)).toEqual(new Set(Object.keys(EnvSchema.shape)))
  })
})
