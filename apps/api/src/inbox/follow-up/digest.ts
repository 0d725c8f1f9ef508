import {
  isoDateOf,
  isWorkingDay,
  minutesOf,
  OFFICE_HOURS,
  UK_TIME_ZONE,
  ukDateOf,
  type WorkingHours,
} from '../../lib/working-hours.js'
import type { LeadToChase } from '../../store/types.js'

/** When each working morning's digest goes out, UK time (P-morning-digest-once). */
export const DIGEST_TIME = '08:30'

/** The most leads one digest lists; the rest are counted, and the inbox lists them all. */
export const DIGEST_MAX_LINES = 50

/** Whether a digest is due at an instant, and for which morning (a UK date). */
export type DigestMoment =
  | { readonly kind: 'due'; readonly morning: string }
  | { readonly kind: 'day_off' }
  | { readonly kind: 'not_yet' }
  | { readonly kind: 'after_hours' }

/**
 * A digest is due on a working day (not a weekend, not a bank holiday) from 08:30 UK time until the
 * office closes: a server that was down at 08:30 still sends that morning's when it comes back
 * during the day, never in the evening.
 */
export function digestMomentOf(nowMs: number, hours: WorkingHours = OFFICE_HOURS): DigestMoment {
  const { date, minutes } = ukDateOf(nowMs)
  if (!isWorkingDay(date, hours)) return { kind: 'day_off' }
  if (minutes < minutesOf(DIGEST_TIME)) return { kind: 'not_yet' }
  if (minutes >= hours.closesMinutes) return { kind: 'after_hours' }
  return { kind: 'due', morning: isoDateOf(date) }
}

/** Who receives a digest: a person (their assigned leads and the unassigned), or the agency's address (every lead). */
export interface DigestRecipient {
  readonly to: readonly string[]
  /** The person's id; null for the agency's address (NOTIFY_EMAIL), which is sent every lead. */
  readonly personId: string | null
}

/** A digest's words. */
export interface DigestMessage {
  readonly subject: string
  readonly body: string
}

const DUE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})
const MORNING_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
})

/** A duration in days, hours and minutes, the two largest units only ("1 day 3 h", "2 h 5 min"). */
export function durationWords(ms: number): string {
  const totalMinutes = Math.max(1, Math.round(ms / 60_000))
  const days = Math.floor(totalMinutes / 1440)
  const hours = Math.floor((totalMinutes % 1440) / 60)
  const minutes = totalMinutes % 60
  const parts = [
    days > 0 ? `${days} day${days === 1 ? '' : 's'}` : '',
    hours > 0 ? `${hours} h` : '',
    minutes > 0 && days === 0 ? `${minutes} min` : '',
  ].filter(Boolean)
  return parts.slice(0, 2).join(' ')
}

/**
 * One recipient's digest: the leads still new that are theirs or nobody's (every lead for the
 * agency's address), overdue first, then by reply-by time; null when there is nothing to say. It
 * names leads by reference and form only: the inbox, behind its sign-in, has the rest (and an
 * erasure there leaves no copy in a queued email).
 */
export function digestFor(
  recipient: DigestRecipient,
  leads: readonly LeadToChase[],
  options: {
    nowMs: number
    publicOrigin: string
    /** The people leads are assigned to, by id, to name them. */
    assigneeNames?: ReadonlyMap<string, string>
  },
): DigestMessage | null {
  const mine = leads
    .filter(
      (lead) =>
        recipient.personId === null ||
        lead.assignedTo === null ||
        lead.assignedTo === recipient.personId,
    )
    .toSorted((a, b) => a.replyByMs - b.replyByMs || a.reference.localeCompare(b.reference))
  if (mine.length === 0) return null
  const origin = options.publicOrigin.replace(/\/$/, '')
  const overdue = mine.filter((lead) => lead.replyByMs <= options.nowMs)
  const line = (lead: LeadToChase) => {
    const due = DUE_FORMAT.format(new Date(lead.replyByMs))
    const when =
      lead.replyByMs <= options.nowMs
        ? `reply by ${due}: OVERDUE by ${durationWords(options.nowMs - lead.replyByMs)}`
        : `reply by ${due}`
    const who =
      lead.assignedTo === null
        ? 'unassigned'
        : `assigned to ${options.assigneeNames?.get(lead.assignedTo) ?? lead.assignedTo}`
    return [
      `- ${lead.reference} (${lead.formType}), ${when}, ${who}`,
      `  ${origin}/admin/leads/${lead.id}`,
    ]
  }
  const listed = mine.slice(0, DIGEST_MAX_LINES)
  const listedOverdue = listed.filter((lead) => lead.replyByMs <= options.nowMs)
  const listedLater = listed.filter((lead) => lead.replyByMs > options.nowMs)
  const lines = [
    'Good morning. These leads are still new: nobody has marked a reply to them yet.',
    '',
    ...(listedOverdue.length > 0
      ? [`Overdue (${overdue.length}):`, ...listedOverdue.flatMap(line), '']
      : []),
    ...(listedLater.length > 0
      ? [`To answer (${mine.length - overdue.length}):`, ...listedLater.flatMap(line), '']
      : []),
    ...(mine.length > listed.length
      ? [`And ${mine.length - listed.length} more not listed here.`, '']
      : []),
    `Every lead that needs a reply: ${origin}/admin?reply=needs_reply`,
  ]
  const morning = MORNING_FORMAT.format(new Date(options.nowMs))
  return {
    subject: `Leads to answer: ${mine.length}${overdue.length > 0 ? `, ${overdue.length} overdue` : ''} (${morning})`,
    body: `${lines.join('\n')}\n`,
  }
}
