import { defineForm, type FormSchema } from '../../define-form'
import { ENQUIRY_FORM_TYPES } from '../../enquiry-types'
import { aboutForm } from '../about'
import { FREE_WEBSITE_FORM } from './fields'
import { buildFreeWebsiteEnquiry } from './payload'
import { freeWebsiteFields } from './request'

export type { FreeWebsiteInput } from './request'

/** The free website request form. */
export const freeWebsiteForm = /* @__PURE__ */ aboutForm(
  defineForm({
    id: FREE_WEBSITE_FORM.id,
    action: FREE_WEBSITE_FORM.action,
    fields: freeWebsiteFields,
    toBody: (data) => buildFreeWebsiteEnquiry(data),
    wireNames: { message: 'websiteGoal' },
  }),
  {
    formType: ENQUIRY_FORM_TYPES.freeWebsite,
    replyPromise: 'enquiry',
    requestName: 'your free website request',
    page: '/free-website',
  },
)

/** The free website request form's schema. */
export const FreeWebsiteSchema: FormSchema<typeof freeWebsiteFields> = freeWebsiteForm.schema
