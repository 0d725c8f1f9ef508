import type { SubmitSuccess } from '@hard-hat/forms'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hashClientAddress, hashRequestBody } from '../lib/hashing.js'
import { newReference, newReferralCode, newSubmissionId } from '../lib/ids.js'
import { lateByMinutes } from '../lib/offer-pages.js'
import { replyByOf } from '../lib/reply-promises.js'
import { isSpam } from '../lib/spam.js'
import { findUnstorableText } from '../lib/storable-text.js'
import { ApiError } from '../plugins/app/errors.js'
import type { SubmissionBody } from '../store/types.js'
import { crmLeadOf } from './crm-lead.js'
import { DERIVED_KEY_WINDOW_MS } from './native-forms/plugin.js'

/**
 * What a route hands over once it has validated a body: the body as its `kind` parsed it (stored
 * as it is, its `meta` read for spam signals, and the one source of the CRM lead the outbox sends).
 */
export type SubmissionInput = SubmissionBody & {
  /** The endpoint, which scopes its Idempotency-Keys. */
  readonly route: string
  readonly formType: string
  readonly email: string | null
  readonly hasReferralCode?: boolean
}

/** The answer to a stored submission. */
export type SubmissionAnswer = SubmitSuccess

/** The submissions repository: stores a submission durably and answers for it. */
export interface SubmissionsRepository {
  /**
   * Stores the submission with its outbox row (or returns the first answer for a repeated
   * Idempotency-Key) and resolves only after the transaction has committed.
   */
  record(
    request: FastifyRequest,
    input: SubmissionInput,
  ): Promise<{ answer: SubmissionAnswer; isReplay: boolean }>
}

declare module 'fastify' {
  interface FastifyInstance {
    submissions: SubmissionsRepository
  }
}

// Printable ASCII, as the IETF Idempotency-Key draft's examples (UUIDs, random strings) use.
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7E]{1,255}$/
const MAX_INSERT_TRIES = 3

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key']
  if (header === undefined) return undefined
  const key = Array.isArray(header) ? header[0] : header
  if (key === undefined || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new ApiError(
      400,
      'validation_error',
      'The Idempotency-Key header must be 1 to 255 visible ASCII characters',
      { 'Idempotency-Key': 'Send a fresh random key, like a UUID, for each submission attempt' },
    )
  }
  return key
}

function pagePathOf(request: FastifyRequest, input: SubmissionBody): string | null {
  const pagePath = input.payload.meta?.pagePath
  if (pagePath) return pagePath
  const referer = request.headers.referer
  if (!referer) return null
  try {
    return new URL(referer).pathname
  } catch {
    return null
  }
}

function isUniqueCodeClash(error: unknown): boolean {
  const text =
    error instanceof Error
      ? `${error.message} ${(error as { constraint?: string }).constraint ?? ''}`
      : ''
  return /reference|referral_code/.test(text) && /unique|duplicate/i.test(text)
}

/** Stores submissions for every POST route, with idempotency, spam flagging and a hashed address. */
export const submissionsPlugin = fp(
  async (fastify: FastifyInstance, options: { now?: () => number }) => {
    const now = options.now ?? Date.now
    const salt = await fastify.store.getSecret('client-address-salt')

    const repository: SubmissionsRepository = {
      async record(request, input) {
        const unstorable = findUnstorableText(input.payload)
        if (unstorable.length > 0) {
          throw new ApiError(
            400,
            'validation_error',
            'There is a problem with the fields named',
            Object.fromEntries(
              unstorable.map((path) => [path, 'Remove the control characters from this text']),
            ),
          )
        }
        const key = idempotencyKeyOf(request)
        // A derived key is the hash of what the form sent: a repeat with a new start time or
        // honeypot is the same post, not a reused key.
        const hasDerivedKey = request.nativeForm?.hasDerivedKey === true
        const requestHash =
          key === undefined ? '' : hasDerivedKey ? key : hashRequestBody(request.body)
        const nowMs = now()
        const isSpamSubmission = isSpam(input.payload.meta, nowMs)
        // A claim stored after its offer's deadline is a lead like any other; its sender is told
        // the price will be confirmed, with or without scripts (P-late-claim-is-a-lead).
        const isLateClaim =
          lateByMinutes(input.formType, nowMs, fastify.offerDeadlines) !== undefined
        const { route, hasReferralCode, ...submission } = input
        const lead = isSpamSubmission ? null : crmLeadOf(input)
        const email = input.email?.trim().toLowerCase() || null
        const deliveries = await fastify.outbox.newSubmissionStatuses({
          isSpam: isSpamSubmission,
          email,
          nowMs,
        })
        // The visitor is told where the acknowledgement went (or went within the hour).
        const isAcknowledged = deliveries.acknowledgement !== undefined

        for (let attempt = 1; ; attempt += 1) {
          const id = newSubmissionId()
          const referralCode = hasReferralCode ? newReferralCode() : null
          const answer: SubmissionAnswer = {
            success: true,
            id,
            reference: newReference(),
            ...(referralCode ? { referralCode } : {}),
            ...(isLateClaim ? { lateClaim: true } : {}),
            ...(isAcknowledged ? { acknowledgementSent: true } : {}),
          }
          try {
            const result = await fastify.store.insertSubmission(
              {
                ...submission,
                id,
                reference: answer.reference,
                email,
                sourcePage: pagePathOf(request, input),
                clientHash: hashClientAddress(request.ip, salt),
                isSpam: isSpamSubmission,
                referralCode,
                createdAtMs: nowMs,
                replyByMs: replyByOf(submission.formType, nowMs),
                lead,
                deliveries,
              },
              key === undefined
                ? undefined
                : {
                    route,
                    key,
                    requestHash,
                    response: answer,
                    ...(hasDerivedKey ? { replayForMs: DERIVED_KEY_WINDOW_MS } : {}),
                  },
            )
            if (result.kind === 'replay') {
              if (result.requestHash !== requestHash) {
                throw new ApiError(
                  422,
                  'idempotency_key_reused',
                  'This Idempotency-Key was already used for a different request body',
                )
              }
              request.log.info({ idempotencyKey: key }, 'idempotent repeat answered from the store')
              return { answer: result.response, isReplay: true }
            }
            request.log.info(
              { submissionId: id, formType: input.formType, isSpam: isSpamSubmission },
              'submission stored',
            )
            if (!isSpamSubmission) fastify.outbox.wake()
            return { answer, isReplay: false }
          } catch (error) {
            if (attempt < MAX_INSERT_TRIES && isUniqueCodeClash(error)) continue
            throw error
          }
        }
      },
    }
    fastify.decorate('submissions', repository)
  },
  { name: 'submissions', dependencies: ['store', 'outbox-worker', 'offer-pages'] },
)
