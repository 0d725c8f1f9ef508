import { HOME_PAGE_COPY, homeClaimWords } from '@hard-hat/content'
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
 * The head (from the route table and the JSON-LD builders, which never ship), and the portfolio
 * teasers' projects, the testimonials and the figures (clients, rating, results: claims an owner
 * keeps true, decision 044) of the content it renders (the build's, or the store's when the API
 * renders a publication). A teaser whose project is not published is left out.
 */
export const loader = ({ context }: Route.LoaderArgs) => {
  const { testimonials, claims, projects } = siteContentOf(context)
  const teasers = HOME_PAGE_COPY.portfolio.teaserSlugs.flatMap((slug) => {
    const project = projects.find((candidate) => candidate.slug === slug)
    if (!project) return []
    const { title, location, description, image } = project
    return [{ slug, title, location, description, image }]
  })
  return {
    meta: pageHead('/', { hasBusiness: true, rating: claims.rating }),
    teasers,
    testimonials: { home: testimonials.home, 'home-results': testimonials['home-results'] },
    claims: { clients: claims.clients, rating: claims.rating, results: claims.results },
  }
}
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

/** Home: the eleven sections of spec 000, in order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero } = HOME_PAGE_COPY
  const figures = homeClaimWords(loaderData.claims)
  return (
    <>
      <Hero
        eyebrow={figures.eyebrow}
        headline={hero.headline}
        subheading={hero.subheading}
        primary={hero.primaryCta}
        secondary={hero.secondaryCta}
      >
        <p className="mt-6 font-semibold text-brand-amber">{figures.trustLine}</p>
      </Hero>
      <IntroSections />
      <WorkSections
        teasers={loaderData.teasers}
        testimonialsOf={loaderData.testimonials}
        stats={figures.stats}
      />
      <ConsultationForm />
    </>
  )
}
