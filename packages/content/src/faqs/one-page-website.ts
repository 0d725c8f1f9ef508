import { formatGBP, LIMITED_ONE_PAGE_OFFER, ONE_PAGE_WEBSITE } from '@hard-hat/pricing'
import { priceExVat, RESPONSE_PROMISES } from '../site'
import type { Faq } from '../types'

/** The FAQ of the one-page website page (/one-page-website). */
export const ONE_PAGE_WEBSITE_FAQS: readonly Faq[] = [
  {
    question: 'How much does a one-page website cost?',
    answer: `${priceExVat(ONE_PAGE_WEBSITE.price)}, paid once. There is no monthly fee for the design; the only ongoing cost is hosting, which typically costs ${formatGBP(ONE_PAGE_WEBSITE.hostingMonthlyFrom)} to ${formatGBP(ONE_PAGE_WEBSITE.hostingMonthlyTo)} a month + VAT.`,
  },
  {
    question: 'How quickly will my website be live?',
    answer: `Your one-page website is live in ${ONE_PAGE_WEBSITE.liveInDays} days once we have your details, photos and logo. We contact you ${RESPONSE_PROMISES.enquiry} of your enquiry to gather what we need.`,
  },
  {
    question: 'Is one page really enough for my business?',
    answer:
      'For many sole traders and small trade firms, yes. A well-built single page covers your services, the areas you work in, photos of your work, reviews and a simple enquiry form, which is everything a customer needs before they call. If you outgrow it, we can expand it into a larger site.',
  },
  {
    question: 'Can I ask for changes?',
    answer: `Yes. The price includes ${ONE_PAGE_WEBSITE.revisionRounds} rounds of revisions, so you can check the design and ask us to change the wording, photos or layout before it goes live.`,
  },
  {
    question: 'Will it work on mobile phones and show up on Google?',
    answer:
      'Yes. Every site we build is designed for phones first, loads quickly on a weak signal and is set up with the basics Google needs to understand your business, your services and your area.',
  },
  {
    question: 'Is there a cheaper option?',
    answer: `Sometimes. When it is running, our limited offer gives you the same one-page website for ${priceExVat(LIMITED_ONE_PAGE_OFFER.price)}, a saving of ${formatGBP(LIMITED_ONE_PAGE_OFFER.saving)} while places last.`,
  },
]
