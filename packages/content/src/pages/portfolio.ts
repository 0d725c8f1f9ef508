import { PORTFOLIO_PROCESS } from '../process/process'
import { PORTFOLIO_CATEGORIES } from '../projects/categories'

/**
 * Copy of the portfolio list (/portfolio). The projects are `PROJECTS`; the filters read their ids
 * from the query string (P-filters-in-url).
 * @example PORTFOLIO_PAGE.filters[0].label // "All Projects"
 */
export const PORTFOLIO_PAGE = {
  hero: {
    badge: 'Our Work',
    heading: 'Websites and Marketing That Win Work for Trades',
    intro:
      'Take a look at some of the builders, roofers, plumbers, electricians and heating engineers we have helped. Every project is built to bring in more calls and enquiries.',
  },
  filtersLabel: 'Filter projects by category',
  filters: PORTFOLIO_CATEGORIES,
  emptyState: {
    heading: 'No projects found',
    text: 'There are no projects in this category yet.',
    reset: 'Show All Projects',
  },
  card: { viewLabel: 'View Case Study' },
  process: {
    heading: 'How We Deliver Results',
    intro: 'Every project follows the same proven four-step process.',
    steps: PORTFOLIO_PROCESS,
  },
  cta: {
    heading: 'Ready to Be Our Next Success Story?',
    text: 'Tell us about your business and we will show you what we could do for you. No obligation, no jargon.',
    button: { label: 'Start Your Project', href: '/contact' },
  },
} as const

/** Headings and links of a case study page (/portfolio/{slug}). */
export const CASE_STUDY_PAGE = {
  backLink: { label: 'Back to Portfolio', href: '/portfolio' },
  overviewHeading: 'Project Overview',
  clientLabel: 'Client',
  keyResultsHeading: 'Key Results',
  /** Above a case study's further photos, when it has any. */
  galleryHeading: 'More Photos of the Work',
  challengeHeading: 'The Challenge',
  solutionHeading: 'Our Solution',
  resultsHeading: 'The Results',
  deliverablesHeading: 'What We Delivered',
  testimonialHeading: 'What the Client Said',
  moreProjectsHeading: 'More Projects',
  moreProjectsLinkLabel: 'View Project',
  cta: {
    heading: 'Want Results Like These?',
    text: 'Get in touch for a free, no-obligation chat about your business.',
    button: { label: 'Get In Touch', href: '/contact' },
  },
} as const

/** What an unknown portfolio slug shows (spec 001 §8). */
export const PROJECT_NOT_FOUND = {
  heading: 'Project Not Found',
  text: "Sorry, the project you're looking for doesn't exist or has been removed.",
  link: { label: 'Back to Portfolio', href: '/portfolio' },
} as const
