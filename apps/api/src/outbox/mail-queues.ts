import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { QueuedMail } from '../store/types.js'
import type { EmailNotifier } from './email.js'
import { mailOf, type PeopleEmail } from './mail-store.js'
import type { OutboxQueue } from './queue.js'

/**
 * Emails to people (invitations, new sign-in links) in their own outbox, on the same schedule as
 * a lead's email; a sent one is deleted, since it carries a link.
 */
export function peopleEmailsQueue(
  fastify: FastifyInstance,
  email: EmailNotifier,
  log: FastifyBaseLogger,
): OutboxQueue<PeopleEmail> {
  return {
    claim: (claim) => mailOf(fastify.store).claimEmails(claim),
    send: (row) =>
      email.sendToPerson(row.recipient, {
        subject: row.subject,
        text: row.body,
        messageId: `<${row.id}@people.hard-hat-website>`,
      }),
    async sent(row, attempt) {
      await mailOf(fastify.store).emailSent(row.id)
      log.info({ emailId: row.id, attempt: attempt.number }, 'email to a person sent')
    },
    async retry(row, attempt, { reason, delayMs }) {
      await mailOf(fastify.store).emailRetry(row.id, {
        attempts: attempt.number,
        nextAttemptAtMs: attempt.nowMs + delayMs,
        error: reason,
      })
      log.warn({ emailId: row.id, reason }, 'email to a person failed, retrying')
    },
    async failed(row, attempt, { reason }) {
      await mailOf(fastify.store).emailFailed(row.id, { attempts: attempt.number, error: reason })
      log.error({ emailId: row.id, reason }, 'email to a person NOT sent')
    },
  }
}

/** The mail outbox (a morning digest): sent to its own recipients, retried, or failed. */
export function mailQueue(
  fastify: FastifyInstance,
  email: EmailNotifier,
  log: FastifyBaseLogger,
): OutboxQueue<QueuedMail> {
  return {
    claim: (claim) => mailOf(fastify.store).claimDueMail(claim),
    send: (mail) => email.sendMail(mail),
    async sent(mail, attempt) {
      await mailOf(fastify.store).markMailSent(mail.id, attempt.nowMs)
      log.info({ mailId: mail.id, kind: mail.kind, attempt: attempt.number }, 'mail sent')
    },
    async retry(mail, { number, nowMs, workerId }, { reason, delayMs }) {
      await mailOf(fastify.store).markMailRetry(mail.id, {
        attempts: number,
        nextAttemptAtMs: nowMs + delayMs,
        error: reason,
        nowMs,
        workerId,
      })
      log.warn({ mailId: mail.id, reason, delayMs }, 'mail failed, retrying')
    },
    async failed(mail, { number, nowMs, workerId }, { reason }) {
      await mailOf(fastify.store).markMailFailed(mail.id, {
        attempts: number,
        error: reason,
        nowMs,
        workerId,
      })
      log.error({ mailId: mail.id, kind: mail.kind, reason }, 'mail NOT sent')
    },
  }
}
