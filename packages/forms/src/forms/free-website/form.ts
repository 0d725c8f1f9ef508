import type { z } from 'zod'
import { defineForm, type FormSchema, withFieldSchemas } from '../../define-form'
import { buildFreeWebsiteEnquiry } from '../../payloads/free-website'
import { EMAIL_AND_PHONE_SCHEMAS } from '../shared-schemas'
import { FREE_WEBSITE_FIELDS, FREE_WEBSITE_FORM } from './fields'

const fields = /* @__PURE__ */ withFieldSchemas(FREE_WEBSITE_FIELDS, EMAIL_AND_PHONE_SCHEMAS)

/** The free website request form. */
export const freeWebsiteForm = /* @__PURE__ */ defineForm({
  id: FREE_WEBSITE_FORM.id,
  action: FREE_WEBSITE_FORM.action,
  fields,
  toBody: (data) => buildFreeWebsiteEnquiry(data),
  wireNames: { message: 'websiteGoal' },
})

/** The free website request form's schema. */
export const FreeWebsiteSchema: FormSchema<typeof fields> = freeWebsiteForm.schema

/** A valid free website request. */
export type FreeWebsiteInput = z.infer<typeof FreeWebsiteSchema>
