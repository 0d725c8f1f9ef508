import { REFERRAL_PAGE } from '@hard-hat/content'
import { Button, errorId, TextareaField, TextField, toast } from '@hard-hat/ui'
import { useState } from 'react'
import { useSubmission } from '../../lib/submissions'
import { useSchemaForm } from '../../lib/use-schema-form'
import { NativeForm } from '../form/native-form'
import { PrivacyLine } from '../page-form/privacy-line'
import { fetchReferralCode } from './referral-code'

const empty = {
  referrerName: '',
  referrerEmail: '',
  referrerPhone: '',
  referredName: '',
  referredEmail: '',
  referredPhone: '',
  notes: '',
  hasPermission: '',
}

/** The stored referral the thank-you panel shows. */
export interface StoredReferral {
  readonly reference: string
  readonly referralCode: string | undefined
}

/**
 * The referral form: "Submitting..." while sending, then the code from the API and the
 * thank-you panel; on failure the error toast, values kept and the button enabled again.
 */
export function ReferralForm({ onStored }: { onStored: (stored: StoredReferral) => void }) {
  const copy = REFERRAL_PAGE.form
  const form = useSchemaForm((forms) => forms.ReferralFormSchema, empty)
  const enquiry = useSubmission((api) => api.submitEnquiry, 'referral')
  const [isFetchingCode, setFetchingCode] = useState(false)
  const isSubmitting = enquiry.isPending || isFetchingCode
  const { fields } = copy

  const onSubmit = form.handleSubmit((values, forms) => {
    enquiry.mutate(forms.buildReferralEnquiry(values), {
      onSuccess: async (stored) => {
        setFetchingCode(true)
        const referralCode = await fetchReferralCode(stored.id, stored.referralCode)
        setFetchingCode(false)
        toast(copy.successToast)
        form.reset()
        onStored({ reference: stored.reference, referralCode })
      },
      onError: (error) => {
        if (error.kind === 'validation') form.showErrors(error.fields)
        toast({ ...copy.errorToast, variant: 'destructive' })
      },
    })
  })

  const permission = form.field('hasPermission')
  return (
    <NativeForm
      formId="referral"
      summary={form.summary}
      onSubmit={onSubmit}
      aria-label={copy.heading}
      className="flex flex-col gap-6 rounded-xl bg-brand-paper p-6 text-brand-text shadow-sm"
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-bold text-xl">{copy.yourDetails}</legend>
        <TextField
          label={fields.referrerName.label}
          required
          autoComplete="name"
          {...form.field('referrerName')}
        />
        <TextField
          label={fields.referrerEmail.label}
          type="email"
          required
          autoComplete="email"
          {...form.field('referrerEmail')}
        />
        <TextField
          label={fields.referrerPhone.label}
          type="tel"
          autoComplete="tel"
          {...form.field('referrerPhone')}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-bold text-xl">{copy.theirDetails}</legend>
        <TextField
          label={fields.referredName.label}
          required
          autoComplete="off"
          {...form.field('referredName')}
        />
        <TextField
          label={fields.referredEmail.label}
          type="email"
          required
          autoComplete="off"
          {...form.field('referredEmail')}
        />
        <TextField
          label={fields.referredPhone.label}
          type="tel"
          autoComplete="off"
          {...form.field('referredPhone')}
        />
      </fieldset>
      <TextareaField
        label={fields.notes.label}
        placeholder={fields.notes.placeholder}
        rows={4}
        {...form.field('notes')}
      />
      <div className="flex flex-col gap-1.5">
        {permission.error ? (
          <p id={errorId(permission.id)} className="font-semibold text-brand-danger text-sm">
            <span className="sr-only">Error: </span>
            {permission.error}
          </p>
        ) : null}
        <label htmlFor={permission.id} className="flex items-start gap-3">
          <input
            id={permission.id}
            name={permission.name}
            type="checkbox"
            required
            className="mt-1 size-5 accent-brand-accent-text"
            value="true"
            defaultChecked={false}
            aria-invalid={permission.error ? true : undefined}
            aria-describedby={permission.error ? errorId(permission.id) : undefined}
            onChange={permission.onChange}
          />
          <span>
            {fields.hasPermission.label}
            <span aria-hidden="true" className="text-brand-danger">
              {' '}
              *
            </span>
          </span>
        </label>
      </div>
      <PrivacyLine note={copy.privacyNote} link={copy.privacyLink} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? copy.submitting : copy.submit}
      </Button>
    </NativeForm>
  )
}
