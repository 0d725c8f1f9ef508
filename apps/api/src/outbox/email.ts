import nodemailer from 'nodemailer'
import { isLoopbackUrl } from '../lib/loopback.js'
import {
  lateByMinutes,
  lateWords,
  type OfferDeadlines,
  SPECIFIED_DEADLINES,
} from '../lib/offer-pages.js'
import type { ClaimedSubmission, Destination, QueuedMail } from '../store/types.js'
import { acknowledgementEmail } from './acknowledgement.js'
import type { DeliveryOutcome } from './retry-schedule.js'

/** Where the agency's notifications go and how they are sent. */
export interface EmailSettings {
  /** `smtp://user:pass@host:port` (STARTTLS when offered) or `smtps://…` (TLS from the start). */
  readonly smtpUrl: string
  /** The agency's addresses (NOTIFY_EMAIL). */
  readonly to: readonly string[]
  readonly from: string
  /** The site's public origin, for the admin links in an alert. */
  readonly publicOrigin: string
  readonly timeoutMs: number
  /** When each offer ends, to mark a late claim; the specification's dates by default. */
  readonly offerDeadlines?: OfferDeadlines
}

/** A lead that no retry will deliver, as the alert email names it. */
export interface FailureAlert {
  readonly submissionId: string
  readonly reference: string
  readonly formType: string
  readonly destination: Destination
  readonly attempts: number
  readonly reason: string
}

/** A message ready for nodemailer. */
export interface EmailMessage {
  readonly subject: string
  readonly text: string
  readonly html?: string
  readonly replyTo?: string
  readonly messageId: string
  readonly headers?: Readonly<Record<string, string>>
}

/** Sends the agency's emails; never throws, every outcome is a value. */
export interface EmailNotifier {
  sendLead(submissionId: string, submission: ClaimedSubmission): Promise<DeliveryOutcome>
  /** The visitor's acknowledgement, to the address they typed and to no other. */
  sendAcknowledgement(submissionId: string, submission: ClaimedSubmission): Promise<DeliveryOutcome>
  sendAlert(alert: FailureAlert): Promise<DeliveryOutcome>
  /** Sends a mail of the mail outbox (a morning digest) to its own recipients. */
  sendMail(mail: QueuedMail): Promise<DeliveryOutcome>
  /** An email to one person (an invitation, a new sign-in link), not to the agency's inbox. */
  sendToPerson(to: string, message: EmailMessage): Promise<DeliveryOutcome>
  close(): void
}

const DESTINATION_NAMES: Record<Destination, string> = {
  crm: 'the CRM',
  email: "the agency's email",
  acknowledgement: "the visitor's acknowledgement",
  webhook: 'the webhook',
}

function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The visitor's answers as readable lines, nested objects and lists indented under their label. */
export function describePayload(value: unknown, indent = ''): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      item !== null && typeof item === 'object'
        ? [`${indent}${index + 1}.`, ...describePayload(item, `${indent}  `)]
        : [`${indent}- ${String(item)}`],
    )
  }
  if (value === null || typeof value !== 'object') return [`${indent}${String(value)}`]
  return Object.entries(value).flatMap(([key, item]) => {
    if (key === 'meta' || item === undefined || item === null || item === '') return []
    if (typeof item === 'object') {
      const nested = describePayload(item, `${indent}  `)
      return nested.length === 0 ? [] : [`${indent}${labelOf(key)}:`, ...nested]
    }
    const text = String(item)
    return text.includes('\n')
      ? [`${indent}${labelOf(key)}:`, ...text.split('\n').map((line) => `${indent}  ${line}`)]
      : [`${indent}${labelOf(key)}: ${text}`]
  })
}

/**
 * The agency's email about a new lead: the form and reference in the subject, what the visitor
 * sent in the body, Reply-To the visitor so answering reaches them. The Message-ID is the
 * submission's, so a mail client shows a rare repeat (a crash between sending and recording) once.
 */
export function leadEmail(
  submissionId: string,
  submission: ClaimedSubmission,
  offerDeadlines: OfferDeadlines = SPECIFIED_DEADLINES,
): EmailMessage {
  const received = new Date(submission.createdAtMs).toISOString().replace('T', ' ').slice(0, 16)
  // A claim that arrived after its offer ended is a lead like any other, marked (P-late-claim-is-a-lead).
  const late = lateByMinutes(submission.formType, submission.createdAtMs, offerDeadlines)
  const lines = [
    `A new ${submission.formType} lead arrived on the website.`,
    ...(late === undefined ? [] : ['', `LATE CLAIM: ${lateWords(late)}.`]),
    '',
    `Reference: ${submission.reference}`,
    `Received: ${received} UTC`,
    ...(submission.sourcePage ? [`Page: ${submission.sourcePage}`] : []),
    '',
    ...describePayload(submission.payload),
    '',
    submission.email
      ? 'Reply to this email to answer the visitor directly.'
      : 'The visitor left no email address.',
  ]
  return {
    subject: `New lead: ${submission.formType}${late === undefined ? '' : ' (late claim)'} (${submission.reference})`,
    text: `${lines.join('\n')}\n`,
    ...(submission.email ? { replyTo: submission.email } : {}),
    messageId: `<${submissionId}@lead.hard-hat-website>`,
  }
}

/** The alert for a lead that failed for good: which one, where it did not arrive, how to replay it. */
export function alertEmail(alert: FailureAlert, publicOrigin: string): EmailMessage {
  const origin = publicOrigin.replace(/\/$/, '')
  const lines = [
    `Lead ${alert.reference} (${alert.formType}) was NOT delivered to ${DESTINATION_NAMES[alert.destination]}.`,
    '',
    `Attempts: ${alert.attempts}`,
    `Last error: ${alert.reason}`,
    '',
    'It is safe in the database. Once the cause is fixed, replay it from the inbox:',
    `  ${origin}/admin/leads/${alert.submissionId}`,
    'or with the admin API and a token with the replay scope:',
    `  POST ${origin}/api/admin/submissions/${alert.submissionId}/replay`,
    '  (Authorization: Bearer <token>)',
  ]
  return {
    subject: `Lead ${alert.reference} not delivered to ${DESTINATION_NAMES[alert.destination]}`,
    text: `${lines.join('\n')}\n`,
    messageId: `<${alert.submissionId}.${alert.destination}@alert.hard-hat-website>`,
  }
}

/** A failed send as a delivery outcome: the server's 5xx (but 503) is permanent, the rest transient. */
function toFailure(error: unknown): DeliveryOutcome {
  const detail = error as { code?: string; responseCode?: number; permanent?: boolean }
  const reason = detail.responseCode
    ? `SMTP ${detail.responseCode}`
    : `${detail.code ?? 'error'}: ${error instanceof Error ? error.message : String(error)}`
  return { ok: false, reason, isPermanent: detail.permanent === true }
}

/** The SMTP transport's options (P-crm-https-no-redirect: no clear text past this machine). */
export function smtpTransportOptions(settings: Pick<EmailSettings, 'smtpUrl' | 'timeoutMs'>) {
  return {
    url: settings.smtpUrl,
    // smtp:// upgrades only when the server offers STARTTLS, so a man in the middle who strips the
    // offer would read the password and every lead: refuse to send in clear text, except on this
    // machine (a local relay). smtps:// is TLS from the first byte anyway.
    requireTLS: !isLoopbackUrl(settings.smtpUrl),
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  }
}

/** Opens an SMTP notifier; connections are made per message, so a dead server costs nothing idle. */
export function createEmailNotifier(settings: EmailSettings): EmailNotifier {
  const transport = nodemailer.createTransport(smtpTransportOptions(settings))
  const send = async (
    message: EmailMessage,
    to: readonly string[] = settings.to,
  ): Promise<DeliveryOutcome> => {
    try {
      await transport.sendMail({
        from: settings.from,
        to: [...to],
        ...message,
        ...(message.headers ? { headers: { ...message.headers } } : {}),
      })
      return { ok: true }
    } catch (error) {
      return toFailure(error)
    }
  }
  return {
    sendLead: (submissionId, submission) =>
      send(leadEmail(submissionId, submission, settings.offerDeadlines)),
    sendAcknowledgement: (submissionId, submission) =>
      submission.email
        ? send(acknowledgementEmail(submissionId, submission), [submission.email])
        : Promise.resolve({ ok: false, reason: 'no address to acknowledge', isPermanent: true }),
    sendAlert: (alert) => send(alertEmail(alert, settings.publicOrigin)),
    sendMail: (mail) =>
      send(
        {
          subject: mail.subject,
          text: mail.body,
          // One Message-ID per queued mail: a rare repeat (a crash after sending) shows once.
          messageId: `<${mail.id}@${mail.kind}.hard-hat-website>`,
        },
        mail.recipients,
      ),
    sendToPerson: (to, message) => send(message, [to]),
    close: () => transport.close(),
  }
}
