import { z } from 'zod'
import {
  defineForm,
  type FieldsOfGroups,
  type FormSchema,
  withFieldSchemas,
} from '../../define-form'
import { emailField, OptionalUkPhoneSchema } from '../../fields'
import { REFERRAL_PERMISSION_MESSAGE } from '../../messages'
import { buildReferralEnquiry } from '../../payloads/referral'
import { REFERRAL_FORM, REFERRAL_GROUPS } from './fields'

const [yours, theirs, closing] = REFERRAL_GROUPS

const groups = [
  {
    ...yours,
    fields: withFieldSchemas(yours.fields, {
      referrerEmail: emailField('Enter your email address'),
      referrerPhone: OptionalUkPhoneSchema,
    }),
  },
  {
    ...theirs,
    fields: withFieldSchemas(theirs.fields, {
      referredEmail: emailField('Enter the email address of the business you are referring'),
      referredPhone: OptionalUkPhoneSchema,
    }),
  },
  {
    ...closing,
    fields: withFieldSchemas(closing.fields, {
      hasPermission: z
        .literal('true', { error: REFERRAL_PERMISSION_MESSAGE })
        .transform((): true => true),
    }),
  },
] as const

/** The referral form as the browser holds it: the permission check box posts 'true' when ticked. */
export const referralForm = /* @__PURE__ */ defineForm({
  id: REFERRAL_FORM.id,
  action: REFERRAL_FORM.action,
  groups,
  toBody: (data) => buildReferralEnquiry(data),
  // The wire speaks of the referrer as the person and the business referred as the business.
  wireNames: {
    firstName: 'referrerName',
    lastName: 'referrerName',
    email: 'referrerEmail',
    phone: 'referrerPhone',
    businessName: 'referredName',
    requirements: 'notes',
  },
})

/** The referral form as the browser holds it (the check box posts 'true'). */
export const ReferralFormSchema: FormSchema<FieldsOfGroups<typeof groups>> = referralForm.schema

/** The referral as sent: who refers, whom they refer, and the permission confirmed (true). */
export const ReferralSchema = /* @__PURE__ */ ReferralFormSchema.extend({
  hasPermission: z.literal(true, { error: REFERRAL_PERMISSION_MESSAGE }),
})

/** A valid referral. */
export type ReferralInput = z.infer<typeof ReferralSchema>
