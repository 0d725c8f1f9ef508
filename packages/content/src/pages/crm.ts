import { CRM_PLAN, formatGBP, type Pence } from '@hard-hat/pricing'
import { RESPONSE_PROMISES, VAT_SUFFIX } from '../site'
import type { Testimonial } from '../types'

/** The CRM's one pricing plan (spec 001 §3 "CRM pricing plan"; P-one-source-of-truth: one plan). */
export interface CrmPricingPlan {
  readonly name: string
  readonly price: Pence
  /** The price as shown, e.g. "£95". */
  readonly priceDisplay: string
  readonly period: 'month'
  readonly vatNote: string
  readonly description: string
  readonly features: readonly string[]
  readonly ctaLabel: string
  readonly isPopular: boolean
}

/** The plan card of the CRM page; its button scrolls to the trial form. */
export const CRM_PRICING_PLAN: CrmPricingPlan = {
  name: CRM_PLAN.name,
  price: CRM_PLAN.priceMonthly,
  priceDisplay: formatGBP(CRM_PLAN.priceMonthly),
  period: 'month',
  vatNote: `${VAT_SUFFIX}, billed monthly`,
  description: 'Everything a trade business needs to win, schedule and track work, in one plan.',
  features: [
    'Unlimited users',
    'Mobile app included',
    'All updates included',
    `${CRM_PLAN.trialDays}-day free trial, no credit card needed`,
    'Month-to-month, no cancellation fee',
    'Lead tracking, scheduling and quoting',
    'Performance analytics and sales tracking',
    'Social media post planner',
  ],
  ctaLabel: 'Start Your Free Trial',
  isPopular: true,
}

/** Three sample testimonials of the CRM page: the people and firms are fictional. */
export const CRM_TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'crm-sample-1',
    name: 'Gareth Sample',
    company: 'Sample Building Services (sample)',
    text: 'Before the CRM, quotes lived in my van and half of them never got chased. Now every enquiry is in one place and I get a reminder to follow up. We are winning more of the jobs we quote for.',
    rating: 5,
  },
  {
    id: 'crm-sample-2',
    name: 'Lucy Example',
    company: 'Example Electrical Ltd (sample)',
    text: 'The scheduling alone has saved our office hours every week. The lads see their jobs on their phones and customers get a text before we arrive.',
    rating: 5,
  },
  {
    id: 'crm-sample-3',
    name: 'Raj Placeholder',
    company: 'Placeholder Plumbing & Heating (sample)',
    text: 'I can send a professional quote from the customer’s kitchen before I leave. Being first with a price has made a real difference.',
    rating: 5,
  },
]

/**
 * All copy of the construction CRM page (/crm). The FAQ is `CRM_FAQS`.
 * @example CRM_PAGE.pricing.plan.priceDisplay // "£95"
 */
export const CRM_PAGE = {
  hero: {
    badge: 'Construction CRM',
    heading: 'The CRM Built for Builders and Trades',
    intro:
      'Track every lead, schedule every job, send quotes from site and see exactly where your work comes from. One simple plan, no contract.',
    primaryCta: { label: 'See the Features', href: '#features' },
    secondaryCta: { label: 'View Pricing', href: '#pricing' },
  },
  features: {
    anchor: 'features',
    heading: 'Everything You Need to Run Your Jobs',
    intro: 'Designed with trade businesses, for the way you actually work.',
    items: [
      {
        id: 'lead-tracking',
        title: 'Lead Tracking',
        description:
          'Every enquiry from your website, phone, email and social media in one list, with its status and the next step, so nothing slips through.',
      },
      {
        id: 'smart-scheduling',
        title: 'Smart Scheduling',
        description:
          'A shared calendar for surveys and jobs. See who is where, avoid double bookings and send customers a reminder automatically.',
      },
      {
        id: 'automated-quoting',
        title: 'Automated Quoting',
        description:
          'Save your rates and common items once, then build a professional quote on your phone in minutes and send it before you leave site.',
      },
      {
        id: 'performance-analytics',
        title: 'Performance Analytics',
        description:
          'See how many enquiries you get, where they come from and how many turn into jobs, so you spend your marketing money where it works.',
      },
      {
        id: 'sales-tracking',
        title: 'Sales Tracking',
        description:
          'Follow every quote from sent to won, with reminders to chase the ones that have gone quiet and a clear view of work in the pipeline.',
      },
      {
        id: 'social-media-post-planner',
        title: 'Social Media Post Planner',
        description:
          'Plan and schedule your Facebook and Instagram posts in advance, with photos from your jobs, so your pages stay active on your busiest weeks.',
      },
    ],
  },
  testimonials: {
    heading: 'What Trade Businesses Say',
    sampleNote: 'Sample testimonials: the people and firms shown are fictional.',
    items: CRM_TESTIMONIALS,
  },
  pricing: {
    anchor: 'pricing',
    heading: 'Simple, Honest Pricing',
    intro: 'One plan with everything included. No per-user fees, no contract.',
    popularBadge: 'Everything Included',
    plan: CRM_PRICING_PLAN,
  },
  faq: { heading: 'Frequently Asked Questions' },
  trialForm: {
    anchor: 'trial-form',
    heading: `Start Your ${CRM_PLAN.trialDays}-Day Free Trial`,
    intro: 'No credit card needed. We will set up your account and show you around.',
    fields: {
      firstName: { label: 'First Name' },
      lastName: { label: 'Last Name' },
      email: { label: 'Email Address' },
      company: { label: 'Company Name' },
      phone: { label: 'Phone Number' },
      businessType: { label: 'Business Type', placeholder: 'Select your trade' },
    },
    submit: 'Start Free Trial',
    submitting: 'Submitting...',
    privacyNote:
      'We use these details only to set up your trial and contact you about it. See our privacy policy.',
    privacyLink: { label: 'privacy policy', href: '/privacy' },
    success: {
      heading: 'Your Trial Request Is In',
      text: `Thank you. We will be in touch ${RESPONSE_PROMISES.enquiry} to set up your free trial.`,
    },
    error: 'Sorry, there was an error submitting your request. Please try again.',
  },
  closingCta: {
    heading: 'Want a Website and Marketing That Feed Your CRM?',
    text: 'Book a free consultation and we will show you how the pieces fit together.',
    button: { label: 'Book a Free Consultation', href: '/#consultation-form' },
  },
} as const
