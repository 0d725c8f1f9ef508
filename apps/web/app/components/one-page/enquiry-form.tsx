import { ENQUIRY_FORM } from '@hard-hat/content'
import type { OnePageVariant } from '@hard-hat/forms'
import { SchemaForm } from '../form/schema-form'

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
      formId={variant}
      words={{ ...ENQUIRY_FORM, submit: submitLabel }}
      label="Enquiry form"
      success={{ ...ENQUIRY_FORM.success, display: 'panel' }}
      error={ENQUIRY_FORM.error}
    />
  )
}
