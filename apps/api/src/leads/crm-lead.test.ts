import {
  BoutiqueQuoteRequestSchema,
  CrmLeadSchema,
  EnquiryRequestSchema,
  LeadRequestSchema,
  MAX_LONG_TEXT_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
} from '@hard-hat/forms'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clipText } from '../lib/storable-text.js'
import type { SubmissionBody } from '../store/types.js'
import { boutiqueQuote, ENQUIRY_BODIES, leadBody } from '../test/bodies.js'
import { type FakeCrm, startFakeCrm, waitFor } from '../test/fake-crm.js'
import { post, startApp } from '../test/harness.js'
import { STORE_FACTORIES, storeForEachTest } from '../test/stores.js'
import { crmLeadOf } from './crm-lead.js'

const enquiry = (body: unknown): SubmissionBody => ({
  kind: 'enquiry',
  payload: EnquiryRequestSchema.parse(body),
})
const quote = (body: unknown): SubmissionBody => ({
  kind: 'boutique-quote',
  payload: BoutiqueQuoteRequestSchema.parse(body),
})

describe('the CRM lead of a stored body', () => {
  it('reads back as the CRM lead it was built as, for every enquiry form', () => {
    for (const body of Object.values(ENQUIRY_BODIES)) {
      const lead = crmLeadOf(enquiry(body))
      expect(CrmLeadSchema.parse(JSON.parse(JSON.stringify(lead)))).toEqual(lead)
    }
  })

  it('sends a lead from /api/leads as the form it is, with this site as its source', () => {
    const lead = crmLeadOf({ kind: 'lead', payload: LeadRequestSchema.parse(leadBody('quote')) })
    expect(lead).toMatchObject({ formType: 'quote', websiteSource: 'hard-hat-website' })
  })

  it('sends a boutique quote as a quote lead, its budget in the catalogue’s own format', () => {
    const lead = crmLeadOf(quote(boutiqueQuote('three-page', ['jobQuoteCalculator'])))
    expect(lead).toMatchObject({
      formType: 'quote',
      userName: 'Sam Sample',
      formData: {
        projectType: 'Three Page Website',
        budget: '£2,775 excluding VAT',
        description: 'Loft conversions across North Yorkshire.\n\nFeatures: Job Quote Calculator',
      },
    })
    // A total in pounds and pence shows its pence as the site does, not as "£2,775.5".
    const sample = boutiqueQuote('three-page', [])
    const withPence = { ...sample, basePackage: { ...sample.basePackage, price: 2500.5 } }
    expect(crmLeadOf(quote({ ...withPence, total: 2500.5 })).formData).toMatchObject({
      budget: '£2,500.50 excluding VAT',
    })
  })

  it('fits the longest names and texts the forms take into the lead, losing nothing', () => {
    const requirements = `${'Loft conversions. '.repeat(600)}🏗️`
    const body = enquiry({
      ...ENQUIRY_BODIES.contact,
      firstName: 'F'.repeat(MAX_SHORT_TEXT_LENGTH),
      lastName: 'L'.repeat(MAX_SHORT_TEXT_LENGTH),
      requirements,
    })
    const lead = CrmLeadSchema.parse(crmLeadOf(body))
    expect(lead.formData).toMatchObject({
      firstName: 'F'.repeat(MAX_SHORT_TEXT_LENGTH),
      lastName: 'L'.repeat(MAX_SHORT_TEXT_LENGTH),
      requirements,
    })
    expect(lead.userName).toHaveLength(MAX_SHORT_TEXT_LENGTH)
    const sample = boutiqueQuote('three-page', ['jobQuoteCalculator'])
    const longQuote = quote({
      ...sample,
      contactInfo: { ...sample.contactInfo, projectDetails: 'x'.repeat(MAX_LONG_TEXT_LENGTH) },
    })
    expect(CrmLeadSchema.safeParse(crmLeadOf(longQuote)).success).toBe(true)
  })

  it('never cuts an emoji in half', () => {
    expect(clipText('ab😀', 3)).toBe('ab')
    expect(clipText('ab😀', 4)).toBe('ab😀')
    expect(clipText('abc', 5)).toBe('abc')
  })
})

const [sqlite] = STORE_FACTORIES

describe('the one CRM lead, whichever way a lead reaches the CRM', () => {
  const testStore = storeForEachTest(sqlite.open)
  let crm: FakeCrm
  let app: FastifyInstance
  const ADMIN_TOKEN = 'a'.repeat(24)
  const forwarded = (id: string) =>
    waitFor(async () => (await testStore.store.findSubmission(id))?.forwardStatus === 'forwarded')
  const sentAndRebuilt = async (id: string) => {
    const stored = await testStore.store.findSubmission(id)
    if (!stored || stored.kind === 'unreadable') throw new Error(`no readable lead ${id}`)
    const sent = crm.requests.find((request) => request.idempotencyKey === id)?.body
    return { sent, rebuilt: JSON.parse(JSON.stringify(crmLeadOf(stored))) as unknown }
  }

  beforeEach(async () => {
    crm = await startFakeCrm()
    app = await startApp(testStore, {
      adminToken: ADMIN_TOKEN,
      outbox: { crm: { url: crm.url, apiKey: 'crm-key' }, baseDelayMs: 20, pollIntervalMs: 50 },
    })
  })
  afterEach(async () => {
    await app.close()
    await crm.close()
  })

  it('sends from every endpoint the lead its stored body maps to', async () => {
    const ids = []
    for (const [url, body] of [
      ['/api/submit-enquiry', ENQUIRY_BODIES.onePage],
      ['/api/submit-boutique-quote', boutiqueQuote('five-page', ['jobQuoteCalculator'])],
      ['/api/leads', leadBody('consultation')],
    ] as const) {
      const answer = await post(app, url, body)
      expect(answer.statusCode, url).toBe(200)
      ids.push(answer.json().id as string)
    }
    for (const id of ids) {
      await forwarded(id)
      const { sent, rebuilt } = await sentAndRebuilt(id)
      expect(sent).toEqual(rebuilt)
    }
    expect(crm.requests.map((request) => (request.body as { formType: string }).formType)).toEqual([
      'contact',
      'quote',
      'consultation',
    ])
  })

  it('sends a lead rescued from spam in the inbox as the same lead', async () => {
    const spam = { ...ENQUIRY_BODIES.contact, meta: { honeypot: 'x' } }
    const { id } = (await post(app, '/api/submit-enquiry', spam)).json()
    const rescue = await post(
      app,
      `/api/admin/submissions/${id}/not-spam`,
      {},
      {
        authorization: `Bearer ${ADMIN_TOKEN}`,
      },
    )
    expect(rescue.statusCode).toBe(202)
    await forwarded(id)
    const { sent, rebuilt } = await sentAndRebuilt(id)
    expect(sent).toEqual(rebuilt)
    expect(sent).toMatchObject({ formType: 'contact', userName: 'Pat Placeholder' })
  })
})
