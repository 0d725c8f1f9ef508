import { describe, expect, it } from 'vitest'
import { appForEachTest, startApp } from '../../test/harness.js'
import {
  addTestInvitation,
  addTestToken,
  anotherConnection,
  junkPasskeySignIn,
  registerWithLink,
  signInWithPasskey,
  TEST_ORIGIN,
} from '../../test/people.js'
import { softwareAuthenticator } from '../../test/software-authenticator.js'
import { STORE_FACTORIES, storeForEachTest } from '../../test/stores.js'
import { addressGroup, MAX_SIGN_IN_FAILURES, newSecret } from '../session.js'

describe('the network an address is counted as', () => {
  it('groups an IPv6 address by its /64, written any way, and keeps IPv4 addresses apart', () => {
    expect(addressGroup('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(addressGroup('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressGroup('::1')).toBe('0:0:0:0::/64')
    expect(addressGroup('::ffff:192.0.2.7')).toBe('192.0.2.7')
    expect(addressGroup('192.0.2.7')).not.toBe(addressGroup('192.0.2.8'))
  })
})

describe.each(STORE_FACTORIES)('lockouts that only lock out attackers on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  const served = appForEachTest(testStore)

  const junkSignIn = (remoteAddress: string, credentialId?: string) =>
    junkPasskeySignIn(served.app, remoteAddress, credentialId)
  const withToken = (remoteAddress: string, secret: string) =>
    served.app.inject({
      url: '/api/admin/leads',
      remoteAddress,
      headers: { authorization: `Bearer ${secret}` },
    })
  const addToken = async () => (await addTestToken(testStore, ['read'], 'Nightly script')).secret

  it('leaves a valid token working from an address after five junk sign-ins and five wrong tokens from it', async () => {
    const secret = await addToken()
    for (let attempt = 0; attempt < MAX_SIGN_IN_FAILURES; attempt += 1) {
      expect((await junkSignIn('198.51.100.7')).statusCode).toBe(401)
    }
    expect((await junkSignIn('198.51.100.7')).statusCode).toBe(429)
    // Passkey failures and wrong tokens are counted apart: the first wrong token is a 401.
    expect((await withToken('198.51.100.7', `hh_${newSecret()}`)).statusCode).toBe(401)
    for (let attempt = 1; attempt < MAX_SIGN_IN_FAILURES; attempt += 1) {
      await withToken('198.51.100.7', `hh_${newSecret()}`)
    }
    expect((await withToken('198.51.100.7', `hh_${newSecret()}`)).statusCode).toBe(429)
    // The token that verifies is never refused for the others' failures.
    expect((await withToken('198.51.100.7', secret)).statusCode).toBe(200)
    // A scan is summarised in the audit, not one row each: the first and the one at the limit.
    const refusals = (await testStore.store.listAudit({ limit: 50 })).filter(
      (entry) => entry.action === 'sign-in-failed' || entry.action === 'token-refused',
    )
    expect(refusals).toHaveLength(4)
    expect(refusals[0]?.detail).toContain(`${MAX_SIGN_IN_FAILURES} failures from one address`)
  })

  it('counts an IPv6 /64 as one address', async () => {
    for (let attempt = 1; attempt <= MAX_SIGN_IN_FAILURES; attempt += 1) {
      expect((await withToken(`2001:db8:1:2::${attempt}`, `hh_${newSecret()}`)).statusCode).toBe(
        401,
      )
    }
    expect((await withToken('2001:db8:1:2:ffff::9', `hh_${newSecret()}`)).statusCode).toBe(429)
    expect((await withToken('2001:db8:1:3::1', `hh_${newSecret()}`)).statusCode).toBe(401)
  })

  it('never locks a person out with failures naming their passkey from many addresses', async () => {
    const invitation = await addTestInvitation(testStore, {
      email: 'sam@example.com',
      displayName: 'Sam Staff',
    })
    const device = softwareAuthenticator()
    const registered = await registerWithLink(
      served.app,
      invitation.url.split('#')[1] ?? '',
      device,
    )
    expect(registered.statusCode, registered.body).toBe(200)
    for (let attempt = 0; attempt < 3 * MAX_SIGN_IN_FAILURES; attempt += 1) {
      const response = await junkSignIn(`203.0.113.${attempt + 1}`, device.credentialId)
      expect([401, 429]).toContain(response.statusCode)
    }
    // Sam, from an address never seen, and from one the scan used: signed in both times.
    const fromNew = await signInWithPasskey(served.app, device, '192.0.2.200')
    expect(fromNew.statusCode, fromNew.body).toBe(200)
    expect((await signInWithPasskey(served.app, device, '203.0.113.1')).statusCode).toBe(200)
  })

  it('answers a malformed Host on a loopback deployment with 400, not 500', async () => {
    for (const host of ['bad host', 'localhost:3000/evil', '[::1', 'a@b:3000']) {
      const response = await served.app.inject({
        method: 'POST',
        url: '/admin/sign-in/options',
        headers: { host, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: '{}',
      })
      expect(response.statusCode, host).toBe(400)
    }
  })

  it('limits the passkey ceremonies with the submissions’ limit per address', async () => {
    const limited = await startApp(testStore, {
      rateLimitMax: 3,
      store: await anotherConnection(testStore),
    })
    try {
      const options = () =>
        limited.inject({
          method: 'POST',
          url: '/admin/sign-in/options',
          remoteAddress: '198.51.100.9',
          headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
          payload: '{}',
        })
      for (let call = 0; call < 3; call += 1) expect((await options()).statusCode).toBe(200)
      expect((await options()).statusCode).toBe(429)
    } finally {
      await limited.close()
    }
  })
})
