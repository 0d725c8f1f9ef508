import {
  type DeliveryOutcome,
  decideRetry,
  type RetryDecision,
  type RetrySchedule,
} from './retry-schedule.js'

/** What every queued row carries for the retry schedule. */
export interface Attemptable {
  /** Attempts made before this one. */
  readonly attempts: number
  /** When the row's retry window opened: when it was stored, queued or requeued. */
  readonly retryWindowStartMs: number
}

/** One claim of due rows: at most `limit`, leased to `workerId` for `leaseMs` (the database's clock). */
export interface Claim {
  readonly nowMs: number
  readonly limit: number
  readonly leaseMs: number
  readonly workerId: string
}

/** The attempt being settled: its number (1-based), when it ended, and the worker holding the row. */
export interface Attempt {
  readonly number: number
  readonly nowMs: number
  readonly workerId: string
}

/** Why a row is given up, as the retry schedule decided. */
export type GiveUpReason = Extract<RetryDecision, { kind: 'fail' }>['why']

/**
 * One kind of row the outbox delivers: a lead at one destination, an email to a person, a digest.
 * A queue says how to claim, send and record its rows; the one loop (`settle`) decides, on the one
 * retry schedule, whether an attempt is sent, retried or failed.
 */
export interface OutboxQueue<Row extends Attemptable> {
  claim(claim: Claim): Promise<readonly Row[]>
  /** One attempt; never throws, every outcome is a value. */
  send(row: Row): Promise<DeliveryOutcome>
  sent(row: Row, attempt: Attempt): Promise<void>
  retry(row: Row, attempt: Attempt, failure: { reason: string; delayMs: number }): Promise<void>
  failed(row: Row, attempt: Attempt, failure: { reason: string; why: GiveUpReason }): Promise<void>
}

/** The loop's clock, randomness and schedule, shared by every queue. */
export interface SettleContext {
  readonly schedule: RetrySchedule
  readonly now: () => number
  readonly random: () => number
  readonly workerId: string
}

/** Sends one claimed row and records the outcome in its queue: sent, retried after a back-off, or failed. */
export async function settle<Row extends Attemptable>(
  queue: OutboxQueue<Row>,
  row: Row,
  context: SettleContext,
): Promise<void> {
  const outcome = await queue.send(row)
  const attempt = { number: row.attempts + 1, nowMs: context.now(), workerId: context.workerId }
  if (outcome.ok) return queue.sent(row, attempt)
  const decision = decideRetry(
    outcome,
    { number: attempt.number, nowMs: attempt.nowMs, windowStartMs: row.retryWindowStartMs },
    context.schedule,
    context.random,
  )
  if (decision.kind === 'fail') {
    return queue.failed(row, attempt, { reason: outcome.reason, why: decision.why })
  }
  return queue.retry(row, attempt, { reason: outcome.reason, delayMs: decision.delayMs })
}

/**
 * One claim of every queue, each row settled: the number of rows attempted (0 when nothing was
 * due). Claims run one after another, so a slow database is not asked for several at once.
 */
export async function claimAndSettle(
  queues: readonly OutboxQueue<Attemptable>[],
  claim: Omit<Claim, 'nowMs'>,
  context: SettleContext,
): Promise<number> {
  const settling: Promise<void>[] = []
  for (const queue of queues) {
    const rows = await queue.claim({ ...claim, nowMs: context.now() })
    for (const row of rows) settling.push(settle(queue, row, context))
  }
  await Promise.all(settling)
  return settling.length
}
