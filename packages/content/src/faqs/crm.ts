import { CRM_PLAN } from '@hard-hat/pricing'
import { priceExVat } from '../site'
import type { Faq } from '../types'

/** The FAQ of the CRM page (/crm): about the one plan only (P-one-source-of-truth). */
export const CRM_FAQS: readonly Faq[] = [
  {
    question: 'How much does the construction CRM cost?',
    answer: `There is one plan: ${priceExVat(CRM_PLAN.priceMonthly)} a month. It includes everything: unlimited users, the mobile app and every update. There are no extra charges per user and no paid add-ons.`,
  },
  {
    question: 'Is there a free trial?',
    answer: `Yes. You can try the full CRM free for ${CRM_PLAN.trialDays} days. No credit card is needed to start, and if you decide it is not for you, simply do nothing.`,
  },
  {
    question: 'Am I tied into a contract?',
    answer:
      'No. The plan runs month to month and there is no cancellation fee. Cancel whenever you like and you will not be charged for the following month.',
  },
  {
    question: 'Can my whole team use it?',
    answer:
      'Yes. The plan includes unlimited users, so your office staff, estimators and everyone on site can have their own login at no extra cost.',
  },
  {
    question: 'Does it work on my phone?',
    answer:
      'Yes. The mobile app is included, so you can check your schedule, update a lead or send a quote from site, not just from the office.',
  },
  {
    question: 'Can I bring in my existing customer list?',
    answer:
      'Yes. Send us your list as a spreadsheet and we will help you import your customers and open leads when you start, so you do not have to type anything twice.',
  },
]
