import { THANK_YOU_PAGE } from '@hard-hat/content'
import { LinkButton } from '@hard-hat/ui'
import { Hero } from '../components/shared/hero'
import { PageSection } from '../components/shared/page-section'
import { ProcessSteps } from '../components/shared/process-steps'
import { loaderMeta } from '../lib/loader-meta'
import { pageHead } from '../lib/page-head'
import { keepPageData } from '../lib/revalidate'

const path = '/thank-you'

/** At build time: the head from the route table and the JSON-LD builders, which never ship. */
export const loader = () => ({
  meta: [
    ...pageHead(path),
    // A confirmation page is for people who just sent an enquiry, not for search results.
    { name: 'robots', content: 'noindex' },
  ],
})
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

/** After an enquiry: the 24-hour promise, three next steps, urgent contact and the way on. */
export default function ThankYou() {
  const { hero, nextSteps, urgent, links } = THANK_YOU_PAGE
  return (
    <>
      <Hero headline={hero.heading} subheading={hero.text} />
      <PageSection id="next-steps" heading={nextSteps.heading}>
        <ProcessSteps steps={nextSteps.items} />
      </PageSection>
      <PageSection id="urgent" tone="soft" heading={urgent.heading} intro={urgent.text}>
        <div className="flex flex-col justify-center gap-4 sm:flex-row">
          <LinkButton href={urgent.phone.href} size="lg">
            {urgent.phone.label}
          </LinkButton>
          <LinkButton
            href={urgent.email.href}
            size="lg"
            variant="secondary"
            className="px-5 text-base sm:px-7 sm:text-lg"
          >
            <EmailLabel label={urgent.email.label} />
          </LinkButton>
        </div>
      </PageSection>
      <nav
        aria-label="Where next"
        className="flex flex-col justify-center gap-4 px-4 py-12 sm:flex-row"
      >
        {links.map((link) => (
          <LinkButton key={link.href} href={link.href} variant="outline" size="lg">
            {link.label}
          </LinkButton>
        ))}
      </nav>
    </>
  )
}

/**
 * "Email hello@…" kept whole on a phone: it may break only before the "@", never inside the
 * address or a word (a 320 px screen cannot fit it on one line).
 */
function EmailLabel({ label }: { label: string }) {
  const at = label.lastIndexOf('@')
  const space = label.lastIndexOf(' ', at)
  if (at < 0) return label
  return (
    <span>
      {label.slice(0, space + 1)}
      <span className="whitespace-nowrap">{label.slice(space + 1, at)}</span>
      <wbr />
      <span className="whitespace-nowrap">{label.slice(at)}</span>
    </span>
  )
}
