import { afterEach, describe, expect, it } from 'vitest'
import { STORE_FACTORIES, storeForEachTest } from '../test/stores.js'
import { sampleSubmission } from '../test/submissions.js'
import { gaugesOf } from './store-gauges.js'

describe.each(STORE_FACTORIES)('the metrics gauges on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  afterEach(async () => {})

  it('reads the metrics gauges: leads by type and spam, outbox rows, the oldest pending row', async () => {
    for (const submission of [
      sampleSubmission({ createdAtMs: 1000, formType: 'quote' }),
      sampleSubmission({ createdAtMs: 5000 }),
      sampleSubmission({ isSpam: true, deliveries: { crm: 'spam', email: 'spam' } }),
    ]) {
      await testStore.store.insertSubmission(submission)
    }
    const gauges = await gaugesOf(testStore.store).gauges()
    expect(gauges.leads).toEqual(
      expect.arrayContaining([
        { formType: 'quote', isSpam: false, count: 1 },
        { formType: 'contact', isSpam: false, count: 1 },
        { formType: 'contact', isSpam: true, count: 1 },
      ]),
    )
    expect(gauges.leads).toHaveLength(3)
    const rows = (destination: string, status: string) =>
      gauges.outbox.find((row) => row.destination === destination && row.status === status)?.count
    expect([rows('crm', 'pending'), rows('crm', 'spam'), rows('email', 'not_forwarded')]).toEqual([
      2, 1, 2,
    ])
    expect(rows('crm', 'failed')).toBe(0)
    expect(gauges.oldestPendingMs).toEqual({
      crm: 1000,
      email: null,
      acknowledgement: null,
      webhook: null,
    })
  })
})
