import { layoutOf } from '../../form-layout'
import { CURRENT_WEBSITE_OPTIONS, PRIORITY_OPTIONS } from '../../options/one-page'
import {
  ENQUIRY_ACTION,
  firstName,
  lastName,
  optionalTextarea,
  select,
  wideCompany,
  yourEmail,
  yourPhone,
} from '../builders'

/** The enquiry fields of the one-page website page and the £495 offer page (one schema for all three forms). */
export const ONE_PAGE_FIELDS = [
  firstName,
  lastName,
  yourEmail,
  yourPhone,
  wideCompany('businessName'),
  select(
    'currentWebsite',
    CURRENT_WEBSITE_OPTIONS,
    'Select whether you currently have a website',
    true,
  ),
  select('priority', PRIORITY_OPTIONS, 'Select your main priority', true),
  optionalTextarea('requirements'),
] as const

/** The one-page website enquiry. */
export const ONE_PAGE_FORM = /* @__PURE__ */ layoutOf({
  id: 'one-page',
  action: ENQUIRY_ACTION,
  fields: ONE_PAGE_FIELDS,
})
/** The £495 offer's enquiry, while the offer runs. */
export const OFFER_495_FORM = /* @__PURE__ */ layoutOf({
  id: 'offer-495',
  action: ENQUIRY_ACTION,
  fields: ONE_PAGE_FIELDS,
})
/** The £495 offer page's enquiry once the offer has ended (the regular one-page price). */
export const OFFER_495_ENDED_FORM = /* @__PURE__ */ layoutOf({
  id: 'offer-495-ended',
  action: ENQUIRY_ACTION,
  fields: ONE_PAGE_FIELDS,
})
