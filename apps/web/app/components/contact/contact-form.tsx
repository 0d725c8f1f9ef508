import { CONTACT_PAGE } from '@hard-hat/content'
import { CONTACT_FORM } from '@hard-hat/forms'
import { startTransition, useEffect, useState } from 'react'
import { SchemaForm } from '../form/schema-form'
import { attributionFromSearch } from './attribution'

/** How long the "Thank You!" panel stays before the empty form returns (spec 001 §4). */
export const THANK_YOU_PANEL_MS = 3000

/**
 * "Get Your Free Quote": sends the contact enquiry ("Sending..."), shows "Thank You!" for 3 s
 * then the empty form; on failure the alert, values kept. Hidden attribution fields come from the
 * page's utm_* and referral parameters.
 */
export function ContactForm() {
  const copy = CONTACT_PAGE.form
  const [attribution, setAttribution] = useState<Partial<Record<string, string>>>({})

  // The attribution belongs to the visit, not to one enquiry: read once, kept after a reset. In a
  // transition, and only when the address has some: re-rendering the whole form right after
  // hydration in one task was the longest task on the page.
  useEffect(() => {
    const found = attributionFromSearch(window.location.search)
    if (Object.keys(found).length > 0) startTransition(() => setAttribution(found))
  }, [])

  return (
    <SchemaForm
      form={CONTACT_FORM}
      words={copy}
      label={copy.heading}
      success={{ ...copy.success, display: 'panel', panelMs: THANK_YOU_PANEL_MS }}
      error={copy.error}
      hiddenValues={attribution}
    />
  )
}
