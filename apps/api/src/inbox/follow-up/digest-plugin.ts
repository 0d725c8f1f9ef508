import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type DigestMoment, type DigestRecipient, digestFor, digestMomentOf } from './digest.js'
import { followUpOf } from './store.js'

/** How often an instance looks whether this morning's digest is due (and not yet claimed). */
const CHECK_INTERVAL_MS = 60_000

/** The most leads still new read for one morning's digests. */
const LEADS_READ = 1000

/** What one look at the clock did. */
export type DigestRun =
  | Exclude<DigestMoment, { kind: 'due' }>
  | { readonly kind: 'queued'; readonly morning: string; readonly mails: number }
  | { readonly kind: 'claimed_already'; readonly morning: string }
  | { readonly kind: 'error' }

declare module 'fastify' {
  interface FastifyInstance {
    digest: {
      /** Looks once whether this morning's digest is due and, if no instance has, queues it. */
      runDue(): Promise<DigestRun>
    }
  }
}

/** Options of the morning digest. */
export interface MorningDigestOptions {
  /** Who receives a digest; without it (no SMTP), no digest is made. */
  readonly recipients?: (() => Promise<readonly DigestRecipient[]>) | undefined
  readonly publicOrigin: string
  /** The clock (tests move it by hand). */
  readonly now?: (() => number) | undefined
  /** The people leads are assigned to, by id, to name them in a digest. */
  readonly assigneeNames?: (() => Promise<ReadonlyMap<string, string>>) | undefined
}

/**
 * Each working morning at 08:30 UK time, one digest per recipient of the leads still new, overdue
 * first, queued in the mail outbox and sent (and retried) by the outbox worker; nothing when there
 * is nothing to say, nothing at weekends or on bank holidays. The morning is claimed in the store
 * with its emails in one transaction, so two instances never send it twice (P-morning-digest-once).
 */
export const morningDigestPlugin = fp(
  async (fastify: FastifyInstance, options: MorningDigestOptions) => {
    const now = options.now ?? Date.now
    const instanceId = randomUUID()
    const log = fastify.log.child({ component: 'digest' })
    // This instance's memory of the last morning settled: saves a claim a minute all day.
    let settledMorning: string | undefined
    let timer: NodeJS.Timeout | undefined

    const runDue = async (): Promise<DigestRun> => {
      const nowMs = now()
      const moment = digestMomentOf(nowMs)
      if (moment.kind !== 'due') return moment
      const { morning } = moment
      if (!options.recipients) return { kind: 'day_off' }
      if (settledMorning === morning) return { kind: 'claimed_already', morning }
      try {
        const [recipients, { leads }, assigneeNames] = await Promise.all([
          options.recipients(),
          followUpOf(fastify.store).listLeadsToChase({ limit: LEADS_READ }),
          options.assigneeNames?.() ?? Promise.resolve(new Map<string, string>()),
        ])
        const mails = recipients.flatMap((recipient) => {
          const message = digestFor(recipient, leads, {
            nowMs,
            publicOrigin: options.publicOrigin,
            assigneeNames,
          })
          return message
            ? [{ id: randomUUID(), kind: 'digest' as const, recipients: recipient.to, ...message }]
            : []
        })
        // Claimed even with nothing to say: the morning's digest is decided once, at 08:30.
        const isClaimed = await fastify.store.claimDigestMorning({
          morning,
          atMs: nowMs,
          claimedBy: instanceId,
          mails,
        })
        settledMorning = morning
        if (!isClaimed) return { kind: 'claimed_already', morning }
        log.info({ morning, mails: mails.length }, 'morning digest queued')
        if (mails.length > 0) fastify.outbox.wake()
        return { kind: 'queued', morning, mails: mails.length }
      } catch (error) {
        log.error({ err: error }, 'morning digest failed; it is tried again in a minute')
        return { kind: 'error' }
      }
    }

    fastify.decorate('digest', { runDue })
    if (!options.recipients) return
    fastify.addHook('onReady', async () => {
      timer = setInterval(() => void runDue(), CHECK_INTERVAL_MS)
      timer.unref()
    })
    fastify.addHook('preClose', async () => {
      clearInterval(timer)
    })
  },
  { name: 'morning-digest', dependencies: ['store', 'outbox-worker'] },
)
