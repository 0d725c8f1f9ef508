import { layoutOf } from '../../form-layout'
import { PRIORITY_OPTIONS } from '../../options/one-page'
import {
  ENQUIRY_ACTION,
  firstName,
  lastName,
  select,
  textarea,
  wideCompany,
  yourEmail,
  yourPhone,
} from '../builders'

/** The free website request: all seven fields are required. */
export const FREE_WEBSITE_FIELDS = [
  firstName,
  lastName,
  yourEmail,
  yourPhone,
  wideCompany('companyName'),
  select('websiteGoal', PRIORITY_OPTIONS, 'Select the main goal of your website', true),
  textarea('mainServices', 'off', { requiredMessage: 'Enter the main services you offer' }),
] as const

/** The free website request as the page renders it. */
export const FREE_WEBSITE_FORM = /* @__PURE__ */ layoutOf({
  id: 'free-website',
  action: ENQUIRY_ACTION,
  fields: FREE_WEBSITE_FIELDS,
})
