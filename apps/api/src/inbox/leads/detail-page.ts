import { html } from '../../lib/html.js'
import {
  lateByMinutes,
  lateWords,
  type OfferDeadlines,
  SPECIFIED_DEADLINES,
} from '../../lib/offer-pages.js'
import type {
  AuditEntry,
  DeliveryAttempt,
  DeliveryRecord,
  StatusChange,
  SubmissionRecord,
} from '../../store/types.js'
import { type Assignee, type FollowUpErrors, followUpSection } from '../follow-up/index.js'
import { actionButton, errorSummary, page, statusOf } from '../layout.js'
import { actorWords } from '../people/index.js'
import { ukTime } from '../uk-time.js'
import { attributionOf, labelledFields, leadSummary, quoteLines } from './lead-view.js'

const DONE: Record<string, string> = {
  replay: 'The lead is queued to be sent again.',
  'not-spam': 'The lead is no longer spam and is queued to be forwarded.',
  spam: 'The lead is marked as spam and will not be forwarded.',
  status: 'The status is saved.',
  'status-unchanged': 'The lead already had that status: nothing changed.',
  assign: 'The assignment is saved.',
  'assign-unchanged': 'The lead was already assigned that way: nothing changed.',
}

const DESTINATION_NAMES: Record<string, string> = {
  crm: 'CRM',
  email: 'Email notification',
  acknowledgement: "Visitor's acknowledgement",
  webhook: 'Webhook',
}

/** Why a row was not sent, when the row itself says (an acknowledgement's hourly limit). */
function whyNotSent(delivery: DeliveryRecord): string {
  if (delivery.lastError) return delivery.lastError
  return delivery.destination === 'acknowledgement' && delivery.status === 'not_forwarded'
    ? 'Not sent: this address was acknowledged within the hour'
    : ''
}

function fieldList(rows: readonly { label: string; value: string }[]) {
  return html`<dl class="fields">${rows.map((row) => html`<dt>${row.label}</dt><dd>${row.value}</dd>`)}</dl>`
}

/** One lead: what was sent, where it came from, where it went, and what can be done with it. */
export function detailPage(options: {
  lead: SubmissionRecord
  attempts: readonly DeliveryAttempt[]
  history: readonly AuditEntry[]
  /** True when some destination would take the lead again (see replayableDestinations). */
  canReplay: boolean
  done?: string | undefined
  problem?: string | undefined
  /** When each offer ends, to mark a claim sent after its deadline (P-late-claim-is-a-lead). */
  offerDeadlines?: OfferDeadlines
  /** The reply section: the clock, the status history, the people to assign to, the forms' errors. */
  followUp: {
    nowMs: number
    history: readonly StatusChange[]
    assignees: readonly Assignee[]
    errors?: FollowUpErrors
    typed?: { status?: string; note?: string }
  }
}): string {
  const { lead } = options
  const late = lateByMinutes(
    lead.formType,
    Date.parse(lead.createdAt),
    options.offerDeadlines ?? SPECIFIED_DEADLINES,
  )
  const who = leadSummary(lead)
  const quote = quoteLines(lead)
  const actionsOf = `/api/admin/submissions/${lead.id}`
  const { canReplay } = options
  const canMarkSpam =
    !lead.isSpam &&
    lead.deliveries.every(
      (delivery) => delivery.status === 'pending' || delivery.status === 'not_forwarded',
    )
  const done = options.done ? DONE[options.done] : undefined
  const fieldErrors = options.followUp.errors ?? {}
  const errorLinks = [
    ...(fieldErrors.status ? [{ href: '#lead-status', message: fieldErrors.status }] : []),
    ...(fieldErrors.note ? [{ href: '#status-note', message: fieldErrors.note }] : []),
    ...(fieldErrors.assignedTo
      ? [{ href: '#lead-assignee', message: fieldErrors.assignedTo }]
      : []),
  ]
  const body = html`<p><a href="/admin">Back to all leads</a></p>
  ${errorSummary(errorLinks)}
  <h1>Lead ${lead.reference}</h1>
  ${done ? html`<div class="notice" role="status">${done}</div>` : ''}
  ${options.problem ? html`<div class="error-summary" role="alert"><h2>There is a problem</h2><p>${options.problem}</p></div>` : ''}
  <div class="actions">
    ${canReplay ? actionButton(`${actionsOf}/replay`, 'Replay: send again', { className: 'primary' }) : ''}
    ${lead.isSpam ? actionButton(`${actionsOf}/not-spam`, 'Not spam: forward it', { className: 'primary' }) : ''}
    ${canMarkSpam ? actionButton(`${actionsOf}/spam`, 'Mark as spam') : ''}
  </div>
  <h2>Summary</h2>
  ${fieldList([
    { label: 'Received (UK time)', value: ukTime(lead.createdAt) },
    { label: 'Form', value: lead.formType },
    ...(late === undefined ? [] : [{ label: 'Late claim', value: lateWords(late) }]),
    { label: 'Name', value: who.name },
    { label: 'Email', value: who.email },
    { label: 'Spam', value: lead.isSpam ? 'Yes: held back, not forwarded' : 'No' },
    ...(lead.referralCode ? [{ label: 'Referral code', value: lead.referralCode }] : []),
  ])}
  ${followUpSection({ lead, ...options.followUp })}
  <h2>What they sent</h2>
  ${fieldList(labelledFields(lead))}
  ${
    quote
      ? html`<h2>Quote</h2><table><caption>Quote lines as the visitor priced them</caption>
      <thead><tr><th scope="col">Item</th><th scope="col">Price</th></tr></thead>
      <tbody>${quote.lines.map((line) => html`<tr><td>${line.item}</td><td>${line.price}</td></tr>`)}</tbody>
      <tfoot><tr><th scope="row">Total</th><td>${quote.total}</td></tr></tfoot></table>`
      : ''
  }
  <h2>Attribution</h2>
  ${(() => {
    const rows = attributionOf(lead)
    return rows.length ? fieldList(rows) : html`<p>No attribution was sent with this lead.</p>`
  })()}
  <h2>Forwarding</h2>
  <table class="cards"><caption>Where the lead stands with each destination</caption>
    <thead><tr><th scope="col">Destination</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Delivered (UK time)</th><th scope="col">Last error</th></tr></thead>
    <tbody>${lead.deliveries.map(
      (delivery) =>
        html`<tr><td data-label="Destination">${DESTINATION_NAMES[delivery.destination] ?? delivery.destination}</td><td data-label="Status">${statusOf(delivery)}</td><td data-label="Attempts">${delivery.attempts}</td><td data-label="Delivered">${delivery.deliveredAt ? ukTime(delivery.deliveredAt) : ''}</td><td data-label="Last error">${whyNotSent(delivery)}</td></tr>`,
    )}</tbody></table>
  <h2>Delivery attempts</h2>
  ${
    options.attempts.length === 0
      ? html`<p>No delivery has been attempted yet.</p>`
      : html`<table class="cards"><caption>Every attempt, oldest first</caption>
    <thead><tr><th scope="col">Time (UK)</th><th scope="col">Destination</th><th scope="col">Attempt</th><th scope="col">Outcome</th><th scope="col">Error</th></tr></thead>
    <tbody>${options.attempts.map(
      (attempt) =>
        html`<tr><td data-label="Time (UK)">${ukTime(attempt.attemptedAt)}</td><td data-label="Destination">${DESTINATION_NAMES[attempt.destination] ?? attempt.destination}</td><td data-label="Attempt">${attempt.attempt}</td><td data-label="Outcome">${attempt.outcome}</td><td data-label="Error">${attempt.error ?? ''}</td></tr>`,
    )}</tbody></table>`
  }
  <h2>History</h2>
  ${
    options.history.length === 0
      ? html`<p>No one has acted on this lead yet.</p>`
      : html`<ul>${options.history.map((entry) => html`<li>${ukTime(entry.at)}: ${entry.action} by ${actorWords(entry)}</li>`)}</ul>`
  }`
  return page(`Lead ${lead.reference}`, body, {
    isSignedIn: true,
    hasError: Boolean(options.problem) || errorLinks.length > 0,
  })
}
