import { defineForm, type FormSchema } from '../../define-form'
import { ENQUIRY_FORM_TYPES } from '../../enquiry-types'
import { aboutForm, type FormAbout } from '../about'
import { OFFER_495_ENDED_FORM, OFFER_495_FORM, ONE_PAGE_FORM } from './fields'
import { buildOnePageEnquiry, type OnePageVariant } from './payload'
import { onePageFields } from './request'

export type { OnePageEnquiryInput } from './request'

const enquiry = <const Id extends OnePageVariant, const About extends FormAbout>(
  layout: { id: Id; action: string | undefined },
  about: About,
) =>
  aboutForm(
    defineForm({
      id: layout.id,
      action: layout.action,
      fields: onePageFields,
      toBody: (data) => buildOnePageEnquiry(data, layout.id),
    }),
    about,
  )

const onePageAbout = {
  formType: ENQUIRY_FORM_TYPES.onePage,
  replyPromise: 'enquiry',
  requestName: 'your one page website enquiry',
} as const

/** The one-page website enquiry. */
export const onePageForm = /* @__PURE__ */ enquiry(ONE_PAGE_FORM, {
  ...onePageAbout,
  page: '/one-page-website',
})
/** The £495 offer's enquiry: the same fields, sent as the offer's. */
export const offer495Form = /* @__PURE__ */ enquiry(OFFER_495_FORM, {
  formType: ENQUIRY_FORM_TYPES.offer495,
  replyPromise: 'enquiry',
  requestName: 'your £495 one page website request',
  page: '/special-offer-495',
})
/** The £495 offer page's enquiry once the offer has ended. */
export const offer495EndedForm = /* @__PURE__ */ enquiry(OFFER_495_ENDED_FORM, {
  ...onePageAbout,
  page: '/special-offer-495',
})

/** The enquiry form of the one-page website page and the £495 offer page. */
export const OnePageEnquirySchema: FormSchema<typeof onePageFields> = onePageForm.schema
