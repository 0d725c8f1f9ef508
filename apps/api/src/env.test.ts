import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.js'

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

  it('defaults to a 72-hour retry window with back-off capped at one hour', () => {
    expect(parseEnv({})).toMatchObject({
      RETRY_BASE_MS: 2000,
      RETRY_MAX_DELAY_MS: 3_600_000,
      RETRY_WINDOW_HOURS: 72,
      DELIVERY_TIMEOUT_MS: 10_000,
    })
  })
})
