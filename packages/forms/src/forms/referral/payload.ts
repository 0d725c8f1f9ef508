import { ENQUIRY_FORM_TYPES, ENQUIRY_PRIORITIES, ENQUIRY_SOURCES } from '../../enquiry-types'
import type { ReferralEnquiryRequest, ReferralInput } from './request'

/** Stands in for empty referral notes. */
export const NO_REFERRAL_NOTES_TEXT = 'No additional notes provided'
/** Stands in for a phone number left empty. */
export const NOT_PROVIDED_TEXT = 'Not provided'

/**
 * Splits a full name at the first space: the first word, then the rest ('' when there is none).
 * @example splitName('Sam de Sample') // { firstName: 'Sam', lastName: 'de Sample' }
 */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const name = fullName.trim()
  const space = name.indexOf(' ')
  if (space === -1) return { firstName: name, lastName: '' }
  return { firstName: name.slice(0, space), lastName: name.slice(space + 1).trim() }
}

/**
 * Builds the /api/submit-enquiry body of a referral: the referrer as the person, the referred
 * business as businessName, and requirements as a text block with both parties and the notes.
 */
export function buildReferralEnquiry(input: ReferralInput): ReferralEnquiryRequest {
  const notes = input.notes || NO_REFERRAL_NOTES_TEXT
  const requirements = [
    'Referrer details:',
    `Name: ${input.referrerName}`,
    `Email: ${input.referrerEmail}`,
    `Phone: ${input.referrerPhone || NOT_PROVIDED_TEXT}`,
    '',
    'Referred business:',
    `Business name: ${input.referredName}`,
    `Email: ${input.referredEmail}`,
    `Phone: ${input.referredPhone || NOT_PROVIDED_TEXT}`,
    '',
    'Notes:',
    notes,
    '',
    'The referrer confirmed they have permission to share these details.',
  ].join('\n')
  return {
    formType: ENQUIRY_FORM_TYPES.referral,
    source: ENQUIRY_SOURCES.referral,
    ...splitName(input.referrerName),
    email: input.referrerEmail,
    phone: input.referrerPhone,
    businessName: input.referredName,
    priority: ENQUIRY_PRIORITIES.referral,
    requirements,
    referral: {
      referredName: input.referredName,
      referredEmail: input.referredEmail,
      referredPhone: input.referredPhone,
      notes: input.notes,
      hasPermission: input.hasPermission,
    },
  }
}
