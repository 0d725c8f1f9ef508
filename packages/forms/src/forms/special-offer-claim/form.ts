import type * as z from 'zod/mini'
import { type FormSchema, withFieldSchemas } from '../../define-form'
import { aboutForm } from '../about'
import { leadForm } from '../lead-form'
import { PACKAGE_OPENING_SCHEMAS } from '../shared-schemas'
import { SPECIAL_OFFER_CLAIM_FIELDS, SPECIAL_OFFER_CLAIM_FORM } from './fields'

const fields = /* @__PURE__ */ withFieldSchemas(SPECIAL_OFFER_CLAIM_FIELDS, PACKAGE_OPENING_SCHEMAS)

/** The 150th-client celebration offer claim form (a `special_offer_claim` lead). */
export const specialOfferClaimForm = /* @__PURE__ */ aboutForm(
  leadForm(SPECIAL_OFFER_CLAIM_FORM, fields),
  {
    formType: 'special_offer_claim',
    replyPromise: 'enquiry',
    requestName: 'your special offer claim',
    page: '/special-offer',
  },
)

/** The 150th-client celebration offer claim form: its schema. */
export const SpecialOfferClaimSchema: FormSchema<typeof fields> = specialOfferClaimForm.schema

/** A valid special-offer claim. */
export type SpecialOfferClaimInput = z.infer<typeof SpecialOfferClaimSchema>
