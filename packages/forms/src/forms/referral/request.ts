import * as z from 'zod/mini'
import { fieldsSchemaOf, withFieldSchemas } from '../../define-form'
import { ENQUIRY_FORM_TYPES, ENQUIRY_PRIORITIES, ENQUIRY_SOURCES } from '../../enquiry-types'
import { emailField, OptionalUkPhoneSchema, optionalText, requiredText } from '../../fields'
import { REFERRAL_PERMISSION_MESSAGE } from '../../messages'
import { MAX_COMPOSED_TEXT_LENGTH, OptionalMetaSchema } from '../../submission-meta'
import { REFERRAL_GROUPS } from './fields'

const [yours, theirs, closing] = REFERRAL_GROUPS

/** The referral form's groups with their fields' own schemas: the definition and the wire schema share them. */
export const referralGroups = [
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
      hasPermission: z.pipe(
        z.literal('true', { error: REFERRAL_PERMISSION_MESSAGE }),
        z.transform((): true => true),
      ),
    }),
  },
] as const

const fields = [
  ...referralGroups[0].fields,
  ...referralGroups[1].fields,
  ...referralGroups[2].fields,
]

/** The referral as sent: who refers, whom they refer, and the permission confirmed (true). */
export const ReferralSchema = /* @__PURE__ */ z.extend(fieldsSchemaOf(fields), {
  hasPermission: z.literal(true, { error: REFERRAL_PERMISSION_MESSAGE }),
})

/** A valid referral. */
export type ReferralInput = z.infer<typeof ReferralSchema>

/**
 * Body of the referral enquiry: the specification's fields (the referrer as the person, the
 * referred business as businessName, a composed requirements block) plus the structured referral
 * and the permission confirmation, so the API can store and check them.
 */
export const ReferralEnquiryRequestSchema = /* @__PURE__ */ z.object({
  formType: z.literal(ENQUIRY_FORM_TYPES.referral),
  source: z.literal(ENQUIRY_SOURCES.referral),
  firstName: requiredText('Enter your name', { label: 'first name' }),
  lastName: optionalText({ label: 'last name' }),
  email: ReferralSchema.shape.referrerEmail,
  phone: ReferralSchema.shape.referrerPhone,
  businessName: ReferralSchema.shape.referredName,
  priority: z.literal(ENQUIRY_PRIORITIES.referral),
  requirements: requiredText('Give the referral details', {
    label: 'requirements',
    multiline: true,
    maxLength: MAX_COMPOSED_TEXT_LENGTH,
  }),
  referral: z.pick(ReferralSchema, {
    referredName: true,
    referredEmail: true,
    referredPhone: true,
    notes: true,
    hasPermission: true,
  }),
  meta: OptionalMetaSchema,
})

/** Body of a referral enquiry. */
export type ReferralEnquiryRequest = z.infer<typeof ReferralEnquiryRequestSchema>
