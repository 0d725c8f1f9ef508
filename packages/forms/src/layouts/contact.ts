import { ATTRIBUTION_FIELDS } from '../attribution'
import {
  emailAndPhone,
  firstAndLast,
  hidden,
  layout,
  optionalText,
  plain,
  textarea,
  website,
  wideCompany,
} from './builders'

/** The contact page's "Get Your Free Quote" form, with its hidden attribution fields. */
export const CONTACT_FORM = /* @__PURE__ */ layout(
  'contact',
  plain(
    ...firstAndLast,
    ...emailAndPhone,
    wideCompany('companyName'),
    textarea('projectDetails'),
    optionalText('timeline'),
    website('currentWebsite', 'url'),
    ...ATTRIBUTION_FIELDS.map((name) => hidden(name)),
  ),
)
