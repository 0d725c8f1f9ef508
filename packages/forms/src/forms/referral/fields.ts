import { layoutOf } from '../../form-layout'
import { checkbox, ENQUIRY_ACTION, email, optionalPhone, optionalTextarea, text } from '../builders'

/** The referrer's details (legend worded by the site as `yourDetails`). */
export const REFERRER_FIELDS = [
  text('referrerName', 'name', { label: 'your name', requiredMessage: 'Enter your name' }),
  email('referrerEmail', 'email'),
  optionalPhone('referrerPhone', 'tel'),
] as const

/** The business referred (legend `theirDetails`): another person's details, so no autocomplete. */
export const REFERRED_FIELDS = [
  text('referredName', 'off', {
    label: 'business name',
    requiredMessage: 'Enter the name of the business you are referring',
  }),
  email('referredEmail'),
  optionalPhone('referredPhone'),
] as const

/** The notes, then the permission the referrer confirms before anything is sent. */
export const REFERRAL_CLOSING_FIELDS = [
  optionalTextarea('notes'),
  checkbox('hasPermission'),
] as const

/** The referrer's details, the business referred, then the permission: legends worded by id. */
export const REFERRAL_GROUPS = [
  { id: 'yourDetails', fields: REFERRER_FIELDS },
  { id: 'theirDetails', fields: REFERRED_FIELDS },
  { fields: REFERRAL_CLOSING_FIELDS },
] as const

/** The referral form: the referrer's details, then the business referred, then the permission. */
export const REFERRAL_FORM = /* @__PURE__ */ layoutOf({
  id: 'referral',
  action: ENQUIRY_ACTION,
  groups: REFERRAL_GROUPS,
})
