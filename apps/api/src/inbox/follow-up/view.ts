import { html, type SafeHtml } from '../../lib/html.js'
import {
  type AuditActor,
  LEAD_STATUSES,
  type LeadStatus,
  type StatusChange,
  type SubmissionRecord,
} from '../../store/types.js'
import { ukTime } from '../uk-time.js'
import type { Assignee } from './assignees.js'
import { durationWords } from './digest.js'

/** A lead due within this long is highlighted as due soon (P-reply-by-working-hours). */
export const DUE_SOON_MS = 2 * 60 * 60_000

/** Where a lead stands against its reply-by time. */
export type ReplyState = 'overdue' | 'due_soon' | 'waiting' | 'answered' | 'no_promise'

/** The words for each lead status. */
export const LEAD_STATUS_WORDS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
}

/**
 * A lead needing a reply is overdue once its reply-by time has passed and due soon within two
 * hours of it; a lead no longer new has been answered; spam and forms promising nothing have no
 * reply to chase.
 */
export function replyStateOf(
  lead: Pick<SubmissionRecord, 'replyBy' | 'leadStatus' | 'isSpam'>,
  nowMs: number,
): ReplyState {
  if (lead.replyBy === null || lead.isSpam) return 'no_promise'
  if (lead.leadStatus !== 'new') return 'answered'
  const leftMs = Date.parse(lead.replyBy) - nowMs
  if (leftMs <= 0) return 'overdue'
  return leftMs <= DUE_SOON_MS ? 'due_soon' : 'waiting'
}

/**
 * The reply-by time with where the lead stands, in words as well as in colour: "Overdue by 3 h"
 * or "Due soon: 45 min left" (never colour alone).
 */
export function replyByWords(
  lead: Pick<SubmissionRecord, 'replyBy' | 'leadStatus' | 'isSpam'>,
  nowMs: number,
): SafeHtml {
  const state = replyStateOf(lead, nowMs)
  if (lead.replyBy === null) return html`<span class="hint">No reply promised</span>`
  const due = ukTime(lead.replyBy)
  const leftMs = Date.parse(lead.replyBy) - nowMs
  if (state === 'overdue') {
    return html`<span class="reply reply-overdue"><strong>Overdue</strong> by ${durationWords(-leftMs)}</span><br>${due}`
  }
  if (state === 'due_soon') {
    return html`<span class="reply reply-due-soon"><strong>Due soon</strong>: ${durationWords(leftMs)} left</span><br>${due}`
  }
  return html`${due}`
}

/** Who made a change, as the inbox names them. */
export function actorWords(actor: AuditActor): string {
  return actor.kind === 'token' ? `the token “${actor.name}”` : actor.name
}

/** The name of the person a lead is assigned to, or "Unassigned". */
export function assigneeWords(assignedTo: string | null, assignees: readonly Assignee[]): string {
  if (assignedTo === null) return 'Unassigned'
  return (
    assignees.find((person) => person.id === assignedTo)?.name ??
    `Someone no longer listed (${assignedTo})`
  )
}

/** Errors of the status and assignment forms, by field. */
export interface FollowUpErrors {
  readonly status?: string
  readonly note?: string
  readonly assignedTo?: string
}

/** The longest note a status change keeps. */
export const NOTE_MAX_LENGTH = 1000

const fieldError = (id: string, message: string | undefined) =>
  message
    ? html`<p class="field-error" id="${id}-error"><span class="visually-hidden">Error:</span> ${message}</p>`
    : ''

const describedBy = (ids: (string | false)[]) => {
  const list = ids.filter(Boolean).join(' ')
  return list ? html` aria-describedby="${list}"` : ''
}

/**
 * The reply section of a lead's page: reply-by, status and assignee, the forms that change them
 * (plain posts, no script), and every status change, newest first.
 */
export function followUpSection(options: {
  lead: SubmissionRecord
  nowMs: number
  history: readonly StatusChange[]
  assignees: readonly Assignee[]
  errors?: FollowUpErrors
  /** What was typed, kept when the form comes back with an error. */
  typed?: { readonly status?: string; readonly note?: string }
}): SafeHtml {
  const { lead, errors = {}, typed = {} } = options
  const selected = typed.status ?? lead.leadStatus
  const action = `/admin/leads/${lead.id}`
  return html`<h2 id="reply">Reply</h2>
  <dl class="fields">
    <dt>Reply by (UK time)</dt><dd>${replyByWords(lead, options.nowMs)}</dd>
    <dt>Status</dt><dd>${LEAD_STATUS_WORDS[lead.leadStatus]}</dd>
    <dt>Assigned to</dt><dd>${assigneeWords(lead.assignedTo, options.assignees)}</dd>
  </dl>
  <form class="follow-up" method="post" action="${action}/status" aria-labelledby="status-form-title">
    <h3 id="status-form-title">Change the status</h3>
    <div><label for="lead-status">Status</label>${fieldError('lead-status', errors.status)}
      <select id="lead-status" name="status"${describedBy([Boolean(errors.status) && 'lead-status-error'])}>${LEAD_STATUSES.map(
        (status) =>
          html`<option value="${status}"${status === selected ? html` selected` : ''}>${LEAD_STATUS_WORDS[status]}</option>`,
      )}</select></div>
    <div><label for="status-note">Note (optional)</label>${fieldError('status-note', errors.note)}
      <textarea id="status-note" name="note" rows="3" maxlength="${NOTE_MAX_LENGTH}"${describedBy([Boolean(errors.note) && 'status-note-error', 'status-note-hint'])}>${typed.note ?? ''}</textarea>
      <p id="status-note-hint" class="hint">What was said or agreed. Kept with the lead, and erased with it.</p></div>
    <button type="submit" class="primary">Save status</button>
  </form>
  <form class="follow-up" method="post" action="${action}/assign" aria-labelledby="assign-form-title">
    <h3 id="assign-form-title">Assign</h3>
    <div><label for="lead-assignee">Assigned to</label>${fieldError('lead-assignee', errors.assignedTo)}
      <select id="lead-assignee" name="assignedTo"${describedBy([Boolean(errors.assignedTo) && 'lead-assignee-error'])}>
        <option value=""${lead.assignedTo === null ? html` selected` : ''}>Unassigned</option>
        ${options.assignees.map((person) => html`<option value="${person.id}"${person.id === lead.assignedTo ? html` selected` : ''}>${person.name}</option>`)}
      </select></div>
    <button type="submit">Assign</button>
  </form>
  <h3>Status history</h3>
  ${
    options.history.length === 0
      ? html`<p>The status has not changed since the lead arrived.</p>`
      : html`<ol class="history" reversed>${options.history.map(
          (change) =>
            html`<li>${ukTime(change.at)}: ${LEAD_STATUS_WORDS[change.from]} → ${LEAD_STATUS_WORDS[change.to]}, by ${actorWords(change.actor)}${change.note ? html`<br><span class="note">${change.note}</span>` : ''}</li>`,
        )}</ol>`
  }`
}
