import { RESPONSE_PROMISES } from '@hard-hat/content'
import { type ReplyPromise, STORED_FORM_TYPES, type StoredFormType } from '@hard-hat/forms'
import { OFFICE_HOURS, replyByMs, type WorkingHours } from './working-hours.js'

export type { ReplyPromise, StoredFormType }

/**
 * Which reply each form promises, by the form type its leads are stored under: null for a form
 * that promises none (the newsletter). Read from each form's definition in @hard-hat/forms
 * (`form.about`), whose table covers every stored form type; the hours and words are the
 * content's RESPONSE_PROMISES.
 */
export const REPLY_PROMISE_OF = Object.fromEntries(
  Object.values(STORED_FORM_TYPES).map((about) => [about.formType, about.replyPromise]),
) as { readonly [Type in StoredFormType]: (typeof STORED_FORM_TYPES)[Type]['replyPromise'] }

/**
 * The hours each promise gives the agency: a range ("24-48 hours") is kept by its far end, the
 * last moment the promise still holds (decision 019).
 */
export const PROMISED_HOURS: Record<ReplyPromise, number> = {
  enquiry: RESPONSE_PROMISES.enquiryHours,
  consultation: RESPONSE_PROMISES.consultationHours.to,
  seoReport: RESPONSE_PROMISES.seoReportHours,
}

/** The promise a stored form type makes, or null (no promise, or a form type this release does not know). */
export function replyPromiseOf(formType: string): ReplyPromise | null {
  return Object.hasOwn(REPLY_PROMISE_OF, formType)
    ? REPLY_PROMISE_OF[formType as StoredFormType]
    : null
}

/** When a lead of this form type, received then, must be answered; null when the form promises no reply. */
export function replyByOf(
  formType: string,
  receivedAtMs: number,
  hours: WorkingHours = OFFICE_HOURS,
): number | null {
  const promise = replyPromiseOf(formType)
  return promise === null ? null : replyByMs(receivedAtMs, PROMISED_HOURS[promise], hours)
}
