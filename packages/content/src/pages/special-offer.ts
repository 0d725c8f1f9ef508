import { CELEBRATION_OFFER, formatGBP, MARKETING_PACKAGES } from '@hard-hat/pricing'
import type { SlotsClaim } from '../content-data/claims'
import {
  CLAIMS,
  DEADLINES,
  formatDeadline,
  OFFER_ENDED,
  priceExVat,
  RESPONSE_PROMISES,
} from '../site'
import type { Deadline } from '../types'
import { PERSON_FIELD_WORDS } from './package-form-words'

// Created on first use, not when the module loads (see formatDeadline).
let expiryFormat: Intl.DateTimeFormat | undefined

/**
 * When an offer expires, in the 12-hour words of the offer page, in UK time.
 * @example formatOfferExpiry({ ...DEADLINES.celebrationOffer, endsAt: '2025-05-30T23:59:00+01:00' }) // "11:59 PM on 30 May 2025"
 */
export function formatOfferExpiry(deadline: Deadline): string {
  expiryFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  })
  const parts = expiryFormat.formatToParts(new Date(deadline.endsAt))
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? ''
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()} on ${part('day')} ${part('month')} ${part('year')}`
}

const launch = MARKETING_PACKAGES.launch
const offerPrice = priceExVat(CELEBRATION_OFFER.price)

/**
 * The words of the 150th-client offer page that name its deadline, for the deadline the server
 * runs with: the page computes them from the deadline it was sent, never from its bundle.
 * @example celebrationOfferDeadlineWords(DEADLINES.celebrationOffer).expiryText // "This offer expires at 11:55 PM on 30 May 2025 (UK time)."
 */
export function celebrationOfferDeadlineWords(deadline: Deadline) {
  return {
    expiryText: `This offer expires at ${formatOfferExpiry(deadline)} (UK time).`,
    endedText: `Our ${CLAIMS.clientCount}th-client celebration offer closed on ${formatDeadline(deadline)}. The ${launch.name} package is still available at its regular price of ${priceExVat(launch.price)}: everything listed below, live in ${launch.liveInWeeks} weeks.`,
  } as const
}

/**
 * The offer's places left (the `offer-slots` claim) and its small print, or, while the claim is
 * hidden (unconfirmed for 30 days, decision 044), no places and small print with no number.
 * @example celebrationSlotsWords({ left: 3, total: 5 }).text // "3 of 5 slots left"
 */
export function celebrationSlotsWords(slots: SlotsClaim | null): {
  text: string | null
  smallPrint: string
} {
  const price = `Offer price ${offerPrice} instead of ${priceExVat(CELEBRATION_OFFER.regularPrice)}.`
  if (!slots) return { text: null, smallPrint: price }
  return {
    text: `${slots.left} of ${slots.total} slots left`,
    smallPrint: `${price} Limited to ${slots.total} businesses while the offer lasts.`,
  }
}

/**
 * All copy of the 150th-client celebration offer (/special-offer): Launch for £1,250 (P-one-source-of-truth).
 * The countdown counts to `DEADLINES.celebrationOffer`; once it has passed show `ended` (P-offers-end-honestly).
 * The places left are the `offer-slots` claim's, in `celebrationSlotsWords`.
 * @example SPECIAL_OFFER_PAGE.hero.saving // "Save £2,250"
 */
export const SPECIAL_OFFER_PAGE = {
  deadline: DEADLINES.celebrationOffer,
  hero: {
    badge: `Celebrating Our ${CLAIMS.clientCount}th Client`,
    heading: `The ${launch.name} Package for ${formatGBP(CELEBRATION_OFFER.price)}`,
    intro: `To celebrate our ${CLAIMS.clientCount}th client, we are offering our ${launch.name} package, normally ${priceExVat(CELEBRATION_OFFER.regularPrice)}, for just ${offerPrice} to the next few trade businesses who sign up.`,
    price: formatGBP(CELEBRATION_OFFER.price),
    priceNote: `${offerPrice}`,
    wasPrice: formatGBP(CELEBRATION_OFFER.regularPrice),
    saving: `Save ${formatGBP(CELEBRATION_OFFER.saving)}`,
    cta: { label: 'Claim This Offer', href: '#claim-form' },
  },
  countdown: {
    label: 'Offer ends in',
    units: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
  },
  details: {
    heading: 'What You Get',
    items: [
      '3-page professional website',
      `Live in ${launch.liveInWeeks} weeks`,
      '1 month of ads managed for you (ad spend not included)',
      '1 month of CRM access',
      '1 month of social media on 2 channels, 3 posts a week',
      '1 hour of SEO work a month for 3 months',
      '1 month of hosting',
      '30-minute strategy call',
    ],
  },
  claimForm: {
    anchor: 'claim-form',
    heading: 'Claim Your Celebration Offer',
    intro: `Secure your place now. We will contact you ${RESPONSE_PROMISES.enquiry} to get started.`,
    fields: {
      ...PERSON_FIELD_WORDS,
      company: { label: 'Company Name' },
      website: { label: 'Current Website (optional)' },
      message: { label: 'Anything else we should know?' },
    },
    submit: 'Claim My Offer',
    submitting: 'Submitting...',
    privacyNote: 'We use your details only to reply about this offer. See our privacy policy.',
    privacyLink: { label: 'privacy policy', href: '/privacy' },
  },
  ended: OFFER_ENDED,
  /**
   * The page once the offer has ended (P-ended-offer-takes-enquiries): the Launch package at its
   * regular price, with an enquiry form, and no offer price, countdown heading, slots or saving.
   */
  afterEnd: {
    badge: OFFER_ENDED.heading,
    heading: `The ${launch.name} Package`,
    price: formatGBP(launch.price),
    priceNote: priceExVat(launch.price),
    cta: { label: `Enquire About ${launch.name}`, href: '#claim-form' },
    countdownHeading: OFFER_ENDED.heading,
    smallPrint: `The ${launch.name} package is ${priceExVat(launch.price)}.`,
    form: {
      heading: `Enquire About the ${launch.name} Package`,
      intro: `Tell us about your business and we will be in touch ${RESPONSE_PROMISES.enquiry} about the ${launch.name} package at ${priceExVat(launch.price)}.`,
    },
  },
} as const
