import { formatGBP, LIMITED_ONE_PAGE_OFFER } from '@hard-hat/pricing'
import { DEADLINES, formatDeadline, priceExVat, RESPONSE_PROMISES } from '../site'
import type { Deadline, Faq } from '../types'

const offerPrice = priceExVat(LIMITED_ONE_PAGE_OFFER.price)

/**
 * The six questions of the limited one-page offer page (/special-offer-495), for the deadline the
 * server runs with (P-deadlines-are-config).
 * @example limitedOfferFaqs(DEADLINES.limitedOnePageOffer)[4]?.question // "When does the offer end?"
 */
export function limitedOfferFaqs(deadline: Deadline): readonly Faq[] {
  return [
    {
      question: `What do I get for ${formatGBP(LIMITED_ONE_PAGE_OFFER.price)}?`,
      answer: `A professional one-page website for your trade business: designed for mobile phones, with your services, your areas, photos of your work and an enquiry form. It normally costs ${priceExVat(LIMITED_ONE_PAGE_OFFER.regularPrice)}; with this offer you pay ${offerPrice} and save ${formatGBP(LIMITED_ONE_PAGE_OFFER.saving)}.`,
    },
    {
      question: 'How quickly will my website be live?',
      answer: `Within ${LIMITED_ONE_PAGE_OFFER.liveInBusinessDays} business days of us receiving your content: your details, photos and logo. Our team contacts you ${RESPONSE_PROMISES.enquiry} of your enquiry to get started.`,
    },
    {
      question: 'Are there any ongoing costs?',
      answer: `Only hosting, at ${priceExVat(LIMITED_ONE_PAGE_OFFER.hostingMonthly)} a month. That keeps your website online, secure and backed up. There is no other monthly fee.`,
    },
    {
      question: 'What happens if I want a bigger website later?',
      answer: `Your ${formatGBP(LIMITED_ONE_PAGE_OFFER.price)} is credited toward any larger website package you choose later, so the money you spend now is never wasted.`,
    },
    {
      question: 'When does the offer end?',
      answer: `The offer ends on ${formatDeadline(deadline)} (UK time), or sooner if all places are taken. After that the one-page website returns to its usual price of ${priceExVat(LIMITED_ONE_PAGE_OFFER.regularPrice)}.`,
    },
    {
      question: 'Why is it so cheap? What is the catch?',
      answer:
        'There is no catch. We are building up our portfolio of one-page sites for trades and we would rather win you as a long-term client than make a large profit on your first website. You get the same design, build and care as any full-price project.',
    },
  ]
}

/** The questions for the specification's deadline. */
export const LIMITED_OFFER_FAQS: readonly Faq[] = /* @__PURE__ */ limitedOfferFaqs(
  DEADLINES.limitedOnePageOffer,
)
