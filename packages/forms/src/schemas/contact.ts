import { z } from 'zod'
import { EmailSchema, optionalText, requiredText, UkPhoneSchema } from '../fields'

const attribution = (label: string) => optionalText({ label })

/** The contact page form ("Get Your Free Quote"), hidden attribution fields included. */
export const ContactSchema = z.object({
  firstName: requiredText('Enter your first name', { label: 'first name' }),
  lastName: requiredText('Enter your last name', { label: 'last name' }),
  email: EmailSchema,
  phone: UkPhoneSchema,
  companyName: requiredText('Enter your company name', { label: 'company name' }),
  projectDetails: requiredText('Tell us about your project', {
    label: 'project details',
    multiline: true,
  }),
  timeline: optionalText({ label: 'timeline' }),
  currentWebsite: optionalText({ label: 'current website' }),
  referralSource: attribution('referral source'),
  referralUserId: attribution('referral user id'),
  packageType: attribution('package type'),
  expectedReward: attribution('expected reward'),
  sourceWebsite: attribution('source website'),
  utmSource: attribution('UTM source'),
  utmMedium: attribution('UTM medium'),
  utmCampaign: attribution('UTM campaign'),
})

/** A valid contact page form. */
export type ContactInput = z.infer<typeof ContactSchema>
