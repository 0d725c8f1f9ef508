import { HOME_PAGE } from '@hard-hat/content'
import { ConsultationForm } from '../components/home/consultation-form'
import { IntroSections } from '../components/home/intro-sections'
import { WorkSections } from '../components/home/work-sections'
import { Hero } from '../components/shared/hero'
import { loaderMeta } from '../lib/loader-meta'
import { headLoader } from '../lib/page-head'
import { keepPageData } from '../lib/revalidate'

/** At build time: the head from the route table and the JSON-LD builders, which never ship. */
export const loader = headLoader({ hasBusiness: true })
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

/** Home: the eleven sections of spec 000, in order. */
export default function Home() {
  const { hero } = HOME_PAGE
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        headline={hero.headline}
        subheading={hero.subheading}
        primary={hero.primaryCta}
        secondary={hero.secondaryCta}
      >
        <p className="mt-6 font-semibold text-brand-amber">{hero.trustLine}</p>
      </Hero>
      <IntroSections />
      <WorkSections />
      <ConsultationForm />
    </>
  )
}
