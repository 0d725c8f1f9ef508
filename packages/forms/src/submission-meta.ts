import * as z from 'zod/mini'
import { isReferrerHost } from './attribution'
import { MAX_LONG_TEXT_LENGTH } from './fields'
import { isPagePath } from './text-rules'

// Submission meta: what the API needs to flag spam, carried by every request body. Below every
// form's request schema, which each adds as its optional `meta`.

/**
 * Optional facts about a submission attempt: the hidden honeypot field's value (people leave it
 * empty), when the form was first shown (epoch ms, so the API can flag a form filled in too fast),
 * the page it was sent from, the page its visit began on (the entry the visit counts recorded,
 * kept in the page's memory across client-side navigations, decision 037), and the host of another site's page the visitor came from (the page's
 * script sends `document.referrer`'s host, nothing else of it; no cookie or storage holds it; a
 * value that is not a host name is refused, P-lead-source-order).
 */
export const SubmissionMetaSchema = z.object({
  honeypot: z.optional(z.string().check(z.maxLength(MAX_LONG_TEXT_LENGTH))),
  startedAt: z.optional(z.number().check(z.int(), z.nonnegative())),
  pagePath: z.optional(
    z.string().check(
      z.maxLength(2000),
      z.refine(isPagePath, {
        message: 'The page path must be a path on this site, like /contact',
      }),
    ),
  ),
  landingPage: z.optional(
    z.string().check(
      z.maxLength(300),
      z.refine(isPagePath, {
        message: 'The landing page must be a path on this site, like /contact',
      }),
    ),
  ),
  referrerHost: z.optional(
    z.string().check(
      z.maxLength(253),
      z.refine(isReferrerHost, {
        message: 'The referrer host must be a host name only, like www.google.com',
      }),
    ),
  ),
})

/** Facts about a submission attempt (see {@link SubmissionMetaSchema}). */
export type SubmissionMeta = z.infer<typeof SubmissionMetaSchema>

/**
 * Name of every form's hidden honeypot input (sent as `meta.honeypot`): a text input people never
 * see or reach (visually hidden, `tabindex="-1"`, `autocomplete="off"`, labelled "Leave this
 * empty"), which a bot filling every field fills. The name is not one autofill or a password
 * manager recognises (not name, email, phone, company, url or website), so a person's browser
 * never fills it for them.
 */
export const HONEYPOT_FIELD = 'hh_extra_comments'

/**
 * Name of every form's hidden input holding when the page started loading (epoch ms, sent as
 * `meta.startedAt`), filled by the page's script; without scripts it stays empty and is not held
 * against the sender.
 */
export const STARTED_AT_FIELD = 'startedAt'

/** A request body's optional `meta`. */
export const OptionalMetaSchema = z.optional(SubmissionMetaSchema)

/** The longest text a request composes from several fields (a requirements or message block). */
export const MAX_COMPOSED_TEXT_LENGTH = 12_000
