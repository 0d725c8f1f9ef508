import { layout, optionalTextarea, packageOpening, plain } from './builders'

/** The 150th-client offer claim. */
export const SPECIAL_OFFER_CLAIM_FORM = /* @__PURE__ */ layout(
  'special_offer_claim',
  plain(...packageOpening, optionalTextarea('message')),
)
