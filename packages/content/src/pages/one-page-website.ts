import { formatGBP, ONE_PAGE_WEBSITE } from '@hard-hat/pricing'
import { priceExVat, RESPONSE_PROMISES, VAT_SUFFIX } from '../site'
import { ENQUIRY_FORM } from './enquiry-form'
import { ONE_PAGE_WHY_CHOOSE } from './one-page-why-choose'

const price = priceExVat(ONE_PAGE_WEBSITE.price)
const hosting = `${formatGBP(ONE_PAGE_WEBSITE.hostingMonthlyFrom)}–${formatGBP(ONE_PAGE_WEBSITE.hostingMonthlyTo)} a month ${VAT_SUFFIX}`

/**
 * All copy of the one-page website page; the price comes from @hard-hat/pricing (£995 everywhere).
 * @example ONE_PAGE_WEBSITE_PAGE.pricingCard.price // "£995 + VAT"
 */
export const ONE_PAGE_WEBSITE_PAGE = {
  hero: {
    badge: 'One Page Websites for Trades',
    headline: `A Professional Website for Your Trade Business for ${formatGBP(ONE_PAGE_WEBSITE.price)}`,
    priceNote: `${VAT_SUFFIX}, one-time payment. No monthly fee.`,
    subheading: `Everything a customer needs to know and a way to get in touch, on one fast page. Live in ${ONE_PAGE_WEBSITE.liveInDays} days.`,
    primaryCta: { label: 'Get Started', href: '#contact-form' },
    secondaryCta: { label: 'See Examples', href: '/portfolio' },
  },
  whyChoose: ONE_PAGE_WHY_CHOOSE,
  included: {
    heading: "What's Included",
    items: [
      'Professional, mobile-friendly design',
      'Your services, service area and contact details',
      'Click-to-call and enquiry form',
      'Photo gallery of your work',
      'Customer reviews section',
      'Basic on-page SEO and Google set-up',
      'SSL security certificate',
      `${ONE_PAGE_WEBSITE.revisionRounds} rounds of revisions`,
    ],
  },
  pricingCard: {
    name: ONE_PAGE_WEBSITE.name,
    price,
    priceNote: 'one-time payment',
    points: [
      'One-time payment',
      'No monthly fee',
      `Live in ${ONE_PAGE_WEBSITE.liveInDays} days`,
      `${ONE_PAGE_WEBSITE.revisionRounds} rounds of revisions`,
      `Hosting typically ${hosting}`,
    ],
    cta: { label: 'Get Started', href: '#contact-form' },
  },
  process: {
    heading: 'How It Works',
    steps: [
      {
        step: 1,
        title: 'Tell Us About Your Business',
        description: 'Fill in the form or give us a call.',
      },
      {
        step: 2,
        title: 'We Design Your Page',
        description: 'We write and design your page around your trade and your area.',
      },
      {
        step: 3,
        title: 'You Review It',
        description: `Ask for changes: ${ONE_PAGE_WEBSITE.revisionRounds} rounds of revisions are included.`,
      },
      {
        step: 4,
        title: 'Go Live',
        description: `Your website is live in ${ONE_PAGE_WEBSITE.liveInDays} days.`,
      },
    ],
  },
  examples: {
    heading: 'Perfect for Every Trade',
    items: [
      {
        trade: 'Plumbers',
        description:
          'Emergency call-outs, boiler services and bathroom fitting, with a big call button.',
      },
      {
        trade: 'Electricians',
        description:
          'Rewires, EV chargers and inspections, with your qualifications front and centre.',
      },
      {
        trade: 'Builders',
        description:
          'Extensions, renovations and new builds, shown off with photos of your best work.',
      },
    ],
    links: [
      { label: 'See Examples', href: '/portfolio' },
      { label: 'View Our Full Portfolio', href: '/portfolio' },
    ],
  },
  form: {
    ...ENQUIRY_FORM,
    heading: 'Get Your One Page Website',
    intro: `Fill in the form and we will be in touch ${RESPONSE_PROMISES.enquiry}.`,
    submit: 'Send My Enquiry',
  },
  faqHeading: 'Frequently Asked Questions',
} as const
