import { layoutOf } from '../../form-layout'
import {
  firstName,
  lastName,
  optionalTextarea,
  wideCompany,
  yourEmail,
  yourPhone,
} from '../builders'

/** The quote builder's contact step: everything but the project details is required. */
export const BOUTIQUE_QUOTE_FIELDS = [
  firstName,
  lastName,
  yourEmail,
  yourPhone,
  wideCompany('companyName'),
  optionalTextarea('projectDetails'),
] as const

/**
 * The quote builder's contact step as the page renders it. It has no action: it is sent with the
 * quote, with scripts only (the builder needs them), to /api/submit-boutique-quote.
 */
export const BOUTIQUE_QUOTE_FORM = /* @__PURE__ */ layoutOf({
  id: 'boutique-quote',
  fields: BOUTIQUE_QUOTE_FIELDS,
})
