import { SITE } from '../site'
import { LEGAL_LAST_UPDATED, type LegalPage } from './legal-page'

/** Whether a cookie is needed for the site to work or only set after consent. */
export type CookieCategory = 'necessary' | 'analytics'

/** One row of the cookie table. */
export interface CookieDescription {
  readonly name: string
  readonly provider: string
  readonly category: CookieCategory
  readonly purpose: string
  /** How long it lasts, in words. */
  readonly duration: string
}

/** The key under which the visitor's cookie choice is stored (spec 001 §3). */
export const COOKIE_CONSENT_KEY = 'cookieConsent'

/** Every cookie this site may set, for the cookie table. */
export const COOKIE_TABLE: readonly CookieDescription[] = [
  {
    name: '_ga',
    provider: 'Google Analytics',
    category: 'analytics',
    purpose: 'Tells visits apart so we can count visitors and see which pages are useful.',
    duration: '2 years',
  },
  {
    name: '_gid',
    provider: 'Google Analytics',
    category: 'analytics',
    purpose: 'Tells visits apart over a single day.',
    duration: '24 hours',
  },
  {
    name: '_gat',
    provider: 'Google Analytics',
    category: 'analytics',
    purpose: 'Limits how often analytics data is sent, to keep the site fast.',
    duration: '1 minute',
  },
  {
    name: COOKIE_CONSENT_KEY,
    provider: SITE.brand,
    category: 'necessary',
    purpose:
      'Remembers whether you chose Accept All or Decline, so the cookie banner does not keep asking.',
    duration: '1 year',
  },
  {
    name: 'session',
    provider: SITE.brand,
    category: 'necessary',
    purpose: 'Keeps your visit working as you move between pages. It holds no personal details.',
    duration: 'Session (deleted when you close your browser)',
  },
]

/** The Cookie Policy page; the cookie table is `COOKIE_TABLE`. */
export const COOKIE_POLICY: LegalPage = {
  title: 'Cookie Policy',
  description: `Which cookies the ${SITE.brand} website uses, what each one does, how long it lasts and how to control them.`,
  lastUpdated: LEGAL_LAST_UPDATED.display,
  lastUpdatedIso: LEGAL_LAST_UPDATED.iso,
  intro: `Cookies are small text files a website stores in your browser. This page explains which cookies ${SITE.brand} uses and how you can control them. We ask for your consent before setting any cookie that is not strictly necessary.`,
  sections: [
    {
      id: 'what-are-cookies',
      heading: 'What cookies are',
      paragraphs: [
        `A cookie lets a website remember something about your visit, such as a choice you made. Some cookies are strictly necessary for the site to work; others, such as analytics cookies, help us understand how the site is used.`,
      ],
    },
    {
      id: 'cookies-we-use',
      heading: 'Cookies we use',
      paragraphs: [
        `The table below lists every cookie this site may set, who sets it, what it is for and how long it lasts.`,
        `Analytics cookies (_ga, _gid and _gat) and the Google Analytics script load only after you choose Accept All in the cookie banner. If you choose Decline, or close the banner without choosing, no analytics cookie is set.`,
      ],
    },
    {
      id: 'managing-cookies',
      heading: 'Changing your choice',
      paragraphs: [
        `Declining is as easy as accepting: the cookie banner has both buttons side by side. To change your mind later, clear this site's cookies and stored data in your browser settings and the banner will ask again on your next visit.`,
        `You can also block cookies in your browser settings. Blocking strictly necessary cookies may stop parts of the site from working properly.`,
      ],
    },
    {
      id: 'more-information',
      heading: 'More information',
      paragraphs: [
        `Our Privacy Policy explains how we handle personal information. If you have any questions about cookies, email ${SITE.email.address} or call ${SITE.phone.display}.`,
      ],
    },
  ],
}
