import { ENQUIRY_FORM_TYPES, LEAD_FORM_TYPES } from '@hard-hat/forms'
import { html } from '../../lib/html.js'
import {
  lateByMinutes,
  lateWords,
  type OfferDeadlines,
  SPECIFIED_DEADLINES,
} from '../../lib/offer-pages.js'
import type { LeadCounts, LeadFilter, SubmissionRecord } from '../../store/types.js'
import { LEAD_STATUS_WORDS, replyByWords, replyStateOf } from '../follow-up/index.js'
import { filterFields, page, statusOf } from '../layout.js'
import { ukTime } from '../uk-time.js'
import { leadSummary } from './lead-view.js'

/** Every form type a lead can carry, for the filter. */
export const FORM_TYPE_OPTIONS = [
  ...Object.values(ENQUIRY_FORM_TYPES),
  'boutique_quote',
  ...LEAD_FORM_TYPES,
] as const

const option = (value: string, label: string, selected: string | undefined) =>
  html`<option value="${value}"${value === selected ? html` selected` : ''}>${label}</option>`

function select(
  name: string,
  label: string,
  options: readonly (readonly [string, string])[],
  value: string | undefined,
) {
  return html`<div><label for="filter-${name}">${label}</label>
    <select id="filter-${name}" name="${name}">${options.map(([optionValue, optionLabel]) => option(optionValue, optionLabel, value))}</select></div>`
}

function row(lead: SubmissionRecord, offerDeadlines: OfferDeadlines, nowMs: number) {
  const who = leadSummary(lead)
  const late = lateByMinutes(lead.formType, Date.parse(lead.createdAt), offerDeadlines)
  const delivery = (destination: string) =>
    lead.deliveries.find((each) => each.destination === destination)
  const replyState = replyStateOf(lead, nowMs)
  const rowClass =
    replyState === 'overdue' ? 'row-overdue' : replyState === 'due_soon' ? 'row-due-soon' : ''
  return html`<tr${rowClass ? html` class="${rowClass}"` : ''}>
    <td data-label="Received">${ukTime(lead.createdAt)}</td>
    <td data-label="Status, reply by"><span>${LEAD_STATUS_WORDS[lead.leadStatus]}<br>${replyByWords(lead, nowMs)}</span></td>
    <td data-label="Reference"><a href="/admin/leads/${lead.id}">${lead.reference}</a></td>
    <td data-label="Form">${lead.formType}${late === undefined ? '' : html` <span class="status status-failed" title="${lateWords(late)}">Late claim: ${late} min</span>`}</td>
    <td data-label="Name">${lead.kind === 'unreadable' ? html`<span class="status status-failed">Unreadable</span> ${lead.id} (${lead.rawBytes} bytes)` : who.name}</td>
    <td data-label="Email">${who.email}</td>
    <td data-label="Phone">${who.phone}</td>
    <td data-label="Source page">${lead.sourcePage ?? ''}</td>
    <td data-label="CRM">${statusOf(delivery('crm'))}</td>
    <td data-label="Email notification">${statusOf(delivery('email'))}</td>
    <td data-label="Spam">${lead.isSpam ? html`<span class="status status-spam">Spam</span>` : 'No'}</td>
  </tr>`
}

/** The inbox: counts, filters, one page of leads, paging and the export of the filter. */
export function listPage(options: {
  filter: LeadFilter
  leads: readonly SubmissionRecord[]
  total: number
  pageNumber: number
  pageSize: number
  counts: LeadCounts
  /** When each offer ends, to mark a claim sent after its deadline (P-late-claim-is-a-lead). */
  offerDeadlines?: OfferDeadlines
  /** The clock the reply-by times are read against. */
  nowMs: number
}): string {
  const { filter, counts, pageNumber } = options
  const pages = Math.max(1, Math.ceil(options.total / options.pageSize))
  const pageButton = (target: number, label: string) =>
    html`<form method="post" action="/admin">${filterFields(filter)}<input type="hidden" name="page" value="${target}"><button type="submit">${label}</button></form>`
  const body = html`<h1>Leads</h1>
  <ul class="counts" aria-label="At a glance">
    <li><strong>${counts.today}</strong> received today</li>
    <li><strong>${counts.thisWeek}</strong> received this week</li>
    <li><strong>${counts.pending}</strong> pending</li>
    <li><strong>${counts.failed}</strong> failed</li>
    <li><strong>${counts.spam}</strong> spam</li>
  </ul>
  <form class="filters" method="post" action="/admin" aria-label="Filter leads">
    ${select(
      'status',
      'Status',
      [
        ['all', 'All'],
        ['delivered', 'Delivered'],
        ['pending', 'Pending'],
        ['failed', 'Failed'],
        ['not_forwarded', 'Not forwarded'],
      ],
      filter.status,
    )}
    ${select(
      'spam',
      'Spam',
      [
        ['all', 'All'],
        ['spam', 'Spam only'],
        ['not_spam', 'Not spam'],
      ],
      filter.spam,
    )}
    ${select(
      'reply',
      'Reply',
      [
        ['all', 'All'],
        ['needs_reply', 'Needs a reply'],
      ],
      filter.needsReply ? 'needs_reply' : 'all',
    )}
    ${select('type', 'Form type', [['', 'All forms'], ...FORM_TYPE_OPTIONS.map((type) => [type, type] as const)], filter.formType ?? '')}
    <div><label for="filter-q">Search</label>
      <input id="filter-q" name="q" type="search" value="${filter.search ?? ''}" maxlength="200" aria-describedby="filter-q-hint">
      <p id="filter-q-hint" class="hint">Name, email, phone, business or reference</p></div>
    <div class="actions"><button type="submit" class="primary">Apply filters</button><a class="button" href="/admin">Clear</a></div>
  </form>
  <div class="actions">
    <p role="status">${options.total} lead${options.total === 1 ? '' : 's'} match. Page ${pageNumber} of ${pages}.</p>
    <form method="post" action="/admin/export">${filterFields(filter)}<button type="submit">Export these leads as CSV</button></form>
  </div>
  ${
    options.leads.length === 0
      ? html`<p>No leads match these filters.</p>`
      : html`<table class="cards">
    <caption>${filter.needsReply ? 'Leads that need a reply, the most overdue first' : 'Leads, newest first'}</caption>
    <thead><tr><th scope="col">Received (UK time)</th><th scope="col">Status, reply by (UK time)</th><th scope="col">Reference</th><th scope="col">Form</th><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Phone</th><th scope="col">Source page</th><th scope="col">CRM</th><th scope="col">Email notification</th><th scope="col">Spam</th></tr></thead>
    <tbody>${options.leads.map((lead) => row(lead, options.offerDeadlines ?? SPECIFIED_DEADLINES, options.nowMs))}</tbody>
  </table>`
  }
  <nav class="pager" aria-label="Pages">
    ${pageNumber > 1 ? pageButton(pageNumber - 1, 'Previous page') : ''}
    ${pageNumber < pages ? pageButton(pageNumber + 1, 'Next page') : ''}
  </nav>`
  return page('Leads', body, { isSignedIn: true })
}
