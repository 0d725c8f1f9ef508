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
  /** Deletes everything stored about an email address; returns the number of submissions deleted. */
  eraseEmail(email: string): Promise<number>
  /** Deletes submissions and idempotency records created before the cutoff; returns submissions deleted. */
  deleteOlderThan(cutoffMs: number): Promise<number>
  /** Counts of outbox rows by forwarding status. */
  countByForwardStatus(): Promise<Record<ForwardStatus, number>>
  close(): Promise<void>
}
