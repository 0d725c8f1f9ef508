import { FREE_WEBSITE_PAGE } from '@hard-hat/content'
import { FREE_WEBSITE } from '@hard-hat/pricing'
import { CardGrid, LinkButton } from '@hard-hat/ui'
import { FreeWebsiteForm } from '../components/free-website/free-website-form'
import { Hero } from '../components/shared/hero'
import { PageSection } from '../components/shared/page-section'
import { ProcessSteps } from '../components/shared/process-steps'
import { loaderMeta } from '../lib/loader-meta'
import { headLoader } from '../lib/page-head'
import { keepPageData } from '../lib/revalidate'

/** At build time: the head from the route table and the JSON-LD builders, which never ship. */
export const loader = headLoader({ breadcrumb: FREE_WEBSITE.name })
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

/** The free website page: included features, why free, how it works, the request form, upsell. */
export default function FreeWebsite() {
  const { hero, features, whyFree, howItWorks, form, upsell } = FREE_WEBSITE_PAGE
  return (
    <>
      <Hero
        eyebrow={hero.badge}
        headline={hero.headline}
        subheading={hero.subheading}
        primary={hero.cta}
      />
      <PageSection id="features" heading={features.heading}>
        <CardGrid items={features.items} className="sm:grid-cols-2 lg:grid-cols-3" />
      </PageSection>
      <PageSection id="why-free" tone="soft" heading={whyFree.heading}>
        <CardGrid tone="paper" items={whyFree.reasons} className="md:grid-cols-2" />
      </PageSection>
      <PageSection id="how-it-works" heading={howItWorks.heading}>
        <ProcessSteps steps={howItWorks.steps} />
      </PageSection>
      <PageSection id={form.anchor} tone="ink" heading={form.heading} intro={form.intro}>
        <div className="mx-auto max-w-3xl">
          <FreeWebsiteForm />
        </div>
      </PageSection>
      <PageSection id="upsell" tone="soft" heading={upsell.heading} intro={upsell.text}>
        <div className="text-center">
          <LinkButton href={upsell.link.href} variant="secondary" size="lg">
            {upsell.link.label}
          </LinkButton>
        </div>
      </PageSection>
    </>
  )
}
