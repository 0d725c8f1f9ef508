import { ENQUIRY_FORM } from '@hard-hat/content'
import {
  OFFER_495_ENDED_FORM,
  OFFER_495_FORM,
  ONE_PAGE_FORM,
  type OnePageVariant,
} from '@hard-hat/forms'
import type { LateClaim } from '../../lib/offer-clock'
import { SchemaForm } from '../form/schema-form'

const ENQUIRY_FORMS = {
  'one-page': ONE_PAGE_FORM,
  'offer-495': OFFER_495_FORM,
  'offer-495-ended': OFFER_495_ENDED_FORM,
} as const

/**
 * The enquiry form of the one-page and £495 offer pages: "Submitting..." while sending, then the
 * "Thank You!" panel in its place (saying the price will be confirmed for a claim the server
 * stored after the offer ended); on failure the alert, with every value kept.
 */
export function EnquiryForm({
  variant,
  submitLabel,
  lateClaim,
}: {
  variant: OnePageVariant
  submitLabel: string
  /** On an offer page: says so when the server stored the claim after the offer's deadline. */
  lateClaim?: LateClaim
}) {
  const { success } = ENQUIRY_FORM
  return (
    <SchemaForm
      form={ENQUIRY_FORMS[variant]}
      words={{ ...ENQUIRY_FORM, submit: submitLabel }}
      label="Enquiry form"
      success={{
        ...success,
        text: lateClaim ? lateClaim.said(success.text) : success.text,
        display: 'panel',
      }}
      onStored={lateClaim?.onStored}
      error={ENQUIRY_FORM.error}
    />
  )
}
