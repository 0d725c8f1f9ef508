import { getProjectBySlug, type Project } from '../projects'
import { RESULTS_TESTIMONIALS, TESTIMONIALS } from '../testimonials'
import { HOME_PAGE_COPY } from './home-copy'

export { HOME_SECTION_ORDER, homeClaimWords } from './home-copy'

function teaser(slug: string): Project {
  const project = getProjectBySlug(slug)
  if (!project) throw new RangeError(`@hard-hat/content: no project "${slug}" for the home page`)
  return project
}

/**
 * All copy of the home page, one key per section in {@link HOME_SECTION_ORDER}, with the seed's
 * projects in the portfolio teasers and its testimonials: {@link HOME_PAGE_COPY} and the content.
 * @example HOME_PAGE.hero.primaryCta // { label: 'Book a Free Consultation', href: '/contact' }
 */
export const HOME_PAGE = {
  ...HOME_PAGE_COPY,
  portfolio: {
    heading: HOME_PAGE_COPY.portfolio.heading,
    intro: HOME_PAGE_COPY.portfolio.intro,
    projects: HOME_PAGE_COPY.portfolio.teaserSlugs.map(teaser),
    cta: HOME_PAGE_COPY.portfolio.cta,
  },
  results: { ...HOME_PAGE_COPY.results, testimonials: RESULTS_TESTIMONIALS },
  testimonials: { ...HOME_PAGE_COPY.testimonials, items: TESTIMONIALS },
} as const
