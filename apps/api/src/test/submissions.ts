import { randomUUID } from 'node:crypto'
import { LeadRequestSchema } from '@hard-hat/forms'
import { crmLeadOf } from '../leads/crm-lead.js'
import { replyByOf } from '../lib/reply-promises.js'
import type { NewSubmission, SubmissionBody } from '../store/types.js'
import { LEAD_BODIES } from './bodies.js'

/** A contact lead as /api/leads accepts it, with some of its fields changed. */
export function contactLeadBody(
  formData: Partial<Record<keyof (typeof LEAD_BODIES)['contact'], string>> = {},
): Extract<SubmissionBody, { kind: 'lead' }> {
  const payload = LeadRequestSchema.parse({
    formType: 'contact',
    formData: { ...LEAD_BODIES.contact, ...formData },
  })
  return { kind: 'lead', payload }
}

/**
 * A valid submission ready for a store: a contact lead with its CRM lead, waiting for the CRM.
 * `body` replaces what was sent (and the CRM lead built from it).
 */
export function sampleSubmission(
  overrides: Partial<Omit<NewSubmission, 'kind' | 'payload'>> & {
    body?: Extract<SubmissionBody, { kind: 'lead' }>
  } = {},
): NewSubmission {
  const { body = contactLeadBody(), ...fields } = overrides
  const id = randomUUID()
  const createdAtMs = fields.createdAtMs ?? Date.now()
  return {
    id,
    reference: `HH-${id.slice(0, 8).toUpperCase()}`,
    ...body,
    formType: body.payload.formType,
    email: 'sample@example.com',
    sourcePage: '/contact',
    clientHash: 'hash',
    isSpam: false,
    referralCode: null,
    createdAtMs,
    replyByMs: replyByOf(fields.formType ?? body.payload.formType, createdAtMs),
    lead: crmLeadOf(body),
    deliveries: { crm: 'pending', email: 'not_forwarded' },
    ...fields,
  }
}
