import { SITE } from './site'

// The page title rule and the not-found page's texts, apart from the route table: the not-found
// page's head needs them in the browser, and the table (every route's copy) should not ship there.

/** Builds a page title with the brand after it, e.g. "Leeds Roofers | Hard Hat Websites". */
export function pageTitle(title: string): string {
  return `${title} | ${SITE.brand}`
}

/** What the not-found page sets as its title and description. */
export const NOT_FOUND_ROUTE = {
  title: pageTitle('404 Page Not Found'),
  heading: '404 Page Not Found',
  description: 'Sorry, the page you are looking for does not exist or has been moved.',
  homeLink: { label: 'Return to Homepage', href: '/' },
  /** The ways on besides home: what a lost visitor most likely came for. */
  waysOnHeading: 'Or try one of these',
  waysOn: [
    { label: 'Price your website', href: '/boutique-pricing' },
    { label: 'See our portfolio', href: '/portfolio' },
    { label: 'Contact us', href: '/contact' },
  ],
  callText: 'Or call us on',
  phone: SITE.phone,
} as const
