import { z } from 'zod'
import { EmailSchema, optionalChoice, optionalText, requiredText, UkPhoneSchema } from '../fields'
import {
  CURRENT_MARKETING_OPTIONS,
  PAYMENT_PREFERENCE_OPTIONS,
  PREMIUM_TIMEFRAME_OPTIONS,
} from '../options'

/** The Premium Growth package inquiry: name, email, phone and business required. */
export const PremiumInquirySchema = z.object({
  name: requiredText('Enter your name', { label: 'name' }),
  email: EmailSchema,
  phone: UkPhoneSchema,
  business: requiredText('Enter your business name', { label: 'business name' }),
  currentMarketing: optionalChoice(
    CURRENT_MARKETING_OPTIONS,
    'Select how you market your business now',
  ),
  timeframe: optionalChoice(PREMIUM_TIMEFRAME_OPTIONS, 'Select when you would like to start'),
  budget: optionalChoice(PAYMENT_PREFERENCE_OPTIONS, 'Select how you would like to pay'),
  message: optionalText({ label: 'message', multiline: true }),
})

/** A valid Premium Growth inquiry. */
export type PremiumInquiryInput = z.infer<typeof PremiumInquirySchema>
