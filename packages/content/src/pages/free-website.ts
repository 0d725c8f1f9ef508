import { FREE_WEBSITE, formatGBP } from '@hard-hat/pricing'
import { RESPONSE_PROMISES, VAT_SUFFIX } from '../site'

const hosting = `${formatGBP(FREE_WEBSITE.hostingMonthly)} a month ${VAT_SUFFIX}`

/**
 * All copy of the free website page. The design is free; hosting is charged monthly.
 * @example FREE_WEBSITE_PAGE.hero.badge // "100% FREE WEBSITE"
 */
export const FREE_WEBSITE_PAGE = {
  hero: {
    badge: '100% FREE WEBSITE',
    headline: 'Get a Professional Website for Your Trade Business, Free',
    subheading: `We design and build your website for free. Ready in ${FREE_WEBSITE.readyInDays} days; you only pay for hosting at ${hosting}.`,
    cta: { label: 'Claim Your Free Website', href: '#free-form' },
  },
  features: {
    heading: "What's Included",
    items: [
      {
        title: 'Professional Design',
        description: 'A clean, modern design that suits your trade.',
      },
      { title: 'Mobile Friendly', description: 'Looks right and works fast on every phone.' },
      { title: 'Click-to-Call', description: 'Customers ring you with one tap.' },
      { title: 'Contact Form', description: 'Enquiries land straight in your inbox.' },
      { title: 'Services Section', description: 'Every service you offer, clearly laid out.' },
      { title: 'Photo Gallery', description: 'Show off your best work.' },
      { title: 'Customer Reviews', description: 'Let happy customers do the selling.' },
      { title: 'Basic SEO', description: 'Set up so Google can find and list your site.' },
      { title: 'SSL Security', description: 'The padlock customers look for.' },
    ],
  },
  whyFree: {
    heading: 'Why are we offering this for free?',
    reasons: [
      {
        title: 'To Show You What We Can Do',
        description: 'We would rather show you the quality of our work than tell you about it.',
      },
      {
        title: 'To Build Long-Term Relationships',
        description: 'Many clients grow with us, adding SEO, ads and bigger websites as they grow.',
      },
      {
        title: 'To Help Trades Get Online',
        description:
          'Too many good trade businesses still have no website. We want to change that.',
      },
      {
        title: 'Hosting Covers Our Costs',
        description: `Your hosting at ${hosting} keeps your site fast, secure and backed up.`,
      },
    ],
  },
  howItWorks: {
    heading: 'How It Works',
    steps: [
      {
        step: 1,
        title: 'Fill Out Form',
        description: 'Tell us about your business and the services you offer.',
      },
      {
        step: 2,
        title: `We Design in ${FREE_WEBSITE.readyInDays} days`,
        description: 'We write and design your website around your trade.',
      },
      {
        step: 3,
        title: 'Go Live',
        description: 'Your new website goes live and starts bringing in enquiries.',
      },
    ],
  },
  form: {
    anchor: 'free-form',
    heading: 'Claim Your Free Website',
    intro: `Fill in your details and we will be in touch ${RESPONSE_PROMISES.enquiry}.`,
    fields: {
      firstName: { label: 'First Name', placeholder: 'Your first name' },
      lastName: { label: 'Last Name', placeholder: 'Your last name' },
      email: { label: 'Email Address', placeholder: 'you@example.com' },
      phone: { label: 'Phone Number', placeholder: '07700 900123' },
      companyName: { label: 'Company Name', placeholder: 'Your business name' },
      websiteGoal: {
        label: 'What is the main goal of your website?',
        placeholder: 'Please select an option',
      },
      mainServices: {
        label: 'What are your main services?',
        placeholder: 'e.g. plumbing, electrical, building, roofing, bathroom fitting and so on',
        rows: 4,
      },
    },
    submit: 'Claim My Free Website',
    submitting: 'Submitting...',
    toasts: {
      success: {
        title: 'Request Submitted!',
        description: `We'll start working on your free website and be in touch ${RESPONSE_PROMISES.enquiry}.`,
      },
      failure: {
        title: 'Submission Failed',
        description: 'Please try again or contact us directly.',
      },
      missing: {
        title: 'Missing Information',
        description: 'Please fill in all required fields',
      },
    },
  },
  upsell: {
    heading: 'Ready for More Features Later?',
    text: 'When your business grows, we can add online booking, quote calculators, more pages and SEO. Your free website is the start, not the limit.',
    link: { label: 'Explore Website Design', href: '/website-design' },
  },
} as const
