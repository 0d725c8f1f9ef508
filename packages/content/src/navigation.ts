import { SITE } from './site'
import type { LinkItem } from './types'

/** The five header links, in order. */
export const HEADER_LINKS = [
  { label: 'Home', href: '/' },
  { label: 'Website Design', href: '/website-design' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'CRM', href: '/crm' },
  { label: 'Insights', href: '/insights' },
] as const satisfies readonly LinkItem[]

/** The header's Referrals button. */
export const REFERRALS_BUTTON = {
  label: 'Referrals',
  href: '/referrals',
} as const satisfies LinkItem

/** The header's Get In Touch button. */
export const GET_IN_TOUCH_BUTTON = {
  label: 'Get In Touch',
  href: '/contact',
} as const satisfies LinkItem

/** Labels of the header's controls that are not links. */
export const HEADER_LABELS = {
  logo: `${SITE.brand}, home`,
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  navigation: 'Main',
} as const

/** A titled group of footer links. */
export interface FooterGroup {
  readonly title: string
  readonly links: readonly LinkItem[]
}

/**
 * Everything the footer shows (spec 000 "Footer").
 * @example FOOTER.copyright(2025) // "© 2025 Hard Hat Websites. All rights reserved."
 */
export const FOOTER = {
  brand: SITE.brand,
  blurb:
    'Websites, SEO and marketing built for builders, trades and construction firms. We help you win more of the jobs you want, from our office in Scarborough.',
  social: SITE.social,
  groups: [
    {
      title: 'Our Services',
      links: [
        { label: 'Website Design', href: '/website-design' },
        { label: 'Construction CRM', href: '/crm' },
      ],
    },
    {
      title: 'Resources',
      links: [
        { label: 'Portfolio', href: '/portfolio' },
        { label: 'Industry Insights', href: '/insights' },
        // The HTML page, readable on a phone; /sitemap.xml stays for search engines.
        { label: 'Sitemap', href: '/sitemap' },
        { label: 'Terms of Service', href: '/terms' },
        { label: 'Privacy Policy', href: '/privacy' },
      ],
    },
  ] satisfies readonly FooterGroup[],
  contact: {
    title: 'Contact Us',
    addressLines: SITE.addressLines,
    phone: SITE.phone,
    email: SITE.email,
    openingHours: SITE.openingHours.display,
  },
  referralsButton: REFERRALS_BUTTON,
  legalLinks: [
    { label: 'Cookies', href: '/cookies' },
    { label: 'Privacy', href: '/privacy' },
    { label: 'Terms', href: '/terms' },
  ] satisfies readonly LinkItem[],
  /** Reopens the cookie banner; without scripts it leads to the policy's "Changing your choice". */
  cookieSettingsLink: {
    label: 'Cookie settings',
    href: '/cookies#managing-cookies',
  } satisfies LinkItem,
  /** The copyright line for a year: "© 2025 Hard Hat Websites. All rights reserved." */
  copyright: (year: number): string => `© ${year} ${SITE.brand}. All rights reserved.`,
} as const
