import { layoutOf } from '../../form-layout'
import { LEADS_ACTION, yourEmail } from '../builders'

/** The insights newsletter sign-up: an email address only. */
export const NEWSLETTER_FIELDS = [yourEmail] as const

/** The newsletter sign-up as the page renders it. */
export const NEWSLETTER_FORM = /* @__PURE__ */ layoutOf({
  id: 'newsletter',
  action: LEADS_ACTION,
  fields: NEWSLETTER_FIELDS,
})
