import { INSIGHTS_PAGE } from '@hard-hat/content'
import { Button, TextField } from '@hard-hat/ui'
import { useState } from 'react'
import { useSubmission } from '../../lib/submissions'
import { useSchemaForm } from '../../lib/use-schema-form'
import { FormAlert } from '../form/form-alert'
import { NativeForm } from '../form/native-form'
import { PrivacyLine } from '../form/privacy-line'
import { Receipt } from '../form/receipt'

const empty = { email: '', name: '' }

/** The newsletter block: it really subscribes (P-every-form-submits), thanks and clears, or keeps the value. */
export function Newsletter() {
  const copy = INSIGHTS_PAGE.newsletter
  const form = useSchemaForm((forms) => forms.NewsletterSchema, empty)
  const lead = useSubmission((api) => api.submitLead, 'newsletter')
  const [status, setStatus] = useState<{ reference: string } | 'idle' | 'failed'>('idle')

  const onSubmit = form.handleSubmit((formData) => {
    setStatus('idle')
    lead.mutate(
      { formType: 'newsletter', formData },
      {
        onSuccess: (stored) => {
          form.reset()
          setStatus({ reference: stored.reference })
        },
        onError: (error) => {
          if (error.kind === 'validation') form.showErrors(error.fields)
          setStatus('failed')
        },
      },
    )
  })

  return (
    <section
      aria-labelledby="newsletter-title"
      className="bg-brand-ink px-4 py-16 text-brand-paper"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="newsletter-title" className="font-extrabold text-3xl">
          {copy.heading}
        </h2>
        <p className="mt-3 text-brand-muted-inverse">{copy.text}</p>
        <NativeForm
          formId="newsletter"
          summary={form.summary}
          onSubmit={onSubmit}
          aria-label="Newsletter"
          className="mt-8 flex flex-col gap-4 rounded-xl bg-brand-paper p-6 text-left text-brand-text"
        >
          {typeof status === 'object' ? (
            <>
              <FormAlert tone="success">{copy.thanks}</FormAlert>
              <Receipt reference={status.reference} />
            </>
          ) : null}
          {status === 'failed' ? <FormAlert tone="error">{copy.error}</FormAlert> : null}
          <TextField
            label={copy.emailLabel}
            placeholder={copy.placeholder}
            type="email"
            required
            autoComplete="email"
            {...form.field('email')}
          />
          <PrivacyLine note={copy.privacyNote} link={copy.privacyLink} />
          <Button type="submit" size="lg" disabled={lead.isPending}>
            {lead.isPending ? copy.submitting : copy.button}
          </Button>
        </NativeForm>
      </div>
    </section>
  )
}
