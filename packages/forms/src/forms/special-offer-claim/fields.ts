import { layoutOf } from '../../form-layout'
import { LEADS_ACTION, optionalTextarea } from '../builders'
import { PACKAGE_OPENING } from '../package-opening'

/** The 150th-client celebration offer claim (/special-offer). */
export const SPECIAL_OFFER_CLAIM_FIELDS = [...PACKAGE_OPENING, optionalTextarea('message')] as const

/** The 150th-client celebration offer claim (/special-offer), as the page renders it. */
export const SPECIAL_OFFER_CLAIM_FORM = /* @__PURE__ */ layoutOf({
  id: 'special_offer_claim',
  action: LEADS_ACTION,
  fields: SPECIAL_OFFER_CLAIM_FIELDS,
})
