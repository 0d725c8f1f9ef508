import {
  formatGBP,
  LAUNCH_SUGGESTED_AD_SPEND,
  MARKETING_PACKAGES,
  type MarketingPackageId,
} from '@hard-hat/pricing'
import { priceExVat } from '../site'
import type { Faq } from '../types'

const { launch, momentum, dominance } = MARKETING_PACKAGES

const liveIn = (weeks: number) => `${weeks} week${weeks === 1 ? '' : 's'}`

/** The FAQ of the Launch package page (/packages/launch). */
export const LAUNCH_FAQS: readonly Faq[] = [
  {
    question: 'How quickly will my website be live?',
    answer: `Your new 3-page website goes live within ${liveIn(launch.liveInWeeks)} of us receiving your content, and your first month of marketing starts straight after.`,
  },
  {
    question: 'Is advertising spend included?',
    answer: `No. Launch includes setting up and managing 1 month of ads, but the ad spend itself is paid by you directly to the platform. We suggest a budget of ${formatGBP(LAUNCH_SUGGESTED_AD_SPEND.from)} to ${formatGBP(LAUNCH_SUGGESTED_AD_SPEND.to)} for the month.`,
  },
  {
    question: 'What happens after the first month?',
    answer:
      'Your website is yours to keep. The SEO work carries on for 3 months at 1 hour a month. Before your included month of hosting, CRM and social media ends, we review the results with you and you decide what, if anything, to continue.',
  },
  {
    question: 'What is the strategy call?',
    answer:
      'A 30-minute call with one of our marketing specialists before we start, to agree your goals, the areas you want to win work in and the jobs you want more of.',
  },
  {
    question: 'Can I upgrade later?',
    answer: `Yes. You can move up to Momentum (${priceExVat(momentum.price)}) or Dominance (${priceExVat(dominance.price)}) at any time, and we take into account what you have already paid for.`,
  },
]

/** The FAQ of the Momentum package page (/packages/momentum). */
export const MOMENTUM_FAQS: readonly Faq[] = [
  {
    question: 'How quickly will my website be live?',
    answer: `Your 5-page website is live within ${liveIn(momentum.liveInWeeks)} of us receiving your content.`,
  },
  {
    question: 'How does the 90-day ROI guarantee work?',
    answer:
      'If the enquiries won through your Momentum marketing have not brought you more in work than you paid for the package within 90 days of launch, we keep working on your marketing free of charge until they do. We agree how enquiries are tracked with you at the start.',
  },
  {
    question: 'Is advertising spend included?',
    answer: `Yes: Momentum includes ${formatGBP(momentum.includedAdBudget)} of ad spend, paid by us. You can add more of your own budget if you want faster results.`,
  },
  {
    question: 'What is included after launch?',
    answer:
      '3 months of CRM access, 2 months of social media management, 3 hours of SEO work a month for 3 months and 3 months of hosting.',
  },
  {
    question: 'Who is Momentum for?',
    answer:
      'Established trade businesses that already get some work online and want a steady, predictable flow of enquiries to grow their team or move into bigger jobs.',
  },
]

/** The FAQ of the Dominance package page (/packages/dominance). */
export const DOMINANCE_FAQS: readonly Faq[] = [
  {
    question: 'How quickly will my website be live?',
    answer: `Your website, with as many pages as your business needs, is live within ${liveIn(dominance.liveInWeeks)} of us receiving your content.`,
  },
  {
    question: 'What do the guarantees promise?',
    answer:
      'Two things within 6 months of launch: a top 3 Google ranking for your agreed main search terms in your area, and a 300% return on your investment. If either is missed, we keep working for you free of charge until it is met.',
  },
  {
    question: 'Is advertising spend included?',
    answer: `Yes: Dominance includes ${formatGBP(dominance.includedAdBudget)} of ad spend, paid by us, on top of setting up and managing your campaigns.`,
  },
  {
    question: 'What support do I get?',
    answer:
      '6 months of CRM access, 3 months of social media management, 5 hours of SEO work a month for 3 months, 6 months of hosting and quarterly strategy calls with your account manager.',
  },
  {
    question: 'Can I pay in stages?',
    answer: `The package price is ${priceExVat(dominance.price)}. If you would like to spread the cost, mention it on the form and we will talk through the options on our first call.`,
  },
]

/** The FAQ of each marketing package page, by package id. */
export const MARKETING_PACKAGE_FAQS: Readonly<Record<MarketingPackageId, readonly Faq[]>> = {
  launch: LAUNCH_FAQS,
  momentum: MOMENTUM_FAQS,
  dominance: DOMINANCE_FAQS,
}
