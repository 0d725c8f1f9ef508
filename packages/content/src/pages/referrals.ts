import {
  formatGBP,
  hardHatBasePackages,
  REFERRAL_EXAMPLES,
  REFERRAL_MAX_REWARD,
  REFERRAL_REWARD_PERCENT,
} from '@hard-hat/pricing'
import { REFERRAL_PAYMENT_DAYS } from '../faqs/referrals'
import { RESPONSE_PROMISES, SITE } from '../site'

/** The referral counts of the "what you could earn" tiles. */
export const REFERRAL_TOTAL_COUNTS = [5, 10, 20] as const

/** What a number of referrals at the maximum reward adds up to (5 → £3,250). */
export function referralTotal(count: number): number {
  return count * REFERRAL_MAX_REWARD
}

/** The text put in a referral's notes when the referrer leaves them empty (spec 001 §5). */
export const REFERRAL_NOTES_FALLBACK = 'No additional notes provided.'

const programme = `${SITE.brand} Referral Programme`

/** The programme rules, shown on the page and in the thank-you panel. */
export const REFERRAL_RULES = [
  `Earn ${REFERRAL_REWARD_PERCENT}% of the package value of every business you refer that becomes a client, up to ${formatGBP(REFERRAL_MAX_REWARD)} per referral.`,
  `Rewards are paid within ${REFERRAL_PAYMENT_DAYS} days of your referral becoming a client, by bank transfer, PayPal or service credit.`,
  'There is no limit on the number of businesses you can refer.',
  'Duplicate referrals and self-referrals are not eligible.',
  'Only refer businesses that have agreed to you sharing their contact details with us.',
] as const

/**
 * All copy of the referral programme page (/referrals). The FAQ is `REFERRAL_FAQS`; one provider
 * name throughout ("Hard Hat Websites").
 * @example REFERRAL_PAGE.hero.heading // "Earn up to £650 per referral"
 */
export const REFERRAL_PAGE = {
  programmeName: programme,
  hero: {
    badge: programme,
    heading: `Earn up to ${formatGBP(REFERRAL_MAX_REWARD)} per referral`,
    intro: `Know a trade business that needs a better website? Introduce them to ${SITE.brand} and earn ${REFERRAL_REWARD_PERCENT}% of their package value when they become a client.`,
    cta: { label: 'Refer a Business', href: '#referral-form' },
  },
  howItWorks: {
    heading: 'How It Works',
    steps: [
      {
        step: 1,
        title: 'Refer a Business',
        description:
          'Fill in the form with your details and the business you are recommending, once they have agreed.',
      },
      {
        step: 2,
        title: 'We Get in Touch',
        description: `We contact them ${RESPONSE_PROMISES.enquiry}, mention your name and find out what they need.`,
      },
      {
        step: 3,
        title: 'You Get Paid',
        description: `When they become a client, you earn ${REFERRAL_REWARD_PERCENT}% of their package value, paid within ${REFERRAL_PAYMENT_DAYS} days.`,
      },
    ],
  },
  rewards: {
    heading: 'Your Rewards',
    intro: `${REFERRAL_REWARD_PERCENT}% of the package value of every client you refer.`,
    tiles: REFERRAL_EXAMPLES.map((example) => ({
      packageName: hardHatBasePackages.find(({ id }) => id === example.basePackageId)?.name ?? '',
      reward: formatGBP(example.reward),
      text: `${REFERRAL_REWARD_PERCENT}% of ${formatGBP(example.packageValue)}`,
    })),
    totalsHeading: 'What You Could Earn',
    totals: REFERRAL_TOTAL_COUNTS.map((count) => ({
      count,
      label: `${count} referrals`,
      amount: `up to ${formatGBP(referralTotal(count))}`,
    })),
  },
  form: {
    anchor: 'referral-form',
    heading: 'Refer a Business',
    legends: { yourDetails: 'Your Details', theirDetails: 'Business You Are Referring' },
    fields: {
      referrerName: { label: 'Your Name' },
      referrerEmail: { label: 'Your Email' },
      referrerPhone: { label: 'Your Phone' },
      referredName: { label: 'Business Name' },
      referredEmail: { label: 'Their Email' },
      referredPhone: { label: 'Their Phone' },
      notes: {
        label: 'Notes',
        placeholder: 'Tell us a little about the business and what they need',
      },
      hasPermission: {
        label: 'I confirm this business has agreed to me sharing their contact details',
      },
    },
    submit: 'Submit Referral',
    submitting: 'Submitting...',
    privacyNote:
      'We use these details only to contact the business you refer and to pay your reward. See our privacy policy.',
    privacyLink: { label: 'privacy policy', href: '/privacy' },
    successToast: {
      title: 'Referral Submitted!',
      description: "Thank you for your referral. We'll contact them soon.",
    },
    errorToast: {
      title: 'Error',
      description: 'There was a problem submitting your referral. Please try again.',
    },
  },
  thankYou: {
    heading: 'Thank You for Your Referral!',
    text: `We will contact them ${RESPONSE_PROMISES.enquiry}. Quote your referral code if you get in touch with us about it.`,
    codeLabel: 'Your referral code',
    rulesHeading: 'Programme Rules',
    rules: REFERRAL_RULES,
    referAgain: 'Refer Someone Else',
  },
  faq: { heading: 'Frequently Asked Questions' },
} as const
