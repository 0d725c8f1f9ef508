import type * as z from 'zod/mini'
import { defineForm, type FormSchema, withFieldSchemas } from '../../define-form'
import { aboutForm } from '../about'
import { EMAIL_AND_PHONE_SCHEMAS } from '../shared-schemas'
import { BOUTIQUE_QUOTE_FIELDS, BOUTIQUE_QUOTE_FORM } from './fields'

const fields = /* @__PURE__ */ withFieldSchemas(BOUTIQUE_QUOTE_FIELDS, EMAIL_AND_PHONE_SCHEMAS)

/** The boutique calculator's contact step (its body is the quote: buildBoutiqueQuotePayload). */
export const boutiqueQuoteForm = /* @__PURE__ */ aboutForm(
  defineForm({
    id: BOUTIQUE_QUOTE_FORM.id,
    fields,
  }),
  {
    formType: 'boutique_quote',
    replyPromise: 'enquiry',
    requestName: 'your quote request',
  },
)

/** Boutique calculator step 4 contact form: everything but the project details is required. */
export const QuoteContactSchema: FormSchema<typeof fields> = boutiqueQuoteForm.schema

/** Valid contact details for a boutique quote. */
export type QuoteContactInput = z.infer<typeof QuoteContactSchema>
