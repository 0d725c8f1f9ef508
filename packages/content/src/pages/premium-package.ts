import { formatGBP, PREMIUM_GROWTH } from '@hard-hat/pricing'
import { priceExVat, RESPONSE_PROMISES, SITE, VAT_SUFFIX } from '../site'

/** Premium Growth sign-ups a month, and how many are taken this month (spec 001 §9). */
export const PREMIUM_SPOTS = { total: 5, taken: 2 } as const

/**
 * The Premium page's scarcity words for the places left this month (the `premium-slots` claim), or,
 * while the claim is hidden (unconfirmed for 30 days, decision 044), words with no number and no
 * progress bar.
 * @example premiumSlotsWords({ left: 3, total: 5 }).badge // "Only 3 slots left"
 */
export function premiumSlotsWords(
  slots: { readonly left: number; readonly total: number } | null,
): {
  badge: string
  heading: string
  text: string
  progress: { label: string; percent: number } | null
} {
  if (!slots) {
    return {
      badge: 'Ask about places this month',
      heading: 'A small number of new clients each month',
      text: 'Each Premium client gets an account manager’s time, so we take on only a few a month. Send an inquiry and we will tell you when we can start.',
      progress: null,
    }
  }
  const taken = slots.total - slots.left
  return {
    badge:
      slots.left === 0
        ? 'All places taken this month'
        : `Only ${slots.left} ${slots.left === 1 ? 'slot' : 'slots'} left`,
    heading: `Limited to ${slots.total} sign-ups a month`,
    text: `${taken} ${taken === 1 ? 'spot' : 'spots'} taken, ${slots.left} left this month.`,
    progress: {
      label: `${taken} of ${slots.total} spots taken`,
      percent: Math.round((taken / slots.total) * 100),
    },
  }
}

/**
 * All copy of the Premium Growth package page (/premium-package). Prices come from `PREMIUM_GROWTH`;
 * the FAQ is `PREMIUM_PACKAGE_FAQS`.
 * The places left are the `premium-slots` claim's, in `premiumSlotsWords`.
 * @example PREMIUM_PACKAGE_PAGE.hero.heading // "The Premium Growth Package"
 */
export const PREMIUM_PACKAGE_PAGE = {
  hero: {
    heading: 'The Premium Growth Package',
    intro:
      'A professional website, three months of social media, Facebook ads paid for by us, hosting, CRM access and a dedicated account manager: everything a trade business needs to grow, in one package.',
    price: priceExVat(PREMIUM_GROWTH.price),
    wasPrice: formatGBP(PREMIUM_GROWTH.wasPrice),
    primaryCta: { label: 'Claim Your Spot', href: '#inquiry-form' },
    secondaryCta: { label: 'See What’s Included', href: '#details' },
  },
  details: {
    anchor: 'details',
    heading: 'What’s Included',
    features: [
      {
        title: 'Professional Website',
        description:
          'A fast, mobile-first website designed around the jobs you want more of, with enquiry forms and click-to-call on every page.',
      },
      {
        title: 'Facebook Posts for 3 Months',
        description:
          '3 posts a week for 3 months, written and scheduled for you using photos of your work, so your page stays active.',
      },
      {
        title: '1 Month of Facebook Ads, Paid by Us',
        description: `We run your Facebook ads for a month at ${formatGBP(PREMIUM_GROWTH.facebookAdsDaily)} a day, and we pay the ad spend.`,
      },
      {
        title: '3 Months of Free Hosting',
        description: `Fast, secure hosting with backups, free for 3 months, then ${priceExVat(PREMIUM_GROWTH.hostingMonthlyAfter)} a month.`,
      },
      {
        title: '6 Months of CRM Access',
        description:
          'Our construction CRM for tracking leads, scheduling jobs and sending quotes, free for 6 months.',
      },
      {
        title: 'Account Manager and Monthly Reports',
        description:
          'One named person who knows your business, and a clear report every month showing calls, enquiries and rankings.',
      },
    ],
  },
  benefits: {
    heading: 'Why Trade Businesses Choose Premium Growth',
    items: [
      'More enquiries from customers in the areas you want to work',
      'A professional image that lets you charge what your work is worth',
      'Less time chasing leads, more time on the tools',
      'One team looking after your website, ads and social media',
      'Clear monthly reports, so you always know what you are getting',
    ],
  },
  pricing: {
    anchor: 'pricing',
    heading: 'Simple, Fixed Pricing',
    oneTime: {
      label: 'Pay in full',
      price: formatGBP(PREMIUM_GROWTH.price),
      wasPrice: formatGBP(PREMIUM_GROWTH.wasPrice),
      note: `${VAT_SUFFIX}, one-time payment`,
      saving: `Save ${formatGBP(PREMIUM_GROWTH.wasPrice - PREMIUM_GROWTH.price)}`,
    },
    instalments: {
      label: 'Spread the cost',
      price: formatGBP(PREMIUM_GROWTH.instalment),
      note: `${VAT_SUFFIX} a month for ${PREMIUM_GROWTH.instalmentCount} months (${priceExVat(PREMIUM_GROWTH.instalmentTotal)} in total)`,
    },
    afterNote: `After the first 3 months, hosting continues at ${priceExVat(PREMIUM_GROWTH.hostingMonthlyAfter)} a month.`,
    cta: { label: 'Claim Your Spot', href: '#inquiry-form' },
  },
  faq: { heading: 'Frequently Asked Questions' },
  inquiryForm: {
    anchor: 'inquiry-form',
    heading: 'Claim Your Premium Spot',
    intro: `Tell us about your business and we will contact you ${RESPONSE_PROMISES.enquiry}.`,
    fields: {
      name: { label: 'Full Name' },
      email: { label: 'Email Address' },
      phone: { label: 'Phone Number' },
      business: { label: 'Business Name' },
      currentMarketing: { label: 'How do you currently get work?' },
      timeframe: { label: 'When would you like to start?' },
      budget: { label: 'How would you like to pay?' },
      message: { label: 'Anything else we should know?' },
    },
    submit: 'Submit Inquiry',
    submitting: 'Submitting...',
    privacyNote: 'We use your details only to reply to your inquiry. See our privacy policy.',
    privacyLink: { label: 'privacy policy', href: '/privacy' },
    successToast: {
      title: 'Premium Package Inquiry Received!',
      description: `We'll contact you ${RESPONSE_PROMISES.enquiry} to discuss your requirements.`,
    },
    errorToast: {
      title: 'Error',
      description: 'There was a problem submitting your inquiry. Please try again.',
    },
  },
  closing: {
    heading: 'Questions Before You Commit?',
    text: 'Talk to us. We will give you a straight answer about whether Premium Growth is right for your business.',
    contactLink: { label: 'Contact Us', href: '/contact' },
    phoneLink: { label: `Call ${SITE.phone.display}`, href: SITE.phone.href },
  },
} as const
