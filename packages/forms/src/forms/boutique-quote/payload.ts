import type { BoutiqueQuoteRequest } from '../../api-contract'
import type { BoutiqueQuoteInput } from '../../schemas/boutique-quote'
import type { QuoteContactInput } from './form'

/** What the calculator knows when the visitor sends the quote; `now` is the clock, passed in. */
export interface BoutiqueQuoteParts {
  basePackage: BoutiqueQuoteInput['basePackage']
  selectedFeatures: BoutiqueQuoteInput['selectedFeatures']
  /** Base price plus the selected features, in pounds, excluding VAT. */
  total: number
  contactInfo: QuoteContactInput
  now: Date
}

/**
 * Builds the /api/submit-boutique-quote body; the timestamp is `now` as an ISO string.
 * @example buildBoutiqueQuotePayload({ basePackage, selectedFeatures, total, contactInfo, now: new Date() })
 */
export function buildBoutiqueQuotePayload(parts: BoutiqueQuoteParts): BoutiqueQuoteRequest {
  return {
    basePackage: { ...parts.basePackage },
    selectedFeatures: parts.selectedFeatures.map((feature) => ({ ...feature })),
    total: parts.total,
    contactInfo: { ...parts.contactInfo },
    timestamp: parts.now.toISOString(),
  }
}
