import { ENQUIRY_FORM } from '@hard-hat/content'
import { CURRENT_WEBSITE_OPTIONS, type OnePageVariant, PRIORITY_OPTIONS } from '@hard-hat/forms'
import { Button, SelectField, TextareaField, TextField } from '@hard-hat/ui'
import { useState } from 'react'
import { useSubmission } from '../../lib/submissions'
import { useSchemaForm } from '../../lib/use-schema-form'
import { NativeForm } from '../form/native-form'
import { PrivacyNotice } from '../form/privacy-notice'
import { Receipt } from '../form/receipt'

const empty = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  businessName: '',
  currentWebsite: '',
  priority: '',
  requirements: '',
}

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
  const copy = ENQUIRY_FORM
  const form = useSchemaForm((forms) => forms.OnePageEnquirySchema, empty)
  const enquiry = useSubmission((api) => api.submitEnquiry, variant)
  const [failure, setFailure] = useState<string | null>(null)
  const [reference, setReference] = useState<string | null>(null)

  const onSubmit = form.handleSubmit((values, forms) => {
    setFailure(null)
    enquiry.mutate(forms.buildOnePageEnquiry(values, variant), {
      onSuccess: (stored) => {
        form.reset()
        setReference(stored.reference)
      },
      onError: (error) => {
        if (error.kind === 'validation') form.showErrors(error.fields)
        setFailure(copy.error)
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
      formId={variant}
      summary={form.summary}
      onSubmit={onSubmit}
      aria-label="Enquiry form"
      className="flex flex-col gap-4 rounded-xl bg-brand-paper p-6 text-brand-text shadow-sm"
    >
      {failure ? (
        <p
          role="alert"
          className="rounded-md bg-brand-danger-soft p-4 font-semibold text-brand-danger"
        >
          {failure}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={fields.firstName.label}
          placeholder={fields.firstName.placeholder}
          required
          autoComplete="given-name"
          {...form.field('firstName')}
        />
        <TextField
          label={fields.lastName.label}
          placeholder={fields.lastName.placeholder}
          required
          autoComplete="family-name"
          {...form.field('lastName')}
        />
        <TextField
          label={fields.email.label}
          placeholder={fields.email.placeholder}
          type="email"
          required
          autoComplete="email"
          {...form.field('email')}
        />
        <TextField
          label={fields.phone.label}
          placeholder={fields.phone.placeholder}
          type="tel"
          required
          autoComplete="tel"
          {...form.field('phone')}
        />
      </div>
      <TextField
        label={fields.businessName.label}
        placeholder={fields.businessName.placeholder}
        required
        autoComplete="organization"
        {...form.field('businessName')}
      />
      <SelectField
        label={fields.currentWebsite.label}
        placeholder={fields.currentWebsite.placeholder}
        options={CURRENT_WEBSITE_OPTIONS}
        required
        {...form.field('currentWebsite')}
      />
      <SelectField
        label={fields.priority.label}
        placeholder={fields.priority.placeholder}
        options={PRIORITY_OPTIONS}
        required
        {...form.field('priority')}
      />
      <TextareaField
        label={fields.requirements.label}
        placeholder={fields.requirements.placeholder}
        rows={4}
        {...form.field('requirements')}
      />
      <PrivacyNotice />
      <Button type="submit" size="lg" disabled={enquiry.isPending}>
        {enquiry.isPending ? copy.submitting : submitLabel}
      </Button>
    </NativeForm>
  )
}
