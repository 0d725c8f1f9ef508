import type { Deadline, LinkItem } from './types'

/** The office's postal address (fictional street in the real town of Scarborough). */
export interface PostalAddress {
  readonly streetAddress: string
  readonly addressLocality: string
  readonly addressRegion: string
  readonly postalCode: string
  readonly addressCountry: 'GB'
}

/** Opening hours: one definition, shown as text and given to schema.org in machine form. */
export interface OpeningHours {
  /** For people, e.g. "Monday–Friday 09:00–17:30". */
  readonly display: string
  /** One line per group of days, for a contact block. */
  readonly lines: readonly string[]
  /** schema.org days of the week. */
  readonly dayOfWeek: readonly ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday')[]
  /** 24-hour "HH:MM". */
  readonly opens: string
  /** 24-hour "HH:MM". */
  readonly closes: string
  /** The schema.org `openingHours` short form, e.g. "Mo-Fr 09:00-17:30". */
  readonly schemaOrg: string
}

const openingHours: OpeningHours = {
  display: 'Monday–Friday 09:00–17:30',
  lines: ['Monday–Friday: 09:00–17:30', 'Saturday and Sunday: closed'],
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '09:00',
  closes: '17:30',
  schemaOrg: 'Mo-Fr 09:00-17:30',
}

const address: PostalAddress = {
  streetAddress: '12 Harbour Works, Foreshore Road',
  addressLocality: 'Scarborough',
  addressRegion: 'North Yorkshire',
  postalCode: 'YO11 1PB',
  addressCountry: 'GB',
}

/**
 * Who the agency is and how to reach it: every page, payload and structured-data block reads these.
 * @example `<a href={SITE.phone.href}>{SITE.phone.display}</a>`
 */
export const SITE = {
  brand: 'Hard Hat Websites',
  siteId: 'hard-hat-website',
  origin: 'https://www.hardhatwebsites.example',
  tagline: 'Websites and marketing for builders, trades and construction firms across the UK',
  description:
    'Hard Hat Websites is a specialist digital marketing agency for UK construction and trade businesses: websites, SEO, ads and a construction CRM.',
  locale: 'en-GB',
  phone: {
    display: '01632 960123',
    tel: '+441632960123',
    href: 'tel:+441632960123',
  },
  email: {
    address: 'hello@hardhatwebsites.example',
    href: 'mailto:hello@hardhatwebsites.example',
  },
  address,
  /** The address on one line, e.g. for a map search or a footer. */
  addressLine: `${address.streetAddress}, ${address.addressLocality}, ${address.postalCode}`,
  /** The address as separate lines, for a postal block. */
  addressLines: [
    address.streetAddress.split(', ')[0] ?? address.streetAddress,
    address.streetAddress.split(', ')[1] ?? '',
    address.addressLocality,
    address.postalCode,
  ],
  openingHours,
  social: [
    { label: 'Facebook', href: 'https://www.facebook.example/hardhatwebsites' },
    { label: 'LinkedIn', href: 'https://www.linkedin.example/company/hardhatwebsites' },
    { label: 'Instagram', href: 'https://www.instagram.example/hardhatwebsites' },
  ] satisfies readonly LinkItem[],
} as const

/** The number of clients in words: "150+". */
export const clientCountWords = (count: number): string => `${count}+`

/** A review rating in words: "Rated 4.9 out of 5 from 150 reviews". */
export const ratingWords = (rating: { readonly value: number; readonly count: number }): string =>
  `Rated ${rating.value} out of 5 from ${rating.count} reviews`

/**
 * The claims the copy makes, each defined once. The clients, the rating and the results figures
 * are the seed of the claims an owner keeps true in the store (decision 044).
 */
export const CLAIMS = {
  clientCount: 150,
  clientCountDisplay: clientCountWords(150),
  rating: { value: 4.9, count: 150, best: 5 },
  ratingDisplay: ratingWords({ value: 4.9, count: 150 }),
  revenueGrowth: '2–5x',
  revenueGrowthText: 'Our clients typically see 2–5x growth in revenue from their website',
  googleRanking: 'Google top five',
  googleRankingText: 'We get trade businesses into the top five results on Google for their area',
  salesTool: 'Your website as a sales tool',
  salesToolText:
    'A website should work like your best salesperson: answering questions, showing your work and bringing in enquiries while you are on site',
} as const

/**
 * The home page's results figures (spec 000 §8): the seed of the `results` claim, which an owner
 * keeps true in the store (decision 044).
 */
export const RESULTS_STATS = [
  { value: '68%', label: 'Average increase in leads' },
  { value: '83%', label: 'Of clients on the first page of Google' },
  { value: '2.4x', label: 'Higher conversion rate' },
] as const

/**
 * How soon the agency replies, in hours, with the specification's words: the one source of every
 * form's promise (P-reply-by-working-hours). The pages' texts say it and the server counts each
 * lead's reply-by time from it; which form makes which promise is the API's `REPLY_PROMISE_OF`.
 */
export const RESPONSE_PROMISES = {
  enquiryHours: 24,
  enquiry: 'within 24 hours',
  consultationHours: { from: 24, to: 48 },
  consultation: 'within 24-48 hours',
  seoReportHours: 48,
  seoReport: 'within 48 hours',
} as const

/**
 * The two countdown deadlines (P-deadlines-are-config), stored with the UK offset in force on that date.
 * @example hasDeadlinePassed(DEADLINES.limitedOnePageOffer, new Date())
 */
export const DEADLINES = {
  limitedOnePageOffer: {
    id: 'limited-one-page-offer',
    label: 'Limited one-page website offer',
    endsAt: '2025-06-14T23:55:00+01:00',
    timeZone: 'Europe/London',
  },
  celebrationOffer: {
    id: 'celebration-offer',
    label: '150th client celebration offer',
    endsAt: '2025-05-30T23:55:59+01:00',
    timeZone: 'Europe/London',
  },
} as const satisfies Record<string, Deadline>

/** Time left before a deadline, in whole units; all zeros once it has passed. */
export interface TimeRemaining {
  readonly days: number
  readonly hours: number
  readonly minutes: number
  readonly seconds: number
  readonly totalMs: number
}

/** True once `now` is at or after the deadline. */
export function hasDeadlinePassed(deadline: Deadline, now: Date): boolean {
  return now.getTime() >= Date.parse(deadline.endsAt)
}

/**
 * Days, hours, minutes and seconds left before a deadline; zeros once passed (P-offers-end-honestly).
 * @example timeRemaining(DEADLINES.celebrationOffer, new Date('2025-05-30T22:55:58Z')).seconds // 1
 */
export function timeRemaining(deadline: Deadline, now: Date): TimeRemaining {
  const totalMs = Math.max(0, Date.parse(deadline.endsAt) - now.getTime())
  const totalSeconds = Math.floor(totalMs / 1000)
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalMs,
  }
}

// Created on first use, not when the module loads: a page's first Intl formatter loads the
// browser's locale data (10–25 ms of main thread), which a page showing no deadline need not pay.
let deadlineFormat: Intl.DateTimeFormat | undefined

/**
 * A deadline in words, in UK time.
 * @example formatDeadline(DEADLINES.limitedOnePageOffer) // "14 June 2025 at 23:55"
 */
export function formatDeadline(deadline: Deadline): string {
  deadlineFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const parts = deadlineFormat.formatToParts(new Date(deadline.endsAt))
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? ''
  return `${part('day')} ${part('month')} ${part('year')} at ${part('hour')}:${part('minute')}`
}

/** What an offer page says once its deadline has passed (P-offers-end-honestly). */
export const OFFER_ENDED = {
  heading: 'This offer has ended',
  text: 'Thank you for your interest. This offer closed at the deadline shown, and its price is no longer available. Get in touch and we will tell you what we can do for you now.',
  cta: { label: 'Get In Touch', href: '/contact' },
  /** Said on the confirmation of a claim that arrived after its offer ended (P-late-claim-is-a-lead). */
  lateClaim:
    'Your claim arrived after this offer ended. We have your details, and we will confirm the price with you when we reply.',
} as const

/** What a price line says about VAT in full, for small print under a price. */
export const VAT_NOTE = 'All prices exclude VAT, which is added at 20%.'

// Prices in copy say their VAT status with pricing's priceExVat and VAT_SUFFIX (re-exported).
export { priceExVat, VAT_SUFFIX } from '@hard-hat/pricing'
