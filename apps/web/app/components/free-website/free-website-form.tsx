import { FREE_WEBSITE_PAGE } from '@hard-hat/content'
import { PRIORITY_OPTIONS } from '@hard-hat/forms'
import { Button, SelectField, TextareaField, TextField, toast } from '@hard-hat/ui'
import { useSubmission } from '../../lib/submissions'
import { useSchemaForm } from '../../lib/use-schema-form'
import { NativeForm } from '../form/native-form'
import { PrivacyNotice } from '../form/privacy-notice'

const empty = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  companyName: '',
  websiteGoal: '',
  mainServices: '',
}

/**
 * The free website request: every field required ("Missing Information" toast and nothing sent
 * when one is empty), "Submitting..." while sending, then a toast; values kept on failure.
 */
export function FreeWebsiteForm() {
  const copy = FREE_WEBSITE_PAGE.form
  const form = useSchemaForm((forms) => forms.FreeWebsiteSchema, empty)
  const enquiry = useSubmission((api) => api.submitEnquiry, 'free-website')

  const onSubmit = form.handleSubmit(
    (values, forms) => {
      enquiry.mutate(forms.buildFreeWebsiteEnquiry(values), {
        onSuccess: (stored) => {
          form.reset()
          toast({
            title: copy.toasts.success.title,
            description: `${copy.toasts.success.description} Your reference: ${stored.reference}`,
          })
        },
        onError: (error) => {
          if (error.kind === 'validation') form.showErrors(error.fields)
          toast({ variant: 'destructive', ...copy.toasts.failure })
        },
      })
    },
    (_errors, values) => {
      const hasEmptyField = Object.values(values).some((value) => value.trim() === '')
      if (hasEmptyField) toast({ variant: 'destructive', ...copy.toasts.missing })
    },
  )

  const { fields } = copy
  return (
    <NativeForm
      formId="free-website"
      summary={form.summary}
      onSubmit={onSubmit}
      aria-label={copy.heading}
      className="flex flex-col gap-4 rounded-xl bg-brand-paper p-6 text-brand-text shadow-sm"
    >
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
        label={fields.companyName.label}
        placeholder={fields.companyName.placeholder}
        required
        autoComplete="organization"
        {...form.field('companyName')}
      />
      <SelectField
        label={fields.websiteGoal.label}
        placeholder={fields.websiteGoal.placeholder}
        options={PRIORITY_OPTIONS}
        required
        {...form.field('websiteGoal')}
      />
      <TextareaField
        label={fields.mainServices.label}
        placeholder={fields.mainServices.placeholder}
        rows={fields.mainServices.rows}
        required
        {...form.field('mainServices')}
      />
      <PrivacyNotice />
      <Button type="submit" size="lg" disabled={enquiry.isPending}>
        {enquiry.isPending ? copy.submitting : copy.submit}
      </Button>
    </NativeForm>
  )
}
