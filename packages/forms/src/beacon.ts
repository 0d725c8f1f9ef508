import * as z from 'zod/mini'
import { CALCULATOR_STEPS, MAX_TARGET_LENGTH, VITAL_NAMES } from './beacon-fields'

// A page path as the site's routes write them: short, and nothing but a path.
const PagePathSchema = z
  .string()
  .check(z.maxLength(200), z.regex(/^\/[A-Za-z0-9/_.~%-]*$/, 'A path on this site'))
// What set a vital: a CSS selector of the element, or the interaction's target, cut short.
const TargetSchema = z.string().check(z.maxLength(MAX_TARGET_LENGTH), z.regex(/^[^\p{Cc}]*$/u))

const VitalSchema = z.object({
  name: z.enum(VITAL_NAMES),
  // Ten minutes at most; CLS past 10 is not a real page's.
  value: z.number().check(z.minimum(0), z.maximum(600_000)),
  target: z.optional(TargetSchema),
})

/**
 * What the browser's measurement script sends (sendBeacon, JSON): the page it measured, its vitals,
 * the calculator steps reached and whether a Back was restored from the back/forward cache.
 * Nothing in it identifies the visitor; the server adds only the device class.
 */
export const BeaconSchema = z
  .strictObject({
    page: PagePathSchema,
    vitals: z._default(z.array(VitalSchema).check(z.maxLength(8)), []),
    steps: z._default(z.array(z.enum(CALCULATOR_STEPS)).check(z.maxLength(10)), []),
    back: z.optional(z.enum(['restored', 'loaded'])),
  })
  .check(
    z.refine(
      (beacon) => beacon.vitals.every((vital) => vital.name !== 'CLS' || vital.value <= 10),
      { message: 'CLS is at most 10', path: ['vitals'] },
    ),
  )

/** A beacon as the server reads it, after `BeaconSchema`. */
export type Beacon = z.output<typeof BeaconSchema>
/** A beacon as the browser's script sends it. */
export type BeaconInput = z.input<typeof BeaconSchema>
