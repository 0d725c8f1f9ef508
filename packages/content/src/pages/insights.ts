import { INSIGHT_CATEGORIES } from '../articles/article'

/**
 * Copy of the insights list (/insights). The articles are `INSIGHT_ARTICLES`; filter with
 * `filterInsights`, and keep the filter in the query string (P-filters-in-url).
 * @example INSIGHTS_PAGE.search.placeholder // "Search insights..."
 */
export const INSIGHTS_PAGE = {
  hero: {
    badge: 'Industry Insights',
    heading: 'Marketing Advice for Builders and Trades',
    intro:
      'Practical, jargon-free guides on websites, local SEO, advertising and social media, written for UK trade and construction businesses.',
    primaryCta: { label: 'Get Free Advice', href: '/#consultation-form' },
    secondaryCta: { label: 'See Our Work', href: '/portfolio' },
  },
  filtersLabel: 'Filter insights by category',
  filters: INSIGHT_CATEGORIES,
  search: { label: 'Search insights', placeholder: 'Search insights...' },
  card: {
    readMore: 'Read More',
    /** The reading time: "5 min read". */
    readTime: (minutes: number): string => `${minutes} min read`,
  },
  emptyState: {
    heading: 'No insights found',
    text: 'Try adjusting your search or filter criteria.',
    reset: 'Reset Filters',
  },
  newsletter: {
    heading: 'Get Insights in Your Inbox',
    text: 'One short email a month with practical marketing tips for trade businesses. Unsubscribe at any time.',
    fields: { email: { label: 'Email address', placeholder: 'Enter your email address' } },
    submit: 'Subscribe',
    submitting: 'Subscribing...',
    privacyNote: 'We use your email address only to send the newsletter. See our privacy policy.',
    privacyLink: { label: 'privacy policy', href: '/privacy' },
    thanks: 'Thanks for subscribing! Check your inbox to confirm your subscription.',
    error: 'Sorry, there was an error with your subscription. Please try again.',
  },
} as const

/** Labels of an article page (/insights/{slug}). */
export const ARTICLE_PAGE = {
  breadcrumb: { home: 'Home', insights: 'Insights', insightsHref: '/insights' },
  /** The author line: "By Sam Sample, Editor". */
  byline: (name: string, role: string): string => `By ${name}, ${role}`,
  publishedLabel: 'Published',
  /** The reading time: "5 min read". */
  readTime: (minutes: number): string => `${minutes} min read`,
  tagsHeading: 'Tags',
  loading: 'Loading article...',
  consultation: {
    heading: 'Want Help Putting This Into Practice?',
    text: 'Book a free consultation and we will look at your website, your Google listing and your competitors, then tell you honestly what we would do.',
    primaryCta: { label: 'Book a Free Consultation', href: '/#consultation-form' },
    secondaryCta: { label: 'See Our Work', href: '/portfolio' },
  },
  getInTouch: {
    text: 'Have a question about this article?',
    link: { label: 'Get in Touch', href: '/contact' },
  },
  backLink: { label: 'Back to Insights', href: '/insights' },
} as const

/** What an unknown article slug shows (spec 001 §8). */
export const ARTICLE_NOT_FOUND = {
  heading: 'Article Not Found',
  text: "We couldn't find the article you're looking for.",
  link: { label: 'Return to Insights', href: '/insights' },
} as const
