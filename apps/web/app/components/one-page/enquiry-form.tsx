import { ENQUIRY_FORM } from '@hard-hat/content'
import {
  OFFER_495_ENDED_FORM,
  OFFER_495_FORM,
  ONE_PAGE_FORM,
  type OnePageVariant,
} from '@hard-hat/forms'
import { SchemaForm } from '../form/schema-form'

const ENQUIRY_FORMS = {
  'one-page': ONE_PAGE_FORM,
  'offer-495': OFFER_495_FORM,
  'offer-495-ended': OFFER_495_ENDED_FORM,
} as const

/**
 * The enquiry form of the one-page and £495 offer pages: "Submitting..." while sending, then the
 * "Thank You!" panel in its place; on failure the alert, with every value kept.
 */
export function EnquiryForm({
  variant,
  submitLabel,
}: {
  variant: OnePageVariant
  submitLabel: string
}) {
  return (
    <SchemaForm
      form={ENQUIRY_FORMS[variant]}
      words={{ ...ENQUIRY_FORM, submit: submitLabel }}
      label="Enquiry form"
      success={{ ...ENQUIRY_FORM.success, display: 'panel' }}
      error={ENQUIRY_FORM.error}
    />
  )
}
