import { OFFER_ENDED } from '@hard-hat/content'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ENQUIRY_BODIES, leadBody } from '../test/bodies.js'
import { post, startApp } from '../test/harness.js'
import { STORE_FACTORIES, storeForEachTest } from '../test/stores.js'

const [sqlite] = STORE_FACTORIES
const deadlines = {
  limitedOnePageOffer: '2026-11-24T23:00:00Z',
  celebrationOffer: '2026-11-25T23:00:00Z',
}
const limitedEndsMs = Date.parse(deadlines.limitedOnePageOffer)

// P-late-claim-is-a-lead: the answer to a stored claim says whether it arrived after its offer's
// deadline, by the server's clock at the moment it was stored, so the scripts can say what the
// scripts-off confirmation says.
describe('a claim stored around its offer’s deadline', () => {
  const testStore = storeForEachTest(sqlite.open)
  let app: FastifyInstance
  let nowMs = 0
  beforeEach(async () => {
    if (!sqlite) throw new Error('no store')
    app = await startApp(testStore, { offerDeadlines: deadlines, now: () => nowMs })
  })
  afterEach(async () => {
    await app.close()
  })

  it('is answered as a late claim from the deadline’s millisecond on, and on time before it', async () => {
    nowMs = limitedEndsMs - 1
    const onTime = (await post(app, '/api/submit-enquiry', ENQUIRY_BODIES.offer495)).json()
    expect(onTime).toMatchObject({ success: true })
    expect(onTime.lateClaim).toBeUndefined()

    nowMs = limitedEndsMs + 5
    const late = (await post(app, '/api/submit-enquiry', ENQUIRY_BODIES.offer495)).json()
    expect(late).toMatchObject({ success: true, lateClaim: true })
    expect(await testStore.store.findSubmission(late.id)).toMatchObject({
      formType: '£495 One Page Website',
    })
  })

  it('is a claim on its own offer only: the ended page’s form and other offers’ claims are never late', async () => {
    nowMs = limitedEndsMs + 60_000
    const ended = (await post(app, '/api/submit-enquiry', ENQUIRY_BODIES.onePage)).json()
    expect(ended.lateClaim).toBeUndefined()
    // The celebration offer runs a day longer.
    const celebration = (await post(app, '/api/leads', leadBody('special_offer_claim'))).json()
    expect(celebration.lateClaim).toBeUndefined()
    nowMs = Date.parse(deadlines.celebrationOffer)
    const lateCelebration = (await post(app, '/api/leads', leadBody('special_offer_claim'))).json()
    expect(lateCelebration.lateClaim).toBe(true)
  })

  it('gives a repeated attempt the first answer, late or not, whatever the clock says then', async () => {
    nowMs = limitedEndsMs - 1
    const key = { 'idempotency-key': 'late-claim-repeat-0001' }
    const first = (await post(app, '/api/submit-enquiry', ENQUIRY_BODIES.offer495, key)).json()
    nowMs = limitedEndsMs + 1000
    const repeat = (await post(app, '/api/submit-enquiry', ENQUIRY_BODIES.offer495, key)).json()
    expect(repeat).toEqual(first)
    expect(repeat.lateClaim).toBeUndefined()
  })

  it('has the scripts-off confirmation say the price will be confirmed only for a late claim', async () => {
    const sent = (late: string) =>
      app.inject({ url: `/api/form-sent?form=offer-495&reference=HH-AB12-CD34${late}` })
    expect((await sent('&late=1')).body).toContain(OFFER_ENDED.lateClaim)
    expect((await sent('')).body).not.toContain(OFFER_ENDED.lateClaim)
    expect((await sent('&late=yes')).statusCode).toBe(400)
  })
})
