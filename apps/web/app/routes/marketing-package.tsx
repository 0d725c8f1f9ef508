import { MARKETING_PACKAGE_PAGES } from '@hard-hat/content'
import { DOMINANCE_FORM, FORM_MESSAGES, LAUNCH_FORM, MOMENTUM_FORM } from '@hard-hat/forms'
import type { MarketingPackageId } from '@hard-hat/pricing'
import { FaqList } from '@hard-hat/ui'
import { useLocation } from 'react-router'
import { SchemaForm } from '../components/form/schema-form'
import {
  MarketingPackageDetails,
  SuccessStories,
} from '../components/packages/marketing-package-sections'
import { Hero } from '../components/shared/hero'
import { PageSection } from '../components/shared/page-section'
import { faqPageLoader } from '../lib/faq-page.server'
import { loaderMeta } from '../lib/loader-meta'
import { keepPageData } from '../lib/revalidate'
import type { Route } from './+types/marketing-package'

const PACKAGE_FORMS = { launch: LAUNCH_FORM, momentum: MOMENTUM_FORM, dominance: DOMINANCE_FORM }

/** /packages/launch → "launch". */
function packageIdOf(pathname: string): MarketingPackageId {
  const id = pathname.split('/').filter(Boolean).at(-1)
  if (id === 'launch' || id === 'momentum' || id === 'dominance') return id
  throw new RangeError(`@hard-hat/web: "${pathname}" is not a marketing package page`)
}

/**
 * The head (from the route table and the JSON-LD builders, which never ship) and the package's
 * FAQ of the content it renders (the build's, or the store's when the API renders a publication).
 */
export const loader = faqPageLoader(
  (path) => `package-${packageIdOf(path)}` as const,
  (path) => ({
    breadcrumb: `${MARKETING_PACKAGE_PAGES[packageIdOf(path)].name} Package`,
    offerPath: path,
  }),
)
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

/** Launch, Momentum or Dominance: price and go-live time, inclusions, sign-up, process, FAQ. */
export default function MarketingPackage({ loaderData }: Route.ComponentProps) {
  const id = packageIdOf(useLocation().pathname)
  const page = MARKETING_PACKAGE_PAGES[id]
  const { hero, form } = page
  return (
    <>
      <Hero
        eyebrow={hero.badge}
        headline={hero.heading}
        subheading={hero.intro}
        primary={{ label: form.submit, href: `#${form.anchor}` }}
      >
        <p className="mt-6 flex flex-col items-center gap-1">
          <strong className="font-extrabold text-4xl text-brand-amber">{page.priceDisplay}</strong>
          <span className="font-semibold">{page.liveInText}</span>
        </p>
      </Hero>
      <MarketingPackageDetails page={page} />
      {page.successStories ? <SuccessStories stories={page.successStories} /> : null}
      <PageSection id={form.anchor} tone="ink" heading={form.heading} intro={form.intro}>
        <div className="mx-auto max-w-3xl">
          <SchemaForm
            key={id}
            form={PACKAGE_FORMS[id]}
            words={form}
            label={form.heading}
            success={{ text: form.success, display: 'inline' }}
            error={FORM_MESSAGES.packageInquiry.error}
          />
        </div>
      </PageSection>
      <PageSection id="faq" heading={page.faqHeading}>
        <FaqList items={loaderData.faqs} className="mx-auto max-w-3xl" />
      </PageSection>
    </>
  )
}
