import { HOME_PAGE_COPY } from '@hard-hat/content'
import { CONSULTATION_FORM, DEFAULT_ERROR_MESSAGE } from '@hard-hat/forms'
import { toast } from '@hard-hat/ui'
import { useRef } from 'react'
import { SchemaForm } from '../form/schema-form'
import { PageSection } from '../shared/page-section'

/**
 * The home page's consultation request (anchor consultation-form). P-every-form-submits: it really
 * sends a `consultation` lead; the toast appears only once the API has stored it.
 */
export function ConsultationForm() {
  const copy = HOME_PAGE_COPY.consultation
  const sectionRef = useRef<HTMLDivElement>(null)
  return (
    <PageSection id={copy.anchor} tone="soft" heading={copy.heading} intro={copy.intro}>
      <div ref={sectionRef} className="mx-auto max-w-3xl scroll-mt-24">
        <SchemaForm
          form={CONSULTATION_FORM}
          words={copy}
          label={copy.heading}
          error={DEFAULT_ERROR_MESSAGE}
          onStored={(stored) => {
            toast({
              title: copy.success.title,
              description: `${copy.success.text} Your reference: ${stored.reference}`,
            })
            sectionRef.current?.scrollIntoView({ block: 'start' })
          }}
        />
      </div>
    </PageSection>
  )
}
