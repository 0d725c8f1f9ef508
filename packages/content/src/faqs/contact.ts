import { ONE_PAGE_WEBSITE, SERVICES_MONTHLY_FROM } from '@hard-hat/pricing'
import { priceExVat, RESPONSE_PROMISES, SITE } from '../site'
import type { Faq } from '../types'

/** The five questions of the contact page (/contact). */
export const CONTACT_FAQS: readonly Faq[] = [
  {
    question: 'How quickly will you get back to me?',
    answer: `We reply to every enquiry ${RESPONSE_PROMISES.enquiry}. Our office is open ${SITE.openingHours.display}; if you get in touch outside those hours, we reply on the next working day.`,
  },
  {
    question: 'Do you only work with businesses in Yorkshire?',
    answer: `Our office is in ${SITE.address.addressLocality} and most of our clients are in Yorkshire, but we work with builders and trades right across the UK. Everything can be done by phone, email and video call.`,
  },
  {
    question: 'How much do your services cost?',
    answer: `Websites start at ${priceExVat(ONE_PAGE_WEBSITE.price)} for a one-page site, and ongoing marketing services start from ${priceExVat(SERVICES_MONTHLY_FROM)} a month. After a short chat we send a fixed quote, so you know exactly what you will pay before any work starts.`,
  },
  {
    question: 'How long does a website take?',
    answer: `A full website usually takes 4–6 weeks from our first meeting to going live. A one-page website can be live in ${ONE_PAGE_WEBSITE.liveInDays} days.`,
  },
  {
    question: 'How soon will SEO bring results?',
    answer:
      'Most clients see their rankings improve within the first few weeks and solid results in 3–4 months. We send regular reports so you can see the progress for yourself.',
  },
]
