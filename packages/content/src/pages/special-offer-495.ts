import { formatGBP, LIMITED_ONE_PAGE_OFFER, ONE_PAGE_WEBSITE } from '@hard-hat/pricing'
import {
  CLAIMS,
  clientCountWords,
  DEADLINES,
  formatDeadline,
  hasDeadlinePassed,
  OFFER_ENDED,
  priceExVat,
  RESPONSE_PROMISES,
  type TimeRemaining,
  timeRemaining,
  VAT_SUFFIX,
} from '../site'
import type { Deadline } from '../types'
import { ENQUIRY_FORM } from './enquiry-form'
import { ONE_PAGE_WHY_CHOOSE } from './one-page-why-choose'

const offer = LIMITED_ONE_PAGE_OFFER
const deadline = DEADLINES.limitedOnePageOffer

/**
 * The offer page's social proof figures, the clients from the content's `clients` claim (decision
 * 044): what the store says, or the seed's.
 * @example limitedOfferProofStats({ count: 150 })[0] // { value: '150+', label: 'Websites Built' }
 */
export function limitedOfferProofStats(
  clients: { readonly count: number } = { count: CLAIMS.clientCount },
) {
  return [
    { value: clientCountWords(clients.count), label: 'Websites Built' },
    { value: `${offer.liveInBusinessDays} Days`, label: 'Average Delivery' },
    { value: '100%', label: 'Customer Satisfaction' },
  ]
}

/**
 * All copy of the limited one-page offer page (also served at /special-one-page-offer).
 * Use {@link limitedOfferState} to decide whether the offer may still be shown as available.
 * @example LIMITED_OFFER_PAGE.hero.regularPrice // the one-page price, struck through
 */
export const LIMITED_OFFER_PAGE = {
  deadline,
  hero: {
    badge: 'Limited Time Offer',
    headline: `A Professional One Page Website for Just ${formatGBP(offer.price)}`,
    price: formatGBP(offer.price),
    regularPrice: formatGBP(offer.regularPrice),
    regularPriceLabel: 'Usually',
    saving: `Save ${formatGBP(offer.saving)}`,
    priceNote: `${VAT_SUFFIX}, one-time payment`,
    subheading: `Live in ${offer.liveInBusinessDays} days, built for your trade, and credited in full if you upgrade later.`,
    cta: { label: 'Get Started', href: '#contact-form' },
  },
  countdown: {
    heading: 'This offer ends in',
    units: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
  },
  benefits: {
    heading: 'Why Take the Offer?',
    items: [
      {
        title: `Live in ${offer.liveInBusinessDays} Days`,
        description: `Your site goes live ${offer.liveInBusinessDays} business days after we receive your content.`,
      },
      {
        title: 'Professional Design',
        description:
          'A mobile-friendly page designed for your trade, not a template you fill in yourself.',
      },
      {
        title: 'Credit Towards a Bigger Site',
        description: `The ${formatGBP(offer.price)} you pay is credited toward a larger package if you upgrade later.`,
      },
      {
        title: 'Fast Response',
        description: `Our team will contact you ${RESPONSE_PROMISES.enquiry} to get started.`,
      },
    ],
  },
  included: {
    heading: "What's Included",
    items: [
      'Professional one-page website design',
      'Mobile-friendly layout',
      'Click-to-call and enquiry form',
      'Your services, service area and reviews',
      'Basic SEO set-up',
      'SSL security certificate',
      `Hosting at ${formatGBP(offer.hostingMonthly)} a month ${VAT_SUFFIX}`,
    ],
  },
  socialProof: {
    heading: 'Trusted by Trade Businesses',
    testimonial: {
      text: 'I had a proper website up and running within the week. Two new customers found me through it in the first month.',
      name: 'Gary Sample',
      company: 'Sample Plastering (sample)',
      rating: 5,
    },
  },
  form: {
    ...ENQUIRY_FORM,
    heading: `Claim Your ${formatGBP(offer.price)} Website`,
    intro: `Fill in the form and we will be in touch ${RESPONSE_PROMISES.enquiry}.`,
    submit: 'Claim My Website',
  },
  faqHeading: 'Frequently Asked Questions',
  closing: {
    heading: "Don't Miss Out",
    text: `Get a professional website for ${priceExVat(offer.price)} before the offer ends.`,
    cta: { label: 'Get Started', href: '#contact-form' },
  },
  ended: OFFER_ENDED,
  /**
   * The page once the offer has ended (P-ended-offer-takes-enquiries): the one-page website at
   * its regular price, with an enquiry form, and no offer price, countdown heading or saving.
   */
  afterEnd: {
    badge: OFFER_ENDED.heading,
    headline: `A Professional One Page Website for ${formatGBP(ONE_PAGE_WEBSITE.price)}`,
    price: formatGBP(ONE_PAGE_WEBSITE.price),
    priceNote: `${VAT_SUFFIX}, one-time payment`,
    cta: { label: 'Enquire Now', href: '#contact-form' },
    countdownHeading: OFFER_ENDED.heading,
    /** In place of the offer's benefits: why choose the one-page website, at its regular price. */
    benefits: ONE_PAGE_WHY_CHOOSE,
    form: {
      ...ENQUIRY_FORM,
      heading: 'Enquire About a One Page Website',
      intro: `The offer has ended, but the one-page website is available now for ${priceExVat(ONE_PAGE_WEBSITE.price)}. Tell us about your business and we will be in touch ${RESPONSE_PROMISES.enquiry}.`,
      submit: 'Send Enquiry',
    },
  },
} as const

/**
 * The words of the limited offer page that name its deadline, for the deadline the server runs
 * with: the page computes them from the deadline it was sent, never from its bundle.
 * @example limitedOfferDeadlineWords(DEADLINES.limitedOnePageOffer).endsText // "Offer ends 14 June 2025 at 23:55 (UK time)"
 */
export function limitedOfferDeadlineWords(deadline: Deadline) {
  return {
    endsText: `Offer ends ${formatDeadline(deadline)} (UK time)`,
    endedText: `Our ${formatGBP(offer.price)} offer closed on ${formatDeadline(deadline)}. You can still have the same professional one-page website, built for your trade, at its regular price of ${priceExVat(ONE_PAGE_WEBSITE.price)}.`,
  } as const
}

/** Whether the limited offer can still be taken at `now`, and how long is left. */
export interface LimitedOfferState {
  readonly isAvailable: boolean
  readonly remaining: TimeRemaining
}

/**
 * Whether the limited offer is still available (P-offers-end-honestly: once it ends, the page says so and
 * stops presenting the price as available).
 */
export function limitedOfferState(now: Date, endsAt: Deadline = deadline): LimitedOfferState {
  return { isAvailable: !hasDeadlinePassed(endsAt, now), remaining: timeRemaining(endsAt, now) }
}
