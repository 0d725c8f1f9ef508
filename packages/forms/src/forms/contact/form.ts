import { defineForm, type FormSchema } from '../../define-form'
import { ENQUIRY_FORM_TYPES } from '../../enquiry-types'
import { aboutForm } from '../about'
import { CONTACT_FORM } from './fields'
import { buildContactEnquiry } from './payload'
import { contactFields } from './request'

export type { ContactInput } from './request'

/** The contact page form ("Get Your Free Quote"), hidden attribution fields included. */
export const contactForm = /* @__PURE__ */ aboutForm(
  defineForm({
    id: CONTACT_FORM.id,
    action: CONTACT_FORM.action,
    fields: contactFields,
    toBody: (data) => buildContactEnquiry(data),
    wireNames: { businessName: 'companyName', requirements: 'projectDetails' },
  }),
  {
    formType: ENQUIRY_FORM_TYPES.contact,
    replyPromise: 'enquiry',
    requestName: 'your enquiry',
    page: '/contact',
  },
)

/** The contact page form's schema. */
export const ContactSchema: FormSchema<typeof contactFields> = contactForm.schema
