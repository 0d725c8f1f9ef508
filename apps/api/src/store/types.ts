import type {
  BoutiqueQuoteRequest,
  CrmLead,
  EnquiryRequest,
  LeadRequest,
  SubmitSuccess,
} from '@hard-hat/forms'
import type {
  AuditActor,
  AuditEntry,
  AuditQuery,
  FollowUpResult,
  LeadCounts,
  LeadFilter,
  LeadStatus,
  QueuedMail,
  SpamReviewResult,
} from './inbox-types.js'
import type { SqlRunner } from './sql.js'

export * from './inbox-types.js'

/** Where a submission stands with one destination ('forwarded' means delivered there). */
export const FORWARD_STATUSES = ['pending', 'forwarded', 'failed', 'not_forwarded', 'spam'] as const
/** Where a submission stands with one destination ('forwarded' means delivered there). */
export type ForwardStatus = (typeof FORWARD_STATUSES)[number]

/**
 * Where the outbox delivers a lead: the CRM, the agency's inbox by email, the visitor's
 * acknowledgement and the agency's webhook (P-every-lead-followed-through).
 */
export const DESTINATIONS = ['crm', 'email', 'acknowledgement', 'webhook'] as const
/** Where the outbox delivers a lead. */
export type Destination = (typeof DESTINATIONS)[number]

/**
 * The destinations every lead has a row for; the others (the acknowledgement, the webhook) have one
 * only when they were configured as the lead was stored, so a lead from before gets no late email.
 */
export type CoreDestination = 'crm' | 'email'

/** The status each destination's row starts in: the core ones always, the others when given. */
export type InitialStatuses<Status extends string = InitialForwardStatus> = Readonly<
  Record<CoreDestination, Status> & Partial<Record<Exclude<Destination, CoreDestination>, Status>>
>

/** The status a new submission's outbox row starts in. */
export type InitialForwardStatus = 'pending' | 'not_forwarded' | 'spam'

/** One destination's delivery state for a stored submission. */
export interface DeliveryRecord {
  readonly destination: Destination
  readonly status: ForwardStatus
  readonly attempts: number
  readonly lastError: string | null
  /** When the next attempt is due (ISO), for a pending row. */
  readonly nextAttemptAt: string | null
  readonly deliveredAt: string | null
}

/**
 * What a visitor sent, as the endpoint that received it (its `kind`) parsed it: stored as it was
 * accepted, and parsed again with the same schema whenever it is read back.
 */
export type SubmissionBody =
  | { readonly kind: 'enquiry'; readonly payload: EnquiryRequest }
  | { readonly kind: 'boutique-quote'; readonly payload: BoutiqueQuoteRequest }
  | { readonly kind: 'lead'; readonly payload: LeadRequest }

/** Which endpoint received a submission. */
export type SubmissionKind = SubmissionBody['kind']

/**
 * A stored submission whose JSON no longer parses with its endpoint's schema (a schema tightened by
 * a later release, a hand edit): set aside, never thrown, so it blocks no other row and every page
 * that lists it still answers (P-poison-row-set-aside).
 */
export interface UnreadableBody {
  readonly kind: 'unreadable'
  readonly payload: null
  /** The `kind` column as stored. */
  readonly storedKind: string
  /** The stored JSON's size in UTF-8 bytes. */
  readonly rawBytes: number
  /** What does not parse: paths only, never values. */
  readonly reason: string
}

/** What a stored submission holds: the visitor's body, or an unreadable one set aside. */
export type StoredBody = SubmissionBody | UnreadableBody

/** What a submission is, stored or about to be. */
interface SubmissionFields {
  readonly id: string
  readonly reference: string
  readonly formType: string
  /** Lower-cased email of the person who sent it, for erasure requests; null when the form has none. */
  readonly email: string | null
  readonly sourcePage: string | null
  readonly clientHash: string
  readonly isSpam: boolean
  readonly referralCode: string | null
}

/** A validated submission ready to be stored with its outbox row. */
export type NewSubmission = SubmissionBody &
  SubmissionFields & {
    readonly createdAtMs: number
    /** When the reply its form promised is due (P-reply-by-working-hours); null when it promises none. */
    readonly replyByMs: number | null
    /** The CRM lead body the outbox will send; null for spam. */
    readonly lead: CrmLead | null
    /** The status each destination's outbox row starts in: one row per destination. */
    readonly deliveries: InitialStatuses
  }

/** The first answer given for an Idempotency-Key, kept to answer its repeats. */
export interface IdempotencyRecord {
  readonly route: string
  readonly key: string
  readonly requestHash: string
  readonly response: SubmitSuccess
  /**
   * How long the first answer is replayed: a repeat after that is stored as a new submission and
   * takes the key over. Without it, the key answers with its first response for as long as it is kept.
   */
  readonly replayForMs?: number
}

/** Result of storing a submission under an optional Idempotency-Key. */
export type InsertResult =
  | { readonly kind: 'stored' }
  | { readonly kind: 'replay'; readonly requestHash: string; readonly response: SubmitSuccess }

/**
 * A stored submission with its delivery state, as the admin export shows it. The `forward…` fields
 * are the CRM's row (the export's columns); `deliveries` has every destination's row.
 */
export type SubmissionRecord = StoredBody &
  SubmissionFields & {
    readonly createdAt: string
    /** When the promised reply is due (ISO); null when the form promises none. */
    readonly replyBy: string | null
    readonly leadStatus: LeadStatus
    /** The id of the person it is assigned to; null when unassigned. */
    readonly assignedTo: string | null
    readonly forwardStatus: ForwardStatus
    readonly forwardAttempts: number
    readonly lastError: string | null
    readonly forwardedAt: string | null
    /** One entry per destination row, in the order of DESTINATIONS. */
    readonly deliveries: readonly DeliveryRecord[]
  }

/** What a destination needs of the submission to deliver it (the email is written from it). */
export type ClaimedSubmission = SubmissionBody &
  Pick<
    NewSubmission,
    'reference' | 'formType' | 'email' | 'sourcePage' | 'createdAtMs' | 'replyByMs'
  >

/** An outbox row claimed by one worker for one delivery attempt to one destination. */
export interface ReadableOutboxRow {
  readonly submissionId: string
  readonly destination: Destination
  /** The CRM lead body (null on other destinations' rows). */
  readonly lead: CrmLead | null
  readonly attempts: number
  /** When the row's retry window opened: when it was stored, queued or requeued. */
  readonly retryWindowStartMs: number
  readonly submission: ClaimedSubmission
  readonly unreadable?: undefined
}

/**
 * A claimed row whose stored submission or CRM lead does not parse: the worker marks it failed
 * with the reason and alerts, instead of failing the whole batch.
 */
export interface UnreadableOutboxRow {
  readonly submissionId: string
  readonly destination: Destination
  readonly lead: null
  readonly attempts: number
  readonly retryWindowStartMs: number
  readonly submission: Pick<ClaimedSubmission, 'reference' | 'formType'>
  /** What does not parse (paths only). */
  readonly unreadable: string
}

/** An outbox row claimed by one worker for one delivery attempt to one destination. */
export type ClaimedOutboxRow = ReadableOutboxRow | UnreadableOutboxRow

/** A lead an erasure would delete, with the address as it matched in the lead. */
export interface ErasableLead {
  readonly lead: SubmissionRecord
  /** Where the address was found: `email` (the email column) or a field's dot path. */
  readonly matches: readonly { readonly path: string; readonly address: string }[]
}

/** What a retention sweep did. */
export type RetentionResult =
  | { readonly kind: 'deleted'; readonly deleted: number; readonly keptUndelivered: number }
  | { readonly kind: 'refused'; readonly newestMs: number }

/** Outcome of an admin replay request. */
export type RequeueResult = 'requeued' | 'not_found' | 'already_forwarded' | 'spam'

/** One attempt to deliver a lead to a destination. */
export interface DeliveryAttempt {
  readonly destination: Destination
  readonly attempt: number
  readonly attemptedAt: string
  readonly outcome: 'delivered' | 'retry' | 'failed'
  readonly error: string | null
}

/** The storage interface both adapters implement with the same behaviour. */
export interface Store {
  readonly dialect: 'sqlite' | 'postgres'
  /** The dialect-neutral SQL runner, for a wing's own store slice (measurement/store.ts). */
  readonly sql: SqlRunner
  /** Creates or upgrades the schema; safe to call from several instances at once. */
  migrate(): Promise<void>
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>
  /** True when the database takes a write (a full disk or a frozen server answers false). */
  probeWrite(nowMs: number): Promise<boolean>
  /** Returns a named random secret, creating it once for every instance sharing the store. */
  getSecret(name: string): Promise<string>
  /**
   * The migration versions this release knows and the database has not applied (readiness: a
   * store restored from an older dump beneath a running server has some). Throws when unreachable.
   */
  pendingMigrations(): Promise<number[]>
  /** A named operational setting (the last backup, the backup schedule's claim), or undefined. */
  readSetting(name: string): Promise<string | undefined>
  /**
   * Sets a named setting. With `expected`, only while its value is still that (null: only while it
   * is absent), atomically across instances; returns whether it changed.
   */
  writeSetting(name: string, value: string, expected?: string | null): Promise<boolean>
  /** Stores a submission, its outbox row and its idempotency record in one transaction. */
  insertSubmission(
    submission: NewSubmission,
    idempotency?: IdempotencyRecord,
  ): Promise<InsertResult>
  findSubmission(id: string): Promise<SubmissionRecord | undefined>
  /** Every stored submission, oldest first, optionally `limit` of them after the first `offset`. */
  listSubmissions(options?: { limit?: number; offset?: number }): Promise<SubmissionRecord[]>
  /**
   * Claims due outbox rows of the given destinations for `leaseMs`, timed by the database's own
   * clock (never the instance's), so instances whose clocks disagree cannot both hold a row; a
   * claimed row is invisible to other workers until then. A row that does not parse comes back as
   * an UnreadableOutboxRow and never stops the others.
   */
  claimDueOutbox(options: {
    nowMs: number
    limit: number
    leaseMs: number
    workerId: string
    destinations: readonly Destination[]
  }): Promise<ClaimedOutboxRow[]>
  /**
   * Records a delivery. Never changes a row already forwarded or flagged as spam; returns false
   * when nothing changed (P-status-updates-checked).
   */
  markForwarded(submissionId: string, destination: Destination, nowMs: number): Promise<boolean>
  /**
   * Schedules the next attempt of a pending row; with `workerId`, only while that worker still
   * holds the row's lease. Returns false when nothing changed.
   */
  markRetry(
    submissionId: string,
    destination: Destination,
    attempt: {
      attempts: number
      nextAttemptAtMs: number
      error: string
      nowMs: number
      workerId?: string
    },
  ): Promise<boolean>
  /**
   * Fails a pending row for good; with `workerId`, only while that worker still holds the row's
   * lease. Never overwrites `forwarded`. Returns false when nothing changed.
   */
  markFailed(
    submissionId: string,
    destination: Destination,
    attempt: { attempts: number; error: string; nowMs: number; workerId?: string },
  ): Promise<boolean>
  /** Puts a destination's failed or not-forwarded row back in the queue with a fresh attempt count. */
  requeue(submissionId: string, destination: Destination, nowMs: number): Promise<RequeueResult>
  /** Queues a destination's not-forwarded rows (stored while it was not configured); returns how many. */
  queueNotForwarded(destination: Destination, nowMs: number): Promise<number>
  /**
   * What `eraseEmail` would delete, newest first, each with the addresses that matched: shown
   * before an erasure is confirmed (P-erasure-whole-address).
   */
  findLeadsToErase(email: string): Promise<ErasableLead[]>
  /**
   * Deletes every submission holding the whole address (an email field equal to it, or the address
   * with no address character on either side); returns the number deleted.
   */
  eraseEmail(email: string): Promise<number>
  /**
   * Deletes submissions (and idempotency records) created before the cutoff, except a lead not yet
   * delivered; refuses (deleting nothing) when the cutoff is later than the newest stored lead, the
   * sign of a clock far ahead (P-retention-never-undelivered).
   */
  deleteOlderThan(cutoffMs: number): Promise<RetentionResult>
  /** Counts of a destination's outbox rows by status. */
  countByForwardStatus(destination: Destination): Promise<Record<ForwardStatus, number>>
  /**
   * Adds one hit to a rate-limit key's window, starting a new window of `windowMs` when the last
   * one has ended; returns the hits so far and when the window ends. Atomic across instances.
   */
  incrementRateLimit(
    key: string,
    options: { nowMs: number; windowMs: number },
  ): Promise<{ hits: number; resetAtMs: number }>
  /** One page of leads matching the filter, newest first, and how many match in all. */
  listLeads(
    filter: LeadFilter,
    page: { limit: number; offset: number },
  ): Promise<{ leads: SubmissionRecord[]; total: number }>
  /** Received since each instant, and leads pending, failed and flagged as spam. */
  countLeads(since: { todayStartMs: number; weekStartMs: number }): Promise<LeadCounts>
  /** Every delivery attempt of a lead, oldest first. */
  listDeliveryAttempts(submissionId: string): Promise<DeliveryAttempt[]>
  /** Flags a lead not yet delivered anywhere as spam and stops its forwarding. */
  markSpam(submissionId: string, nowMs: number): Promise<SpamReviewResult>
  /**
   * Clears a lead's spam flag and puts each destination's row in the status given (pending where
   * the destination is configured), with the CRM lead body to send.
   */
  markNotSpam(
    submissionId: string,
    options: {
      lead: CrmLead
      statuses: InitialStatuses<Exclude<InitialForwardStatus, 'spam'>>
      nowMs: number
    },
  ): Promise<SpamReviewResult>
  // Following a lead up (P-reply-by-working-hours, P-lead-status-audited, P-morning-digest-once):
  // each change writes the submission and its audit entry, or queues the mail outbox's rows, in
  // one transaction, so it is the core's; what the follow-up wing reads is its own slice
  // (inbox/follow-up/store.ts), and the mail outbox's delivery the outbox's (outbox/mail-store.ts).
  /** Sets a lead's status and records the change and its audit entry in one transaction. */
  changeStatus(change: {
    submissionId: string
    to: LeadStatus
    note: string | null
    actor: AuditActor
    atMs: number
    auditId: string
  }): Promise<FollowUpResult>
  /** Assigns a lead to a person (null: unassigned) and audits it, in one transaction. */
  assign(change: {
    submissionId: string
    assignedTo: string | null
    actor: AuditActor
    atMs: number
    auditId: string
  }): Promise<FollowUpResult>
  /**
   * Claims a morning's digest and queues its emails in one transaction; false (queuing nothing)
   * when another instance, or an earlier run, has claimed that morning already.
   */
  claimDigestMorning(claim: {
    morning: string
    atMs: number
    claimedBy: string
    mails: readonly Omit<QueuedMail, 'attempts' | 'retryWindowStartMs'>[]
  }): Promise<boolean>
  recordAudit(entry: Omit<AuditEntry, 'at'> & { atMs: number }): Promise<void>
  /** The newest audit entries, optionally for one submission. */
  listAudit(options: AuditQuery): Promise<AuditEntry[]>
  close(): Promise<void>
}
