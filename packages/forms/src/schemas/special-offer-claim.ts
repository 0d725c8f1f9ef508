import { z } from 'zod'
import { optionalText } from '../fields'
import { packageSignupFields } from './package-signup'

/** The 150th-client celebration offer claim form (/special-offer). */
export const SpecialOfferClaimSchema = z.object({
  ...packageSignupFields,
  message: optionalText({ label: 'message', multiline: true }),
})

/** A valid special-offer claim. */
export type SpecialOfferClaimInput = z.infer<typeof SpecialOfferClaimSchema>
