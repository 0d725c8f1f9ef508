import { HOME_PAGE } from '@hard-hat/content'
import { ConsultationForm } from '../components/home/consultation-form'
import { IntroSections } from '../components/home/intro-sections'
import { WorkSections } from '../components/home/work-sections'
import { Hero } from '../components/shared/hero'
import { loaderMeta } from '../lib/loader-meta'
import { pageHead } from '../lib/page-head'
import { keepPageData } from '../lib/revalidate'
import { siteContentOf } from '../lib/site-content.server'
import type { Route } from './+types/home'

/**
 * The head (from the route table and the JSON-LD builders, which never ship) and the testimonials
 * of the content it renders (the build's, or the store's when the API renders a publication).
 */
export const loader = ({ context }: Route.LoaderArgs) => {
  const { testimonials } = siteContentOf(context)
  return {
    meta: pageHead('/', { hasBusiness: true }),
    testimonials: { home: testimonials.home, 'home-results': testimonials['home-results'] },
  }
}
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

/** Home: the eleven sections of spec 000, in order. */
export default function Home({ loaderData }: Route.ComponentProps) {
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
      <WorkSections testimonialsOf={loaderData.testimonials} />
      <ConsultationForm />
    </>
  )
}
