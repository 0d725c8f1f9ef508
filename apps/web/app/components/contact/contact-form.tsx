import { CONTACT_PAGE } from '@hard-hat/content'
import { ATTRIBUTION_FIELDS } from '@hard-hat/forms'
import { Button, TextareaField, TextField } from '@hard-hat/ui'
import { useEffect, useState } from 'react'
import { useSubmission } from '../../lib/submissions'
import { useSchemaForm } from '../../lib/use-schema-form'
import { NativeForm } from '../form/native-form'
import { Receipt } from '../form/receipt'
import { FormAlert } from '../page-form/form-alert'
import { PrivacyLine } from '../page-form/privacy-line'
import { attributionFromSearch } from './attribution'

/** How long the "Thank You!" panel stays before the empty form returns (spec 001 §4). */
export const THANK_YOU_PANEL_MS = 3000

const empty = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  companyName: '',
  projectDetails: '',
  timeline: '',
  currentWebsite: '',
  referralSource: '',
  referralUserId: '',
  packageType: '',
  expectedReward: '',
  sourceWebsite: '',
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
}

/**
 * "Get Your Free Quote": sends the contact enquiry ("Sending..."), shows "Thank You!" for 3 s
 * then the empty form; on failure the alert, values kept. Hidden attribution fields come from the
 * page's utm_* and referral parameters.
 */
export function ContactForm() {
  const copy = CONTACT_PAGE.form
  const form = useSchemaForm((forms) => forms.ContactSchema, empty)
  const enquiry = useSubmission((api) => api.submitEnquiry, 'contact')
  const [failure, setFailure] = useState(false)
  const [reference, setReference] = useState<string | null>(null)
  const [attribution, setAttribution] = useState<Partial<Record<string, string>>>({})

  // The attribution belongs to the visit, not to one enquiry: read once, kept after a reset.
  useEffect(() => {
    setAttribution(attributionFromSearch(window.location.search))
  }, [])

  useEffect(() => {
    if (reference === null) return
    const timer = window.setTimeout(() => setReference(null), THANK_YOU_PANEL_MS)
    return () => window.clearTimeout(timer)
  }, [reference])

  const onSubmit = form.handleSubmit((values, forms) => {
    setFailure(false)
    enquiry.mutate(forms.buildContactEnquiry(values), {
      onSuccess: (stored) => {
        form.reset()
        setReference(stored.reference)
      },
      onError: (error) => {
        if (error.kind === 'validation') form.showErrors(error.fields)
        setFailure(true)
      },
    })
  })

  if (reference) {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-xl bg-brand-paper p-8 text-center text-brand-text"
      >
        <h3 className="font-extrabold text-3xl">{copy.success.heading}</h3>
        <p className="text-brand-muted">{copy.success.text}</p>
        <Receipt reference={reference} />
      </div>
    )
  }

  const { fields } = copy
  return (
    <NativeForm
      formId="contact"
      summary={form.summary}
      onSubmit={onSubmit}
      aria-label={copy.heading}
      className="flex flex-col gap-4 rounded-xl bg-brand-paper p-6 text-brand-text shadow-sm"
    >
      {failure ? <FormAlert tone="error">{copy.error}</FormAlert> : null}
      <p className="text-brand-muted text-sm">{copy.requiredNote}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={fields.firstName.label}
          required
          autoComplete="given-name"
          {...form.field('firstName')}
        />
        <TextField
          label={fields.lastName.label}
          required
          autoComplete="family-name"
          {...form.field('lastName')}
        />
        <TextField
          label={fields.email.label}
          type="email"
          required
          autoComplete="email"
          {...form.field('email')}
        />
        <TextField
          label={fields.phone.label}
          type="tel"
          required
          autoComplete="tel"
          {...form.field('phone')}
        />
      </div>
      <TextField
        label={fields.companyName.label}
        required
        autoComplete="organization"
        {...form.field('companyName')}
      />
      <TextareaField
        label={fields.projectDetails.label}
        placeholder={fields.projectDetails.placeholder}
        required
        rows={5}
        {...form.field('projectDetails')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={fields.timeline.label}
          placeholder={fields.timeline.placeholder}
          {...form.field('timeline')}
        />
        <TextField
          label={fields.currentWebsite.label}
          placeholder={fields.currentWebsite.placeholder}
          autoComplete="url"
          {...form.field('currentWebsite')}
        />
      </div>
      {ATTRIBUTION_FIELDS.map((name) => (
        <input
          key={name}
          type="hidden"
          name={name}
          value={attribution[name] ?? ''}
          data-testid={`attribution-${name}`}
        />
      ))}
      <PrivacyLine note={copy.privacyNote} link={copy.privacyLink} />
      <Button type="submit" size="lg" disabled={enquiry.isPending}>
        {enquiry.isPending ? copy.submitting : copy.submit}
      </Button>
    </NativeForm>
  )
}
