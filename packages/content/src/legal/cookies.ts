import { SITE } from '../site'
import { COUNTING_PARAGRAPHS, COUNTING_SECTION_ID } from './counting'
import { LEGAL_LAST_UPDATED, type LegalPage } from './legal-page'
import { OBJECTION_COOKIE, OBJECTION_LIFETIME_DAYS } from './objection'

/** Whether an item is needed for the site to work or only set after consent. */
export type CookieCategory = 'necessary' | 'analytics'

/** Where the browser keeps it: a cookie, or the site's local storage (PECR covers both). */
export type CookieStorage = 'cookie' | 'localStorage'

/** One row of the cookie table. */
export interface CookieDescription {
  /** The exact name, or a prefix followed by `<ID>` where the end varies (`_ga_<ID>`). */
  readonly name: string
  readonly provider: string
  readonly category: CookieCategory
  readonly storage: CookieStorage
  readonly purpose: string
  /** How long it lasts, in words. */
  readonly duration: string
  /**
   * The lifetime in days its setter asks for (the site enforces it for local storage). Browsers
   * may keep a cookie for less: Chrome and Edge keep none longer than 400 days.
   */
  readonly lifetimeDays: number
}

/** The key under which the visitor's cookie choice is stored as 'true' or 'false' (spec 001 §3). */
export const COOKIE_CONSENT_KEY = 'cookieConsent'

/** The key holding when the choice was made and under which version of this policy. */
export const COOKIE_CONSENT_RECORD_KEY = 'cookieConsentRecord'

// The version a stored choice was made under lives in ./cookie-policy-version: change it with
// the table below, and every visitor is asked again.

/** A choice counts for 12 months (about 365 days); then the banner asks again. */
const CONSENT_LIFETIME_DAYS = 365

/**
 * Everything this site stores in the browser, for the cookie table. Google Analytics 4 (gtag.js
 * with a `G-` measurement id) sets `_ga` and `_ga_<ID>` and nothing else; an e2e test compares
 * this table with the browser's cookies and local storage after Accept All.
 */
export const COOKIE_TABLE: readonly CookieDescription[] = [
  {
    name: '_ga',
    provider: 'Google Analytics',
    category: 'analytics',
    storage: 'cookie',
    purpose: 'Tells visitors apart so we can count them and see which pages are useful.',
    duration: '2 years (400 days in Chrome and Edge, which keep no cookie longer)',
    lifetimeDays: 730,
  },
  {
    name: '_ga_<ID>',
    provider: 'Google Analytics',
    category: 'analytics',
    storage: 'cookie',
    purpose: 'Keeps track of your current visit, so pages seen together count as one visit.',
    duration: '2 years (400 days in Chrome and Edge, which keep no cookie longer)',
    lifetimeDays: 730,
  },
  {
    name: COOKIE_CONSENT_KEY,
    provider: SITE.brand,
    category: 'necessary',
    storage: 'localStorage',
    purpose:
      'Remembers whether you chose Accept All or Decline, so the banner does not keep asking.',
    duration: '12 months, then we ask again',
    lifetimeDays: CONSENT_LIFETIME_DAYS,
  },
  {
    name: COOKIE_CONSENT_RECORD_KEY,
    provider: SITE.brand,
    category: 'necessary',
    storage: 'localStorage',
    purpose:
      'Remembers when you made that choice and under which version of this policy, so we ask again after 12 months or when the policy changes.',
    duration: '12 months, then we ask again',
    lifetimeDays: CONSENT_LIFETIME_DAYS,
  },
  {
    name: OBJECTION_COOKIE,
    provider: SITE.brand,
    category: 'necessary',
    storage: 'cookie',
    purpose:
      'Set only if you choose "Don\'t count my visits": records that objection and nothing else, so our own visit counts leave you out.',
    duration: '1 year',
    lifetimeDays: OBJECTION_LIFETIME_DAYS,
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
        `The table below lists every cookie this site may set and everything it keeps in your browser's local storage, who sets it, what it is for and how long it lasts. Nothing else is stored.`,
        `Analytics cookies (_ga and _ga_<ID>) and the Google Analytics script load only after you choose Accept All in the cookie banner, and only if we have turned Google Analytics on: the site no longer needs it, because it counts visits itself without cookies (see below). If you choose Decline, or close the banner without choosing, no analytics cookie is set.`,
      ],
    },
    {
      id: COUNTING_SECTION_ID,
      heading: 'Counting visits without cookies',
      paragraphs: COUNTING_PARAGRAPHS,
    },
    {
      id: 'managing-cookies',
      heading: 'Changing your choice',
      paragraphs: [
        `Declining is as easy as accepting: the cookie banner has both buttons side by side. To change your mind at any time, choose Cookie settings at the foot of any page: the banner opens again and shows your current choice. If you choose Decline after accepting, analytics stops at once and we delete the analytics cookies already set.`,
        `Your choice lasts 12 months. After that, or when we change this policy, the banner asks you again.`,
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
