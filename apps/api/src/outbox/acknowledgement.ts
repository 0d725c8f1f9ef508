import { SITE } from '@hard-hat/content'
import { STORED_FORM_TYPES } from '@hard-hat/forms'
import { escapeHtml } from '../lib/html.js'
import type { StoredFormType } from '../lib/reply-promises.js'
import { UK_TIME_ZONE } from '../lib/working-hours.js'
import type { ClaimedSubmission } from '../store/types.js'

/**
 * The words for a stored form type, as the acknowledgement names what the visitor sent in the
 * agency's voice ("your free website request"), from the form's own definition
 * (`STORED_FORM_TYPES` in @hard-hat/forms); a type this release does not know is "your enquiry".
 */
export function requestNameOf(formType: string): string {
  return Object.hasOwn(STORED_FORM_TYPES, formType)
    ? STORED_FORM_TYPES[formType as StoredFormType].requestName
    : 'your enquiry'
}

const UK_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
})

/**
 * A moment in UK time as people say it: "5pm on Monday 30 November", "9:30am on Tuesday 1 December".
 * @example replyByWords(Date.parse('2026-11-30T17:00:00Z')) // '5pm on Monday 30 November'
 */
export function replyByWords(atMs: number): string {
  const parts = Object.fromEntries(
    UK_PARTS.formatToParts(new Date(atMs)).map((part) => [part.type, part.value]),
  )
  const hour = Number(parts.hour)
  const minute = parts.minute === '00' ? '' : `:${parts.minute}`
  const clock =
    hour === 12 && minute === ''
      ? 'midday'
      : `${hour % 12 === 0 ? 12 : hour % 12}${minute}${hour < 12 ? 'am' : 'pm'}`
  return `${clock} on ${parts.weekday} ${parts.day} ${parts.month}`
}

/** The acknowledgement as nodemailer sends it (the recipient is the caller's). */
export interface AcknowledgementMessage {
  readonly subject: string
  readonly text: string
  readonly html: string
  readonly replyTo: string
  readonly messageId: string
  readonly headers: Readonly<Record<string, string>>
}

/**
 * The visitor's acknowledgement (P-every-lead-followed-through): that the agency has it, the
 * reference, when the reply is due and what happens next, and the phone number. It is built from
 * what the server made (reference, form, reply-by time) and never from what the visitor typed, so
 * a form cannot carry someone's words into a stranger's inbox.
 */
export function acknowledgementEmail(
  submissionId: string,
  submission: Pick<ClaimedSubmission, 'reference' | 'formType' | 'replyByMs'>,
): AcknowledgementMessage {
  const request = requestNameOf(submission.formType)
  const when =
    submission.replyByMs === null
      ? 'We will be in touch soon.'
      : `We will reply by ${replyByWords(submission.replyByMs)} (UK time).`
  const paragraphs = [
    'Hello,',
    `Thank you for ${request}. We have it, and it is safe with us.`,
    `Your reference is ${submission.reference}. Please quote it if you contact us about it.`,
    `What happens next: one of our team will read it and get back to you by phone or email. ${when} There is nothing more you need to do.`,
    `If it is urgent, call us on ${SITE.phone.display} (${SITE.openingHours.display}).`,
    `This email was sent because this address was given on a form at ${new URL(SITE.origin).host}. If that was not you, you can ignore it: we will not add you to any list.`,
    `${SITE.brand}`,
  ]
  return {
    subject: `We have received ${request} (${submission.reference})`,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!DOCTYPE html><html lang="en-GB"><body>${paragraphs
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join('')}</body></html>`,
    replyTo: SITE.email.address,
    messageId: `<${submissionId}@acknowledgement.hard-hat-website>`,
    // RFC 3834: an automatic reply, so an out-of-office answers it with nothing.
    headers: { 'Auto-Submitted': 'auto-generated' },
  }
}
