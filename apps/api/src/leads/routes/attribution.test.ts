import { describe, expect, it } from 'vitest'
import { reportsOf } from '../../inbox/index.js'
import { boutiqueQuote, leadBody } from '../../test/bodies.js'
import { appForEachTest, post } from '../../test/harness.js'
import { STORE_FACTORIES, storeForEachTest } from '../../test/stores.js'

const ADMIN_TOKEN = 'test-admin-token-0123456789'

// Where a lead came from: the site's host, and the campaign and landing page of its visit.
describe.each(STORE_FACTORIES)('a lead’s origin on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  const served = appForEachTest(testStore, { adminToken: ADMIN_TOKEN })

  it('stores the host of the site a lead came from as its source, and refuses one that is not a host name with 400', async () => {
    const stored = await post(served.app, '/api/leads', {
      ...leadBody('contact'),
      meta: { pagePath: '/contact', referrerHost: 'www.bing.com' },
    })
    expect(stored.statusCode).toBe(200)
    const quote = await post(served.app, '/api/submit-boutique-quote', {
      ...boutiqueQuote('three-page', []),
      meta: { referrerHost: 'l.facebook.com' },
    })
    expect(quote.statusCode).toBe(200)
    const period = { startMs: 0, endMs: Number.MAX_SAFE_INTEGER }
    const report = await reportsOf(testStore.store).leadReport({ weeks: [], period, top: 10 })
    expect(report.sources).toEqual([
      { label: 'l.facebook.com', count: 1 },
      { label: 'www.bing.com', count: 1 },
    ])

    for (const referrerHost of [
      'https://www.bing.com/search?q=sam',
      'bing.com\u0000',
      'x'.repeat(300),
    ]) {
      const refused = await post(served.app, '/api/leads', {
        ...leadBody('contact'),
        meta: { referrerHost },
      })
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({
        error: { code: 'validation_error', fields: { 'meta.referrerHost': expect.any(String) } },
      })
    }
    expect(await testStore.store.listSubmissions()).toHaveLength(2)
  })

  it('stores a quote with the campaign and landing page of its visit, and refuses forged ones with 400', async () => {
    const quote = await post(served.app, '/api/submit-boutique-quote', {
      ...boutiqueQuote('three-page', []),
      attribution: { utmSource: 'newsletter', utmCampaign: 'spring-roofs' },
      meta: { pagePath: '/boutique-pricing', landingPage: '/website-design' },
    })
    expect(quote.statusCode).toBe(200)
    const stored = await testStore.store.findSubmission(quote.json().id)
    expect(stored?.payload).toMatchObject({
      attribution: { utmSource: 'newsletter', utmCampaign: 'spring-roofs' },
      meta: { landingPage: '/website-design' },
    })
    const period = { startMs: 0, endMs: Number.MAX_SAFE_INTEGER }
    const leads = await reportsOf(testStore.store).conversionLeads(period)
    expect(leads.campaigns).toEqual([{ label: 'spring-roofs', count: 1 }])
    expect(await served.app.measurement.store.listEntryLeads(0, Number.MAX_SAFE_INTEGER)).toEqual([
      { entryPage: '/website-design', sentFrom: '/boutique-pricing' },
    ])

    for (const [field, forged] of [
      ['attribution.utmCampaign', { attribution: { utmCampaign: 'spring\nForged: line' } }],
      ['meta.landingPage', { meta: { landingPage: 'https://evil.example/' } }],
    ] as const) {
      const refused = await post(served.app, '/api/submit-boutique-quote', {
        ...boutiqueQuote('three-page', []),
        ...forged,
      })
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({
        error: { code: 'validation_error', fields: { [field]: expect.any(String) } },
      })
    }
    expect(await testStore.store.listSubmissions()).toHaveLength(1)
  })
})
