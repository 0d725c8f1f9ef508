import { layoutOf } from '../../form-layout'
import {
  ENQUIRY_ACTION,
  firstName,
  hidden,
  lastName,
  optionalText,
  textarea,
  website,
  wideCompany,
  yourEmail,
  yourPhone,
} from '../builders'

/** The contact page's "Get Your Free Quote" fields, with the hidden attribution fields last. */
export const CONTACT_FIELDS = [
  firstName,
  lastName,
  yourEmail,
  yourPhone,
  wideCompany('companyName'),
  textarea('projectDetails', 'off', { requiredMessage: 'Tell us about your project' }),
  optionalText('timeline'),
  website('currentWebsite', 'url'),
  hidden('referralSource'),
  hidden('referralUserId'),
  hidden('packageType'),
  hidden('expectedReward'),
  hidden('sourceWebsite'),
  hidden('utmSource', 'off', { label: 'UTM source' }),
  hidden('utmMedium', 'off', { label: 'UTM medium' }),
  hidden('utmCampaign', 'off', { label: 'UTM campaign' }),
] as const

/** The contact page's form as the page renders it (no zod). */
export const CONTACT_FORM = /* @__PURE__ */ layoutOf({
  id: 'contact',
  action: ENQUIRY_ACTION,
  fields: CONTACT_FIELDS,
})
