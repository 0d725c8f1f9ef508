import { CURRENT_WEBSITE_OPTIONS, PRIORITY_OPTIONS } from '../options'
import {
  emailAndPhone,
  firstAndLast,
  layout,
  optionalTextarea,
  plain,
  select,
  wideCompany,
} from './builders'

const onePageEnquiry = plain(
  ...firstAndLast,
  ...emailAndPhone,
  wideCompany('businessName'),
  select('currentWebsite', CURRENT_WEBSITE_OPTIONS, true),
  select('priority', PRIORITY_OPTIONS, true),
  optionalTextarea('requirements'),
)

/** The one-page website enquiry. */
export const ONE_PAGE_FORM = /* @__PURE__ */ layout('one-page', onePageEnquiry)
/** The £495 offer's enquiry, while the offer runs. */
export const OFFER_495_FORM = /* @__PURE__ */ layout('offer-495', onePageEnquiry)
/** The £495 offer page's enquiry once the offer has ended (the regular one-page price). */
export const OFFER_495_ENDED_FORM = /* @__PURE__ */ layout('offer-495-ended', onePageEnquiry)
