import { HOME_PAGE } from '@hard-hat/content'
import { DEFAULT_ERROR_MESSAGE } from '@hard-hat/forms'
import { Button, TextareaField, TextField, toast } from '@hard-hat/ui'
import { useRef, useState } from 'react'
import { useSubmission } from '../../lib/submissions'
import { useSchemaForm } from '../../lib/use-schema-form'
import { NativeForm } from '../form/native-form'
import { PrivacyLine } from '../form/privacy-line'
import { PageSection } from '../shared/page-section'

const empty = { name: '', email: '', phone: '', business: '', message: '' }

/**
 * The home page's consultation request (anchor consultation-form). P-every-form-submits: it really sends a
 * `consultation` lead; the toast appears only once the API has stored it.
 */
export function ConsultationForm() {
  const copy = HOME_PAGE.consultation
  const form = useSchemaForm((forms) => forms.ConsultationSchema, empty)
  const lead = useSubmission((api) => api.submitLead, 'consultation')
  const [failure, setFailure] = useState<string | null>(null)
  const sectionRef = useRef<HTMLDivElement>(null)

  const onSubmit = form.handleSubmit((formData) => {
    setFailure(null)
    lead.mutate(
      { formType: 'consultation', formData },
      {
        onSuccess: (stored) => {
          form.reset()
          toast({
            title: copy.success.title,
            description: `${copy.success.text} Your reference: ${stored.reference}`,
          })
          sectionRef.current?.scrollIntoView({ block: 'start' })
        },
        onError: (error) => {
          if (error.kind === 'validation') form.showErrors(error.fields)
          setFailure(DEFAULT_ERROR_MESSAGE)
        },
      },
    )
  })

  return (
    <PageSection id={copy.anchor} tone="soft" heading={copy.heading} intro={copy.intro}>
      <div ref={sectionRef} className="mx-auto max-w-2xl scroll-mt-24">
        <NativeForm
          formId="consultation"
          summary={form.summary}
          onSubmit={onSubmit}
          aria-label={copy.heading}
          className="flex flex-col gap-4 rounded-xl bg-brand-paper p-6 shadow-sm"
        >
          {failure ? (
            <p
              role="alert"
              className="rounded-md bg-brand-danger-soft p-4 font-semibold text-brand-danger"
            >
              {failure}
            </p>
          ) : null}
          <TextField
            label={copy.fields.name.label}
            placeholder={copy.fields.name.placeholder}
            required
            autoComplete="name"
            {...form.field('name')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={copy.fields.email.label}
              placeholder={copy.fields.email.placeholder}
              type="email"
              required
              autoComplete="email"
              {...form.field('email')}
            />
            <TextField
              label={copy.fields.phone.label}
              placeholder={copy.fields.phone.placeholder}
              type="tel"
              required
              autoComplete="tel"
              {...form.field('phone')}
            />
          </div>
          <TextField
            label={copy.fields.business.label}
            placeholder={copy.fields.business.placeholder}
            autoComplete="organization"
            {...form.field('business')}
          />
          <TextareaField
            label={copy.fields.message.label}
            placeholder={copy.fields.message.placeholder}
            rows={4}
            {...form.field('message')}
          />
          <PrivacyLine />
          <Button type="submit" size="lg" disabled={lead.isPending}>
            {lead.isPending ? copy.submitting : copy.submit}
          </Button>
        </NativeForm>
      </div>
    </PageSection>
  )
}
