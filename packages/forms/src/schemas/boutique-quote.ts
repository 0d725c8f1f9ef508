import { isWholePence, penceFromPounds } from '@hard-hat/pricing'
import * as z from 'zod/mini'
import { requiredText } from '../fields'
import { QuoteContactSchema } from '../forms/boutique-quote/form'

const MAX_POUNDS = 1_000_000

/** An amount in pounds as the quote's wire format carries it: not negative, whole pence. */
const PoundsSchema = z
  .number({ error: 'Enter an amount in pounds' })
  .check(
    z.minimum(0, 'An amount cannot be negative'),
    z.maximum(MAX_POUNDS, `An amount must be £${MAX_POUNDS.toLocaleString('en-GB')} or less`),
    z.refine(isWholePence, { message: 'An amount must be in whole pence' }),
  )

/** The base package chosen in step 1: its name, price in pounds and page count (or "unlimited"). */
export const BoutiqueBasePackageSchema = z.object({
  name: requiredText('Choose a base package', { label: 'package name' }),
  price: PoundsSchema,
  pages: z.union([z.number().check(z.int(), z.positive()), z.literal('unlimited')], {
    error: 'Pages must be a whole number or "unlimited"',
  }),
})

/** One feature line of the quote, as the calculator lists it (selected or not). */
export const BoutiqueFeatureSchema = z.object({
  key: requiredText('Give the feature key', { label: 'feature key', maxLength: 64 }),
  selected: z.boolean({ error: 'Say whether the feature is selected' }),
  price: PoundsSchema,
  name: requiredText('Give the feature name', { label: 'feature name' }),
})

/** The boutique quote's fields, before the cross-field checks (extend this, then re-check). */
export const BoutiqueQuoteObjectSchema = z.object({
  basePackage: BoutiqueBasePackageSchema,
  selectedFeatures: z
    .array(BoutiqueFeatureSchema)
    .check(z.maxLength(50, 'A quote has at most 50 features')),
  total: PoundsSchema,
  contactInfo: QuoteContactSchema,
  timestamp: z.iso.datetime({ offset: true, error: 'Give the time as an ISO 8601 date-time' }),
})

type QuoteLines = Pick<
  z.infer<typeof BoutiqueQuoteObjectSchema>,
  'basePackage' | 'selectedFeatures' | 'total'
>

/** Cross-field checks of a boutique quote: the total adds up and no feature appears twice. */
export function checkBoutiqueQuote(quote: QuoteLines, context: z.core.$RefinementCtx): void {
  const expectedPence = quote.selectedFeatures
    .filter((feature) => feature.selected)
    .reduce(
      (sum, feature) => sum + penceFromPounds(feature.price),
      penceFromPounds(quote.basePackage.price),
    )
  if (penceFromPounds(quote.total) !== expectedPence) {
    context.addIssue({
      code: 'custom',
      path: ['total'],
      message: 'The total must be the base package price plus the selected features',
    })
  }
  const keys = quote.selectedFeatures.map((feature) => feature.key)
  if (new Set(keys).size !== keys.length) {
    context.addIssue({
      code: 'custom',
      path: ['selectedFeatures'],
      message: 'Each feature may appear only once',
    })
  }
}

/**
 * The whole boutique quote POSTed to /api/submit-boutique-quote. `total` is in pounds, excluding
 * VAT, and must equal the base price plus the selected features' prices.
 */
export const BoutiqueQuoteSchema = BoutiqueQuoteObjectSchema.check(
  z.superRefine(checkBoutiqueQuote),
)

/** A valid boutique quote payload. */
export type BoutiqueQuoteInput = z.infer<typeof BoutiqueQuoteSchema>
