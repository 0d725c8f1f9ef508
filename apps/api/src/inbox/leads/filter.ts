import { z } from 'zod'
import { LEAD_SPAM_FILTERS, LEAD_STATUS_FILTERS, type LeadFilter } from '../../store/types.js'
import { FORM_TYPE_OPTIONS } from './list-page.js'

/** Leads on one page of the inbox. */
export const PAGE_SIZE = 50

const emptyToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)

/**
 * The inbox's filter, from a query string or a form: an unknown value falls back to "all" rather
 * than failing, since a person may have edited the address by hand.
 */
export const LeadFilterSchema = z.object({
  status: z.enum(LEAD_STATUS_FILTERS).catch('all'),
  spam: z.enum(LEAD_SPAM_FILTERS).catch('all'),
  type: z
    .enum(['', ...FORM_TYPE_OPTIONS])
    .optional()
    .catch(undefined)
    .transform(emptyToUndefined),
  q: z.string().max(200).optional().catch(undefined).transform(emptyToUndefined),
  reply: z.enum(['all', 'needs_reply']).catch('all'),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
})

/** A parsed filter with its page number. */
export function toLeadFilter(input: unknown): { filter: LeadFilter; pageNumber: number } {
  const parsed = LeadFilterSchema.parse(input ?? {})
  return {
    filter: {
      status: parsed.status,
      spam: parsed.spam,
      formType: parsed.type,
      search: parsed.q,
      needsReply: parsed.reply === 'needs_reply',
    },
    pageNumber: parsed.page,
  }
}
