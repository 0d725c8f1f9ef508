import { REFERRAL_PAGE, REFERRAL_RULES } from '@hard-hat/content'
import { FaqList } from '@hard-hat/ui'
import { useState } from 'react'
import { ReferralForm, type StoredReferral } from '../components/referrals/referral-form'
import { ReferralIntro, ReferralThankYou } from '../components/referrals/referral-sections'
import { Hero } from '../components/shared/hero'
import { PageSection } from '../components/shared/page-section'
import { faqPageLoader } from '../lib/faq-page.server'
import { loaderMeta } from '../lib/loader-meta'
import { keepPageData } from '../lib/revalidate'
import type { Route } from './+types/referrals'

/**
 * The head (from the route table and the JSON-LD builders, which never ship) and the FAQ of the
 * content it renders (the build's, or the store's when the API renders a publication).
 */
export const loader = faqPageLoader('referrals', { breadcrumb: 'Referral Programme' })
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

/** The referral programme: rewards, the form, then the thank-you panel with the code; FAQ. */
export default function Referrals({ loaderData }: Route.ComponentProps) {
  const [stored, setStored] = useState<StoredReferral | null>(null)
  const { hero, form, faq, thankYou } = REFERRAL_PAGE
  return (
    <>
      <Hero
        eyebrow={hero.badge}
        headline={hero.heading}
        subheading={hero.intro}
        primary={hero.cta}
      />
      <ReferralIntro />
      <PageSection id={form.anchor} tone="ink" heading={form.heading}>
        <div className="mx-auto max-w-3xl">
          {stored ? (
            <ReferralThankYou stored={stored} onReferAgain={() => setStored(null)} />
          ) : (
            <ReferralForm onStored={setStored} />
          )}
        </div>
      </PageSection>
      <PageSection id="rules" heading={thankYou.rulesHeading}>
        <ul className="mx-auto max-w-3xl list-disc space-y-2 pl-6">
          {REFERRAL_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="faq" tone="soft" heading={faq.heading}>
        <FaqList items={loaderData.faqs} className="mx-auto max-w-3xl" />
      </PageSection>
    </>
  )
}
