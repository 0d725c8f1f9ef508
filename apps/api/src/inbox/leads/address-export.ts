import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { toCsv } from '../../lib/csv.js'
import { html } from '../../lib/html.js'
import { ApiError } from '../../plugins/app/errors.js'
import type { DeliveryAttempt, StatusChange, SubmissionRecord } from '../../store/types.js'
import { audit } from '../audit.js'
import { actorWords, followUpOf } from '../follow-up/index.js'
import { errorSummary, page } from '../layout.js'
import { type AdminActor, actorOf } from '../session.js'

/** Everything held for one address (right of access), as the JSON export returns it. */
export interface AddressExport {
  /** Said first: when it was produced and by whom. */
  readonly produced: { readonly at: string; readonly by: string }
  readonly email: string
  readonly leads: readonly {
    readonly lead: SubmissionRecord
    /** Where the whole address was found in the lead. */
    readonly matches: readonly { readonly path: string; readonly address: string }[]
    /** Status changes with their notes, newest first. */
    readonly statusHistory: readonly StatusChange[]
    readonly deliveryAttempts: readonly DeliveryAttempt[]
    /** The acknowledgement emails sent to the visitor about this lead. */
    readonly acknowledgementsSent: readonly DeliveryAttempt[]
  }[]
}

const FORMATS = ['json', 'csv'] as const
const ExportRequestSchema = z.object({
  email: z.email('Enter the email address to export, like name@example.com'),
  format: z.enum(FORMATS, { error: 'Choose JSON or CSV' }).default('json'),
})

/**
 * Everything held for the whole address (P-erasure-whole-address's exact matching, so nothing of
 * mojo@acme.co.uk comes with jo@acme.co.uk), audited with the count and references, never the address.
 */
export async function exportAddress(
  fastify: FastifyInstance,
  email: string,
  actor: AdminActor,
  nowMs: number,
): Promise<AddressExport> {
  const found = await fastify.store.findLeadsToErase(email)
  const leads = await Promise.all(
    found.map(async ({ lead, matches }) => {
      const [statusHistory, deliveryAttempts] = await Promise.all([
        followUpOf(fastify.store).listStatusHistory(lead.id),
        fastify.store.listDeliveryAttempts(lead.id),
      ])
      const acknowledgementsSent = deliveryAttempts.filter(
        (attempt) => attempt.destination === 'acknowledgement' && attempt.outcome === 'delivered',
      )
      return { lead, matches, statusHistory, deliveryAttempts, acknowledgementsSent }
    }),
  )
  const references = leads.map(({ lead }) => lead.reference)
  await audit(
    fastify,
    actor,
    'address-export',
    null,
    `${leads.length} lead${leads.length === 1 ? '' : 's'} exported${references.length ? `: ${references.join(', ')}` : ''}`,
  )
  return {
    produced: { at: new Date(nowMs).toISOString(), by: actorWords(actor) },
    email: email.trim().toLowerCase(),
    leads,
  }
}

interface CsvRow {
  section: string
  reference: string
  at: string
  name: string
  value: string
}

/** Flattens a value into `path: value` pairs, one per leaf. */
function leaves(value: unknown, path: string): [string, string][] {
  if (value === null || typeof value !== 'object')
    return [[path, value == null ? '' : String(value)]]
  return Object.entries(value).flatMap(([key, item]) =>
    leaves(item, path === '' ? key : `${path}.${key}`),
  )
}

/** The export as one CSV: a line per field, status change, delivery attempt and acknowledgement. */
export function addressExportCsv(data: AddressExport): string {
  const rows: CsvRow[] = [
    {
      section: 'produced',
      reference: '',
      at: data.produced.at,
      name: 'by',
      value: `Produced ${data.produced.at} by ${data.produced.by} for ${data.email}`,
    },
  ]
  for (const { lead, statusHistory, deliveryAttempts, acknowledgementsSent } of data.leads) {
    const { payload, deliveries, ...columns } = lead
    for (const [name, value] of [...leaves(columns, ''), ...leaves(payload, 'fields')]) {
      rows.push({ section: 'lead', reference: lead.reference, at: lead.createdAt, name, value })
    }
    for (const change of statusHistory) {
      rows.push({
        section: 'status',
        reference: lead.reference,
        at: change.at,
        name: `${change.from} → ${change.to} by ${actorWords(change.actor)}`,
        value: change.note ?? '',
      })
    }
    for (const attempt of deliveryAttempts) {
      rows.push({
        section: 'delivery',
        reference: lead.reference,
        at: attempt.attemptedAt,
        name: `${attempt.destination} attempt ${attempt.attempt}`,
        value: `${attempt.outcome}${attempt.error ? `: ${attempt.error}` : ''}`,
      })
    }
    for (const sent of acknowledgementsSent) {
      rows.push({
        section: 'acknowledgement',
        reference: lead.reference,
        at: sent.attemptedAt,
        name: 'acknowledgement email',
        value: `sent to ${lead.email ?? ''}`,
      })
    }
  }
  return toCsv<CsvRow>(['section', 'reference', 'at', 'name', 'value'], rows)
}

/** The inbox's form: the address and the format; the download comes back from the same POST. */
export function addressExportPage(problem?: string): string {
  const body = html`${problem ? errorSummary([{ href: '#email', message: problem }]) : ''}
  <h1>Export everything about an email address</h1>
  <p>For a request to see the data held on someone (answer within one month). The export holds every
  lead of the whole address, its notes, status history and deliveries, and is recorded in the audit log.</p>
  <form method="post" action="/api/admin/address-export" novalidate>
    <label for="email">Email address</label>
    ${problem ? html`<p id="email-error" class="field-error">${problem}</p>` : ''}
    <input id="email" name="email" type="email" autocomplete="off" spellcheck="false"
      ${problem ? html`aria-describedby="email-error" aria-invalid="true"` : ''}>
    <fieldset><legend>Format</legend>
      <label><input type="radio" name="format" value="json" checked> JSON</label>
      <label><input type="radio" name="format" value="csv"> CSV (a spreadsheet)</label>
    </fieldset>
    <div class="actions"><button type="submit" class="primary">Export</button></div>
  </form>`
  return page('Export an address', body, { isSignedIn: true, hasError: Boolean(problem) })
}

/**
 * GET /api/admin/address-export?email= for scripts (the query string is never logged), POST with
 * a JSON body for scripts that keep addresses out of URLs, and POST from the inbox's form.
 */
export const addressExportRoutes: FastifyPluginAsync = async (fastify) => {
  // Validated here, not by a route schema, so the inbox's form gets a page and scripts get JSON.
  const send = async (request: FastifyRequest, reply: FastifyReply, input: unknown) => {
    const parsed = ExportRequestSchema.safeParse(input)
    const isInboxForm = (request.headers['content-type'] ?? '').startsWith(
      'application/x-www-form-urlencoded',
    )
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Enter an email address'
      if (isInboxForm) {
        return reply.code(400).type('text/html; charset=utf-8').send(addressExportPage(message))
      }
      throw new ApiError(400, 'validation_error', 'There is a problem with the fields named', {
        email: message,
      })
    }
    const data = await exportAddress(fastify, parsed.data.email, actorOf(request), Date.now())
    request.log.info({ leads: data.leads.length }, 'address export produced')
    const day = data.produced.at.slice(0, 10)
    reply.header(
      'content-disposition',
      `attachment; filename="address-export-${day}.${parsed.data.format}"`,
    )
    if (parsed.data.format === 'csv') {
      return reply.type('text/csv; charset=utf-8').send(addressExportCsv(data))
    }
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2))
  }
  fastify.get(
    '/admin/address-export',
    { config: { access: 'owner' }, schema: { hide: true } },
    async (_request, reply) => reply.type('text/html; charset=utf-8').send(addressExportPage()),
  )
  fastify.get(
    '/api/admin/address-export',
    { config: { access: 'owner', scope: 'export' }, schema: { hide: true } },
    async (request, reply) => send(request, reply, request.query),
  )
  fastify.post(
    '/api/admin/address-export',
    { config: { access: 'owner', scope: 'export' }, schema: { hide: true } },
    async (request, reply) => send(request, reply, request.body),
  )
}
