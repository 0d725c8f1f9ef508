import { formatGBP, REFERRAL_MAX_REWARD, REFERRAL_REWARD_PERCENT } from '@hard-hat/pricing'
import { SITE } from '../site'
import type { Faq } from '../types'

/** How long after a referral becomes a client the reward is paid, in days. */
export const REFERRAL_PAYMENT_DAYS = 30

/** The ways a referral reward can be paid. */
export const REFERRAL_PAYMENT_METHODS = ['bank transfer', 'PayPal', 'service credit'] as const

/** The FAQ of the referral programme (/referrals). */
export const REFERRAL_FAQS: readonly Faq[] = [
  {
    question: 'How much can I earn?',
    answer: `You earn ${REFERRAL_REWARD_PERCENT}% of the package value of every business you refer that becomes a ${SITE.brand} client, up to ${formatGBP(REFERRAL_MAX_REWARD)} per referral.`,
  },
  {
    question: 'When and how do I get paid?',
    answer: `Within ${REFERRAL_PAYMENT_DAYS} days of your referral becoming a client. You choose how: bank transfer, PayPal or service credit against your own work with us.`,
  },
  {
    question: 'Is there a limit to how many businesses I can refer?',
    answer:
      'No. There is no limit on the number of referrals: refer as many businesses as you like and earn a reward for each one that becomes a client.',
  },
  {
    question: 'Do I need to be a client to refer someone?',
    answer:
      'No. Anyone can refer a business: clients, suppliers, friends or family. You cannot refer yourself or your own business; self-referrals are not eligible.',
  },
  {
    question: 'What if someone else has already referred the same business?',
    answer:
      'The first referral we receive for a business is the one that counts. Duplicate referrals of a business we have already been told about, or that is already talking to us, are not eligible.',
  },
  {
    question: 'Does the business I refer need to know?',
    answer:
      'Yes. Please ask them first: the form asks you to confirm you have their permission to share their contact details. We will then get in touch with them, mention your name and take it from there.',
  },
]
