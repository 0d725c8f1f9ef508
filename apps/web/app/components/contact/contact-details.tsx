import { CONTACT_PAGE } from '@hard-hat/content'

/** Phone, email, office and opening hours, all from content (P-one-source-of-truth). */
export function ContactDetails() {
  const { details } = CONTACT_PAGE
  return (
    <div className="rounded-xl bg-brand-paper-soft p-6">
      <h2 className="font-bold text-2xl">{details.heading}</h2>
      <dl className="mt-4 grid gap-4">
        <div>
          <dt className="font-semibold">{details.phone.label}</dt>
          <dd>
            <a href={details.phone.href} className="text-brand-accent-text underline">
              {details.phone.value}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{details.email.label}</dt>
          <dd>
            <a href={details.email.href} className="break-all text-brand-accent-text underline">
              {details.email.value}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{details.hours.label}</dt>
          {details.hours.lines.map((line) => (
            <dd key={line}>{line}</dd>
          ))}
        </div>
      </dl>
    </div>
  )
}
