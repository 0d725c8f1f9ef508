import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startApp } from '../../test/harness.js'
import { STORE_FACTORIES, storeForEachTest } from '../../test/stores.js'
import { sampleSubmission } from '../../test/submissions.js'
import { DUE_SOON_MS, replyStateOf } from './view.js'

const ADMIN_TOKEN = 'follow-up-admin-token-0123456789'
const ORIGIN = 'http://127.0.0.1:3000'
const HOUR_MS = 3_600_000
const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN }

describe('where a lead stands against its reply-by time', () => {
  const nowMs = Date.UTC(2026, 10, 24, 12)
  const at = (offsetMs: number) => new Date(nowMs + offsetMs).toISOString()
  const lead = { leadStatus: 'new', isSpam: false } as const

  it('is overdue once the time has passed, due soon within two hours, waiting before', () => {
    expect(replyStateOf({ ...lead, replyBy: at(0) }, nowMs)).toBe('overdue')
    expect(replyStateOf({ ...lead, replyBy: at(DUE_SOON_MS) }, nowMs)).toBe('due_soon')
    expect(replyStateOf({ ...lead, replyBy: at(DUE_SOON_MS + 1) }, nowMs)).toBe('waiting')
  })

  it('is answered once the status is not new, and has no reply to chase for spam or no promise', () => {
    expect(replyStateOf({ ...lead, leadStatus: 'contacted', replyBy: at(-HOUR_MS) }, nowMs)).toBe(
      'answered',
    )
    expect(replyStateOf({ ...lead, isSpam: true, replyBy: at(-HOUR_MS) }, nowMs)).toBe('no_promise')
    expect(replyStateOf({ ...lead, replyBy: null }, nowMs)).toBe('no_promise')
  })
})

describe.each(STORE_FACTORIES)('following leads up in the inbox on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)
  let app: FastifyInstance
  let cookie: string

  const formPost = (url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...FORM, cookie },
      payload: new URLSearchParams(fields).toString(),
    })
  const page = async (url: string) => (await app.inject({ url, headers: { cookie } })).body
  /** A lead whose reply-by time is `dueInMs` from now (negative: overdue). */
  const storeLead = async (
    dueInMs: number,
    overrides: Parameters<typeof sampleSubmission>[0] = {},
  ) => {
    const lead = sampleSubmission({
      createdAtMs: Date.now() - 5 * HOUR_MS,
      replyByMs: Date.now() + dueInMs,
      deliveries: { crm: 'not_forwarded', email: 'not_forwarded' },
      ...overrides,
    })
    await testStore.store.insertSubmission(lead)
    return lead
  }

  beforeEach(async () => {
    app = await startApp(testStore, { adminToken: ADMIN_TOKEN })
    const signedIn = await app.inject({
      method: 'POST',
      url: '/admin/sign-in',
      headers: FORM,
      payload: new URLSearchParams({ token: ADMIN_TOKEN }).toString(),
    })
    cookie = String(signedIn.headers['set-cookie']).split(';')[0] ?? ''
  })
  afterEach(async () => {
    await app.close()
  })

  it('changes a status with a note from the lead’s page, audits it and shows the history', async () => {
    const lead = await storeLead(3 * HOUR_MS)
    const saved = await formPost(`/admin/leads/${lead.id}/status`, {
      status: 'contacted',
      note: 'Rang Jo <b>twice</b>',
    })
    expect(saved.statusCode).toBe(303)
    expect(saved.headers.location).toBe(`/admin/leads/${lead.id}?done=status#reply`)
    const detail = await page(`/admin/leads/${lead.id}?done=status`)
    expect(detail).toContain('The status is saved.')
    expect(detail).toMatch(
      /New → Contacted, by the token “ADMIN_TOKEN \(deprecated\)”<br><span class="note">Rang Jo &lt;b&gt;twice&lt;\/b&gt;<\/span>/,
    )
    expect(detail).toContain('<option value="contacted" selected>Contacted</option>')
    const [audit] = await testStore.store.listAudit({ submissionId: lead.id, limit: 5 })
    expect(audit).toMatchObject({
      actor: { kind: 'token', id: 'admin-token', name: 'ADMIN_TOKEN (deprecated)' },
      action: 'status',
      detail: 'new → contacted (with a note)',
    })
    // The note stays with the lead, never in the audit.
    expect(JSON.stringify(await testStore.store.listAudit({ limit: 5 }))).not.toContain('Rang Jo')
  })

  it('answers a status it does not know with 400, the error summary and the field named, changing nothing', async () => {
    const lead = await storeLead(3 * HOUR_MS)
    const refused = await formPost(`/admin/leads/${lead.id}/status`, {
      status: 'ignored',
      note: 'kept',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.body).toContain('<title>Error: Lead')
    expect(refused.body).toContain('<a href="#lead-status">Select a status</a>')
    expect(refused.body).toContain('>kept</textarea>')
    const tooLong = await formPost(`/admin/leads/${lead.id}/status`, {
      status: 'won',
      note: 'x'.repeat(1001),
    })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.body).toContain('Enter a note of 1000 characters or fewer')
    expect((await testStore.store.findSubmission(lead.id))?.leadStatus).toBe('new')
    // Sign-ins and refusals are audited too; no change to a lead is.
    const changes = (await testStore.store.listAudit({ limit: 5 })).filter((entry) =>
      ['status', 'assign'].includes(entry.action),
    )
    expect(changes).toEqual([])
    const missing = await formPost('/admin/leads/no-such-lead/status', { status: 'won' })
    expect(missing.statusCode).toBe(404)
  })

  it('refuses a change from someone signed out, or from another site, changing nothing', async () => {
    const lead = await storeLead(3 * HOUR_MS)
    const signedOut = await app.inject({
      method: 'POST',
      url: `/admin/leads/${lead.id}/status`,
      headers: FORM,
      payload: 'status=won',
    })
    expect(signedOut.statusCode).toBe(303)
    expect(signedOut.headers.location).toBe('/admin')
    const foreign = await app.inject({
      method: 'POST',
      url: `/admin/leads/${lead.id}/assign`,
      headers: { ...FORM, cookie, origin: 'https://evil.example' },
      payload: 'assignedTo=',
    })
    expect(foreign.statusCode).toBe(403)
    expect((await testStore.store.findSubmission(lead.id))?.leadStatus).toBe('new')
    // Sign-ins and refusals are audited too; no change to a lead is.
    const changes = (await testStore.store.listAudit({ limit: 5 })).filter((entry) =>
      ['status', 'assign'].includes(entry.action),
    )
    expect(changes).toEqual([])
  })

  it('offers Unassigned only until people exist, and refuses anyone else', async () => {
    const lead = await storeLead(3 * HOUR_MS)
    const detail = await page(`/admin/leads/${lead.id}`)
    expect(detail).toMatch(
      /<select id="lead-assignee" name="assignedTo">\s*<option value="" selected>Unassigned<\/option>\s*<\/select>/,
    )
    expect(
      (await formPost(`/admin/leads/${lead.id}/assign`, { assignedTo: 'someone' })).statusCode,
    ).toBe(400)
    const unchanged = await formPost(`/admin/leads/${lead.id}/assign`, { assignedTo: '' })
    expect(unchanged.headers.location).toBe(`/admin/leads/${lead.id}?done=assign-unchanged#reply`)
  })

  it('lists reply-by times, marks overdue and due-soon leads in words, and filters those needing a reply', async () => {
    const overdue = await storeLead(-3 * HOUR_MS)
    const dueSoon = await storeLead(HOUR_MS)
    const later = await storeLead(20 * HOUR_MS)
    const answered = await storeLead(-HOUR_MS)
    const spam = await storeLead(-HOUR_MS, { isSpam: true })
    await formPost(`/admin/leads/${answered.id}/status`, { status: 'quoted' })

    const all = await page('/admin')
    expect(all).toContain('<th scope="col">Status, reply by (UK time)</th>')
    expect(all).toMatch(/<tr class="row-overdue">[\s\S]*?<strong>Overdue<\/strong> by 3 h/)
    expect(all).toMatch(
      /<tr class="row-due-soon">[\s\S]*?<strong>Due soon<\/strong>: (59 min|1 h) left/,
    )
    expect(all.match(/<tr class="row-overdue">/g)).toHaveLength(1)

    const needing = await page('/admin?reply=needs_reply')
    expect(needing).toContain('3 leads match.')
    expect(needing).toContain('Leads that need a reply, the most overdue first')
    const order = [overdue, dueSoon, later].map((lead) => needing.indexOf(lead.reference))
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(order.every((index) => index > 0)).toBe(true)
    expect(needing).not.toContain(answered.reference)
    expect(needing).not.toContain(spam.reference)
    // Paging and the export keep the filter.
    expect(needing).toContain('<input type="hidden" name="reply" value="needs_reply">')
  })
})
