import { z } from 'zod'
import { emailField, OptionalUkPhoneSchema, optionalText, requiredText } from '../fields'
import { REFERRAL_PERMISSION_MESSAGE } from '../messages'

/** The referral form: who refers, whom they refer, and the permission confirmation. */
export const ReferralSchema = z.object({
  referrerName: requiredText('Enter your name', { label: 'your name' }),
  referrerEmail: emailField('Enter your email address'),
  referrerPhone: OptionalUkPhoneSchema,
  referredName: requiredText('Enter the name of the business you are referring', {
    label: 'business name',
  }),
  referredEmail: emailField('Enter the email address of the business you are referring'),
  referredPhone: OptionalUkPhoneSchema,
  notes: optionalText({ label: 'notes', multiline: true }),
  hasPermission: z.literal(true, { error: REFERRAL_PERMISSION_MESSAGE }),
})

/** A valid referral. */
export type ReferralInput = z.infer<typeof ReferralSchema>
