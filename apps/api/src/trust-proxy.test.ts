import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from './app.js'
import { ENQUIRY_BODIES } from './test/bodies.js'
import { STORE_FACTORIES, storeForEachTest } from './test/stores.js'

describe('TRUST_PROXY', () => {
  const testStore = storeForEachTest(STORE_FACTORIES[0].open)
  afterEach(async () => {})

  async function clientHashesAndProtocol(trustProxy: boolean | string[]) {
    const app = await buildApp({
      store: testStore.store,
      trustProxy,
      rateLimitMax: 2,
      publicOrigin: 'https://www.hard-hat.example',
    })
    app.get('/protocol', async (request) => ({ protocol: request.protocol, ip: request.ip }))
    await app.ready()
    const hashes: string[] = []
    const statuses: number[] = []
    for (const client of ['203.0.113.1', '203.0.113.1', '203.0.113.1', '198.51.100.2']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/submit-enquiry',
        remoteAddress: '10.1.2.3',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': client,
          'x-forwarded-proto': 'https',
        },
        payload: JSON.stringify(ENQUIRY_BODIES.onePage),
      })
      statuses.push(response.statusCode)
      if (response.statusCode === 200) {
        const record = await testStore.store.findSubmission(response.json().id)
        hashes.push(record?.clientHash ?? '')
      }
    }
    const protocol = await app.inject({
      url: '/protocol',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '203.0.113.1', 'x-forwarded-proto': 'https' },
    })
    await app.close()
    return { hashes, statuses, ...protocol.json() }
  }

  it('off: every visitor behind the proxy is the proxy, one bucket and one hash', async () => {
    const seen = await clientHashesAndProtocol(false)
    expect(seen.statuses).toEqual([200, 200, 429, 429])
    expect(new Set(seen.hashes).size).toBe(1)
    expect(seen).toMatchObject({ ip: '10.1.2.3', protocol: 'http' })
  })

  it("on for the proxy's range: the visitor's own address, limit and protocol", async () => {
    const seen = await clientHashesAndProtocol(['10.0.0.0/8'])
    expect(seen.statuses).toEqual([200, 200, 429, 200])
    expect(new Set(seen.hashes).size).toBe(2)
    expect(seen).toMatchObject({ ip: '203.0.113.1', protocol: 'https' })
  })

  it('a proxy outside the trusted list is not believed', async () => {
    const seen = await clientHashesAndProtocol(['192.168.0.0/16'])
    expect(seen).toMatchObject({ ip: '10.1.2.3', protocol: 'http' })
  })
})
