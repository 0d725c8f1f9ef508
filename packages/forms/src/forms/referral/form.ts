import { defineForm, type FieldsOfGroups, type FormSchema } from '../../define-form'
import { ENQUIRY_FORM_TYPES } from '../../enquiry-types'
import { aboutForm } from '../about'
import { REFERRAL_FORM } from './fields'
import { buildReferralEnquiry } from './payload'
import { referralGroups } from './request'

export type { ReferralInput } from './request'
export { ReferralSchema } from './request'

/** The referral form as the browser holds it: the permission check box posts 'true' when ticked. */
export const referralForm = /* @__PURE__ */ aboutForm(
  defineForm({
    id: REFERRAL_FORM.id,
    action: REFERRAL_FORM.action,
    groups: referralGroups,
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
  }),
  {
    formType: ENQUIRY_FORM_TYPES.referral,
    replyPromise: 'enquiry',
    requestName: 'your referral',
    page: '/referrals',
  },
)

/** The referral form as the browser holds it (the check box posts 'true'). */
export const ReferralFormSchema: FormSchema<FieldsOfGroups<typeof referralGroups>> =
  referralForm.schema
