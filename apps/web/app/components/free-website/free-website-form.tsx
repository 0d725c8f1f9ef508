import { FREE_WEBSITE_PAGE } from '@hard-hat/content'
import { FREE_WEBSITE_FORM } from '@hard-hat/forms'
import { toast } from '@hard-hat/ui'
import { SchemaForm } from '../form/schema-form'

/**
 * The free website request: every field required ("Missing Information" toast and nothing sent
 * when one is empty), "Submitting..." while sending, then a toast; values kept on failure.
 */
export function FreeWebsiteForm() {
  const copy = FREE_WEBSITE_PAGE.form
  return (
    <SchemaForm
      form={FREE_WEBSITE_FORM}
      words={copy}
      label={copy.heading}
      onStored={(stored) =>
        toast({
          title: copy.toasts.success.title,
          description: `${copy.toasts.success.description} Your reference: ${stored.reference}`,
        })
      }
      onFailed={() => toast({ variant: 'destructive', ...copy.toasts.failure })}
      onInvalid={(_errors, values) => {
        const hasEmptyField = Object.values(values).some((value) => value.trim() === '')
        if (hasEmptyField) toast({ variant: 'destructive', ...copy.toasts.missing })
      }}
    />
  )
}
