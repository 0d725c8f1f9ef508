/** Where a submission stands with the CRM. */
export const FORWARD_STATUSES = ['pending', 'forwarded', 'failed', 'not_forwarded', 'spam'] as const
/** Where a submission stands with the CRM. */
export type ForwardStatus = (typeof FORWARD_STATUSES)[number]

/** Which endpoint received a submission. */
export type SubmissionKind = 'enquiry' | 'boutique-quote' | 'lead'

/** A validated submission ready to be stored with its outbox row. */
export interface NewSubmission {
  readonly id: string
  readonly reference: string
  readonly kind: SubmissionKind
  readonly formType: string
  readonly payload: unknown
  /** Lower-cased email of the person who sent it, for erasure requests; null when the form has none. */
  readonly email: string | null
  readonly sourcePage: string | null
  readonly clientHash: string
  readonly isSpam: boolean
  readonly referralCode: string | null
  readonly createdAtMs: number
  /** The CRM lead body the outbox will send; null for spam. */
  readonly lead: unknown
  readonly forwardStatus: 'pending' | 'not_forwarded' | 'spam'
}

/** The first answer given for an Idempotency-Key, kept to answer its repeats. */
export interface IdempotencyRecord {
  readonly route: string
  readonly key: string
  readonly requestHash: string
  readonly response: unknown
}

/** Result of storing a submission under an optional Idempotency-Key. */
export type InsertResult =
  | { readonly kind: 'stored' }
  | { readonly kind: 'replay'; readonly requestHash: string; readonly response: unknown }

/** A stored submission with its forwarding state, as the admin export shows it. */
export interface SubmissionRecord {
  readonly id: string
  readonly reference: string
  readonly kind: SubmissionKind
  readonly formType: string
  readonly payload: unknown
  readonly email: string | null
  readonly sourcePage: string | null
  readonly clientHash: string
  readonly isSpam: boolean
  readonly referralCode: string | null
  readonly createdAt: string
  readonly forwardStatus: ForwardStatus
  readonly forwardAttempts: number
  readonly lastError: string | null
  readonly forwardedAt: string | null
}

/** An outbox row claimed by one worker for one delivery attempt. */
export interface ClaimedOutboxRow {
  readonly submissionId: string
  readonly lead: unknown
  readonly attempts: number
}

/** Outcome of an admin replay request. */
export type RequeueResult = 'requeued' | 'not_found' | 'already_forwarded' | 'spam'

/** Where a lead's forwarding is sent: the CRM, and (with email configured) the agency's inbox. */
export type Destination = 'crm' | 'email'

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
}

/** Where one lead stands with one destination. */
export interface Delivery {
  readonly destination: Destination
  readonly status: ForwardStatus
  readonly attempts: number
  readonly lastError: string | null
  readonly forwardedAt: string | null
  readonly nextAttemptAt: string
}

/** A stored submission with its deliveries, as the inbox lists it. */
export type Lead = Pick<
  SubmissionRecord,
  | 'id'
  | 'reference'
  | 'kind'
  | 'formType'
  | 'payload'
  | 'email'
  | 'sourcePage'
  | 'isSpam'
  | 'referralCode'
  | 'createdAt'
> & { readonly deliveries: readonly Delivery[] }

/** One attempt to deliver a lead to a destination. */
export interface DeliveryAttempt {
  readonly destination: Destination
  readonly attempt: number
  readonly attemptedAt: string
  readonly outcome: 'delivered' | 'retry' | 'failed'
  readonly error: string | null
}

/** Who acted in the inbox: the bearer token (a script) or a signed-in session (a person). */
export type AuditActor = 'token' | 'session'

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

/** Outcome of marking a lead as spam or as not spam. */
export type SpamReviewResult = 'done' | 'not_found' | 'not_allowed'

/** The storage interface both adapters implement with the same behaviour. */
export interface Store {
  readonly dialect: 'sqlite' | 'postgres'
  /** Creates or upgrades the schema; safe to call from several instances at once. */
  migrate(): Promise<void>
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>
  /** Returns a named random secret, creating it once for every instance sharing the store. */
  getSecret(name: string): Promise<string>
  /** Stores a submission, its outbox row and its idempotency record in one transaction. */
  insertSubmission(
    submission: NewSubmission,
    idempotency?: IdempotencyRecord,
  ): Promise<InsertResult>
  findSubmission(id: string): Promise<SubmissionRecord | undefined>
  /** Every stored submission, oldest first, optionally the first `limit`. */
  listSubmissions(options?: { limit?: number }): Promise<SubmissionRecord[]>
  /** Claims due outbox rows for `leaseMs`; a claimed row is invisible to other workers until then. */
  claimDueOutbox(options: {
    nowMs: number
    limit: number
    leaseMs: number
    workerId: string
  }): Promise<ClaimedOutboxRow[]>
  markForwarded(submissionId: string, nowMs: number): Promise<void>
  markRetry(
    submissionId: string,
    attempts: number,
    nextAttemptAtMs: number,
    error: string,
  ): Promise<void>
  markFailed(submissionId: string, attempts: number, error: string, nowMs: number): Promise<void>
  /** Puts a failed or not-forwarded row back in the queue with a fresh attempt count. */
  requeue(submissionId: string, nowMs: number): Promise<RequeueResult>
  /** Queues every not-forwarded row (stored while no CRM was configured); returns how many. */
  queueNotForwarded(nowMs: number): Promise<number>
  /** What `eraseEmail` would delete, newest first: shown before an erasure is confirmed. */
  findLeadsToErase(email: string): Promise<Lead[]>
  /** Deletes everything stored about an email address; returns the number of submissions deleted. */
  eraseEmail(email: string): Promise<number>
  /** Deletes submissions and idempotency records created before the cutoff; returns submissions deleted. */
  deleteOlderThan(cutoffMs: number): Promise<number>
  /** Counts of outbox rows by forwarding status. */
  countByForwardStatus(): Promise<Record<ForwardStatus, number>>
  /** One page of leads matching the filter, newest first, and how many match in all. */
  listLeads(
    filter: LeadFilter,
    page: { limit: number; offset: number },
  ): Promise<{ leads: Lead[]; total: number }>
  findLead(id: string): Promise<Lead | undefined>
  /** Received since each instant, and leads pending, failed and flagged as spam. */
  countLeads(since: { todayStartMs: number; weekStartMs: number }): Promise<LeadCounts>
  /** Every delivery attempt of a lead, oldest first. */
  listDeliveryAttempts(submissionId: string): Promise<DeliveryAttempt[]>
  /** Flags a lead still pending everywhere as spam and stops its forwarding. */
  markSpam(submissionId: string, nowMs: number): Promise<SpamReviewResult>
  /**
   * Clears a lead's spam flag and queues it (or leaves it not forwarded when no destination is
   * configured) with the lead body to send.
   */
  markNotSpam(
    submissionId: string,
    options: { lead: unknown; status: 'pending' | 'not_forwarded'; nowMs: number },
  ): Promise<SpamReviewResult>
  recordAudit(entry: Omit<AuditEntry, 'at'> & { atMs: number }): Promise<void>
  /** The newest audit entries, optionally for one submission. */
  listAudit(options: { submissionId?: string; limit: number }): Promise<AuditEntry[]>
  close(): Promise<void>
}
