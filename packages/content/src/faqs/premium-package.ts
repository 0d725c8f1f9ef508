import { formatGBP, PREMIUM_GROWTH } from '@hard-hat/pricing'
import { PREMIUM_SPOTS } from '../pages/premium-package'
import { priceExVat, RESPONSE_PROMISES } from '../site'
import type { Faq } from '../types'

/** The five questions of the Premium Growth package page (/premium-package). */
export const PREMIUM_PACKAGE_FAQS: readonly Faq[] = [
  {
    question: 'What is included in the Premium Growth package?',
    answer:
      'A professional website, 3 Facebook posts a week for 3 months, 1 month of Facebook ads paid for by us, 3 months of free hosting, 6 months of access to our construction CRM, a dedicated account manager and monthly performance reports.',
  },
  {
    question: 'How can I pay?',
    answer: `Either ${priceExVat(PREMIUM_GROWTH.price)} in one payment (normally ${formatGBP(PREMIUM_GROWTH.wasPrice)}), or ${PREMIUM_GROWTH.instalmentCount} monthly payments of ${priceExVat(PREMIUM_GROWTH.instalment)}.`,
  },
  {
    question: 'Do I have to pay for the Facebook ads?',
    answer: `No. For the first month we pay for your Facebook ads at ${formatGBP(PREMIUM_GROWTH.facebookAdsDaily)} a day on top of the package price. After that you can carry on with your own budget, and we can keep managing the campaign if you wish.`,
  },
  {
    question: 'What happens after the first 3 months?',
    answer: `Your website stays yours. Hosting continues at ${priceExVat(PREMIUM_GROWTH.hostingMonthlyAfter)} a month, and your CRM access carries on until the end of month 6. We will review your results with you and suggest what, if anything, to do next; there is no obligation.`,
  },
  {
    question: 'Why are places limited?',
    answer: `Each Premium Growth client gets a dedicated account manager and a lot of hands-on work in the first few months, so we take on only ${PREMIUM_SPOTS.total} new Premium clients a month. Send an inquiry and we will contact you ${RESPONSE_PROMISES.enquiry} to discuss your requirements.`,
  },
]
