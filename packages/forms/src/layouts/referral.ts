import { email, field, layout, optionalPhone, optionalTextarea, text } from './builders'

/** The referral form: the referrer's details, then the business referred, then the permission. */
export const REFERRAL_FORM = /* @__PURE__ */ layout('referral', [
  {
    id: 'yourDetails',
    fields: [
      text('referrerName', 'name'),
      email('referrerEmail', 'email'),
      optionalPhone('referrerPhone', 'tel'),
    ],
  },
  {
    id: 'theirDetails',
    fields: [text('referredName'), email('referredEmail'), optionalPhone('referredPhone')],
  },
  { fields: [optionalTextarea('notes'), field('checkbox', true)('hasPermission')] },
])
