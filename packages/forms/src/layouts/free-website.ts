import { PRIORITY_OPTIONS } from '../options'
import {
  emailAndPhone,
  firstAndLast,
  layout,
  plain,
  select,
  textarea,
  wideCompany,
} from './builders'

/** The free website request. */
export const FREE_WEBSITE_FORM = /* @__PURE__ */ layout(
  'free-website',
  plain(
    ...firstAndLast,
    ...emailAndPhone,
    wideCompany('companyName'),
    select('websiteGoal', PRIORITY_OPTIONS, true),
    textarea('mainServices'),
  ),
)
