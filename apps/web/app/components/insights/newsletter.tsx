import { INSIGHTS_PAGE } from '@hard-hat/content'
import { NEWSLETTER_FORM } from '@hard-hat/forms'
import { SchemaForm } from '../form/schema-form'

/** The newsletter block: it really subscribes (P-every-form-submits), thanks and clears, or keeps the value. */
export function Newsletter() {
  const copy = INSIGHTS_PAGE.newsletter
  return (
    <section
      aria-labelledby="newsletter-title"
      className="bg-brand-ink px-4 py-16 text-brand-paper"
    >
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="newsletter-title" className="font-extrabold text-3xl">
          {copy.heading}
        </h2>
        <p className="mt-3 text-brand-muted-inverse">{copy.text}</p>
        <SchemaForm
          form={NEWSLETTER_FORM}
          words={copy}
          label="Newsletter"
          success={{ text: copy.thanks, display: 'inline' }}
          error={copy.error}
          className="mt-8 flex flex-col gap-4 rounded-xl bg-brand-paper p-6 text-left text-brand-text"
        />
      </div>
    </section>
  )
}
