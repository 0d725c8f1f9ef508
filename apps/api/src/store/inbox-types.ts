// The words the inbox and the core Store share about a lead once it is stored: its status and
// who changed it, the inbox's filters and figures, the audit, and the mail the digest queues.

/** Where the agency stands with a lead (P-lead-status-audited); every lead starts `new`. */
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const
/** Where the agency stands with a lead. */
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** The inbox's status filter: every lead, or those with a delivery in one state. */
export const LEAD_STATUS_FILTERS = [
  'all',
  'delivered',
  'pending',
  'failed',
  'not_forwarded',
] as const
/** The inbox's status filter. */
export type LeadStatusFilter = (typeof LEAD_STATUS_FILTERS)[number]

/** The inbox's spam filter. */
export const LEAD_SPAM_FILTERS = ['all', 'spam', 'not_spam'] as const
/** The inbox's spam filter. */
export type LeadSpamFilter = (typeof LEAD_SPAM_FILTERS)[number]

/** Which leads the inbox lists and exports. */
export interface LeadFilter {
  readonly status: LeadStatusFilter
  readonly spam: LeadSpamFilter
  readonly formType?: string | undefined
  /** Matched, case-insensitively, against the reference, the email and the fields sent. */
  readonly search?: string | undefined
  /**
   * Only leads that need a reply: new, not spam, from a form that promises one; listed by
   * reply-by time, the most overdue first (P-reply-by-working-hours).
   */
  readonly needsReply?: boolean | undefined
}

/**
 * Who acted in the inbox, as the audit keeps it: a person (by id and display name), an API token
 * (by id and name), someone not signed in (a failed sign-in), or an entry written before people
 * signed in one by one ('legacy').
 */
export interface AuditActor {
  readonly kind: 'person' | 'token' | 'legacy' | 'anonymous'
  readonly id: string | null
  readonly name: string
}

/** One audited admin action. Never holds personal data: erasure records counts and references. */
export interface AuditEntry {
  readonly id: string
  readonly at: string
  readonly actor: AuditActor
  readonly action: string
  readonly submissionId: string | null
  readonly detail: string | null
}

/** The figures at the top of the inbox. */
export interface LeadCounts {
  readonly today: number
  readonly thisWeek: number
  readonly pending: number
  readonly failed: number
  readonly spam: number
}

/**
 * Outcome of marking a lead as spam or as not spam; `being_delivered` when a worker holds one of
 * its rows right now (P-spam-only-when-idle).
 */
export type SpamReviewResult = 'done' | 'not_found' | 'not_allowed' | 'being_delivered'

/** One change of a lead's status, with who made it (from the audit entry recorded with it). */
export interface StatusChange {
  readonly id: string
  readonly at: string
  readonly actor: AuditActor
  readonly from: LeadStatus
  readonly to: LeadStatus
  readonly note: string | null
}

/** Outcome of changing a lead's status or assignment. */
export type FollowUpResult = 'done' | 'not_found' | 'unchanged'

/** A lead still new, as the morning digest lists it: no personal data, the inbox has the rest. */
export interface LeadToChase {
  readonly id: string
  readonly reference: string
  readonly formType: string
  readonly createdAtMs: number
  readonly replyByMs: number
  readonly assignedTo: string | null
}

/** An email that is not about one lead (a morning digest), waiting in the mail outbox. */
export interface QueuedMail {
  readonly id: string
  readonly kind: 'digest'
  readonly recipients: readonly string[]
  readonly subject: string
  readonly body: string
  readonly attempts: number
  readonly retryWindowStartMs: number
}

/** Which audit entries to list, newest first: of a lead, of an actor, of an action, a page of them. */
export interface AuditQuery {
  readonly submissionId?: string
  /** The person's or token's id, as the actor column holds it. */
  readonly actorId?: string
  readonly action?: string
  readonly limit: number
  readonly offset?: number
}
