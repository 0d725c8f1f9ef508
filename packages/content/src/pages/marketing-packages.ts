import {
  formatGBP,
  LAUNCH_SUGGESTED_AD_SPEND,
  MARKETING_PACKAGES,
  type MarketingPackageId,
  type Pence,
} from '@hard-hat/pricing'
import { priceExVat } from '../site'
import type { FormFieldWords } from '../types'
import { LAUNCH_PAGE_FORM, packageForm } from './package-form-words'

/** A week (or stage) of a package's process. */
export interface PackageWeek {
  readonly label: string
  readonly title: string
  readonly description: string
}

/** A promise a package makes. */
export interface PackageGuarantee {
  readonly title: string
  readonly description: string
}

/** A success story on a package page (sample content: the firms are fictional). */
export interface PackageSuccessStory {
  readonly business: string
  readonly trade: string
  readonly result: string
  readonly quote: string
}

/** All copy of a marketing package page (/packages/launch, /momentum, /dominance). */
export interface MarketingPackagePage {
  readonly id: MarketingPackageId
  readonly name: string
  readonly price: Pence
  /** The price with its VAT status, e.g. "£3,500 + VAT". */
  readonly priceDisplay: string
  readonly liveInWeeks: number
  readonly liveInText: string
  readonly hero: { readonly badge: string; readonly heading: string; readonly intro: string }
  readonly included: { readonly heading: string; readonly items: readonly string[] }
  readonly process: { readonly heading: string; readonly weeks: readonly PackageWeek[] }
  readonly guarantees: { readonly heading: string; readonly items: readonly PackageGuarantee[] }
  readonly successStories?: {
    readonly heading: string
    readonly sampleNote: string
    readonly items: readonly PackageSuccessStory[]
  }
  readonly form: {
    readonly anchor: 'signup-form'
    readonly heading: string
    readonly intro: string
    /** The words of the package form's fields, by field name (the fields are @hard-hat/forms'). */
    readonly fields: FormFieldWords
    readonly submit: string
    readonly submitting: string
    readonly privacyNote: string
    readonly privacyLink: { readonly label: string; readonly href: string }
    /** The failure text is the package data-form's, `FORM_MESSAGES.packageInquiry.error` in `@hard-hat/forms`. */
    readonly success: string
  }
  readonly faqHeading: string
}

const weeks = (count: number) => `${count} week${count === 1 ? '' : 's'}`
const { launch, momentum, dominance } = MARKETING_PACKAGES

/** The Launch package page. */
export const LAUNCH_PAGE: MarketingPackagePage = {
  id: 'launch',
  name: launch.name,
  price: launch.price,
  priceDisplay: priceExVat(launch.price),
  liveInWeeks: launch.liveInWeeks,
  liveInText: `Live in ${weeks(launch.liveInWeeks)}`,
  hero: {
    badge: 'Launch Package',
    heading: 'Get Your Trade Business Online and Winning Work',
    intro: `A professional website and your first month of marketing, live in ${weeks(launch.liveInWeeks)}. The quickest way to start getting enquiries online.`,
  },
  included: {
    heading: 'What’s Included',
    items: [
      '3-page professional website',
      `1 month of ads managed for you (ad spend not included; we suggest ${formatGBP(LAUNCH_SUGGESTED_AD_SPEND.from)}–${formatGBP(LAUNCH_SUGGESTED_AD_SPEND.to)})`,
      '1 month of CRM access',
      '1 month of social media on 2 channels, 3 posts a week',
      '1 hour of SEO work a month for 3 months',
      '1 month of hosting',
      '30-minute strategy call',
    ],
  },
  process: {
    heading: 'Your Launch, Week by Week',
    weeks: [
      {
        label: 'Week 1',
        title: 'Strategy and Design',
        description:
          'Your 30-minute strategy call, then we gather your content and photos and design your 3-page website.',
      },
      {
        label: 'Week 2',
        title: 'Build and Go Live',
        description:
          'We build and test your site, set up your CRM and social channels, and put everything live.',
      },
      {
        label: 'Month 1',
        title: 'First Month of Marketing',
        description:
          'Your ads run, 3 posts a week go out on 2 channels, and SEO work begins. We report on the results.',
      },
    ],
  },
  guarantees: {
    heading: 'Our Promises',
    items: [
      {
        title: `Live in ${weeks(launch.liveInWeeks)}`,
        description: `Your website is live within ${weeks(launch.liveInWeeks)} of us receiving your content.`,
      },
      {
        title: 'A Fixed Price',
        description: `${priceExVat(launch.price)} for everything listed. The only other cost is the ad spend you choose to give the ad platform.`,
      },
      {
        title: 'No Lock-In',
        description:
          'Your website is yours. Nothing renews automatically after the first month unless you ask it to.',
      },
    ],
  },
  form: LAUNCH_PAGE_FORM,
  faqHeading: 'Launch Package FAQs',
}

/** The Momentum package page. */
export const MOMENTUM_PAGE: MarketingPackagePage = {
  id: 'momentum',
  name: momentum.name,
  price: momentum.price,
  priceDisplay: priceExVat(momentum.price),
  liveInWeeks: momentum.liveInWeeks,
  liveInText: `Live in ${weeks(momentum.liveInWeeks)}`,
  hero: {
    badge: 'Momentum Package',
    heading: 'Build a Steady Flow of Enquiries',
    intro: `A 5-page website, ${formatGBP(momentum.includedAdBudget)} of ads paid by us and three months of marketing, live in ${weeks(momentum.liveInWeeks)}, backed by our 90-day ROI guarantee.`,
  },
  included: {
    heading: 'What’s Included',
    items: [
      '5-page professional website',
      `${formatGBP(momentum.includedAdBudget)} ad budget included, paid by us`,
      '3 months of CRM access',
      '2 months of social media management',
      '3 hours of SEO work a month for 3 months',
      '3 months of hosting',
      '90-day ROI guarantee',
    ],
  },
  process: {
    heading: 'Your Momentum Plan, Week by Week',
    weeks: [
      {
        label: 'Week 1',
        title: 'Discovery and Strategy',
        description:
          'We learn about your business, your competitors and the jobs you want, and agree how we will track enquiries.',
      },
      {
        label: 'Week 2',
        title: 'Design and Content',
        description:
          'We design your 5-page website and write the service pages, and prepare your ads and social media.',
      },
      {
        label: 'Week 3',
        title: 'Build and Go Live',
        description:
          'Your website, CRM and campaigns go live. Your ad budget starts working straight away.',
      },
      {
        label: 'Months 1–3',
        title: 'Grow and Report',
        description:
          'SEO work every month, social media for 2 months and clear monthly reports on calls and enquiries.',
      },
    ],
  },
  guarantees: {
    heading: 'Our Guarantee',
    items: [
      {
        title: '90-Day ROI Guarantee',
        description:
          'If the work won through your Momentum marketing is not worth more than the package price within 90 days of launch, we keep working on your marketing free of charge until it is.',
      },
      {
        title: `Live in ${weeks(momentum.liveInWeeks)}`,
        description: `Your website is live within ${weeks(momentum.liveInWeeks)} of us receiving your content.`,
      },
    ],
  },
  successStories: {
    heading: 'Momentum Success Stories',
    sampleNote: 'Sample stories: the businesses and figures are illustrative.',
    items: [
      {
        business: 'Sample Plumbing & Heating (sample)',
        trade: 'Plumbing and heating',
        result: 'Boiler installation enquiries doubled within three months',
        quote:
          'We went from relying on word of mouth to getting enquiries every week. The guarantee gave us the confidence to go for it.',
      },
      {
        business: 'Example Landscapes (sample)',
        trade: 'Landscaping',
        result: 'Diary booked up six weeks ahead by the end of the first season',
        quote: 'The before and after photos on the new site do the selling for us.',
      },
    ],
  },
  form: packageForm(momentum.name, {
    currentMarketing: { label: 'How do you currently get work?' },
    goals: { label: 'What are your goals?' },
    timeline: { label: 'When would you like to start?' },
  }),
  faqHeading: 'Momentum Package FAQs',
}

/** The Dominance package page. */
export const DOMINANCE_PAGE: MarketingPackagePage = {
  id: 'dominance',
  name: dominance.name,
  price: dominance.price,
  priceDisplay: priceExVat(dominance.price),
  liveInWeeks: dominance.liveInWeeks,
  liveInText: `Live in ${weeks(dominance.liveInWeeks)}`,
  hero: {
    badge: 'Dominance Package',
    heading: 'Become the Name Everyone Calls in Your Area',
    intro: `A website with as many pages as you need, ${formatGBP(dominance.includedAdBudget)} of ads paid by us and six months of support, live in ${weeks(dominance.liveInWeeks)}, with guaranteed rankings and returns.`,
  },
  included: {
    heading: 'What’s Included',
    items: [
      'Website with unlimited pages',
      `${formatGBP(dominance.includedAdBudget)} ad budget included, paid by us`,
      '6 months of CRM access',
      '3 months of social media management',
      '5 hours of SEO work a month for 3 months',
      '6 months of hosting',
      'Quarterly strategy calls',
    ],
  },
  process: {
    heading: 'Your Dominance Plan, Week by Week',
    weeks: [
      {
        label: 'Week 1',
        title: 'Deep-Dive Strategy',
        description:
          'A full review of your business, market and competitors, and a plan for every service and area you want to own.',
      },
      {
        label: 'Week 2',
        title: 'Design and Content',
        description:
          'We design your website and write a page for every service and area, with your photos and reviews.',
      },
      {
        label: 'Week 3',
        title: 'Build and Campaign Set-Up',
        description: 'We build and test the website and set up your CRM, ads and social channels.',
      },
      {
        label: 'Week 4',
        title: 'Go Live',
        description: 'Everything goes live and your included ad budget starts working.',
      },
      {
        label: 'Months 2–6',
        title: 'Dominate and Report',
        description:
          'Ongoing SEO and social media, quarterly strategy calls and monthly reports as we push you to the top.',
      },
    ],
  },
  guarantees: {
    heading: 'Our Guarantees',
    items: [
      {
        title: 'Top 3 Rankings Within 6 Months',
        description:
          'Top 3 Google rankings for your agreed main search terms in your area within 6 months of launch, or we keep working free of charge until you are there.',
      },
      {
        title: '300% ROI Within 6 Months',
        description:
          'Work won through your Dominance marketing worth at least three times the package price within 6 months, or we keep working free of charge until it is.',
      },
    ],
  },
  successStories: {
    heading: 'Dominance Success Stories',
    sampleNote: 'Sample stories: the businesses and figures are illustrative.',
    items: [
      {
        business: 'Sample Construction Group (sample)',
        trade: 'General building',
        result: 'Top 3 on Google for extensions in four towns within five months',
        quote:
          'We now choose the jobs we take on. The quarterly calls keep us ahead of the competition.',
      },
      {
        business: 'Example Roofing & Cladding (sample)',
        trade: 'Roofing',
        result: 'Commercial enquiries up fourfold in six months',
        quote: 'Our phone rings with the kind of work we actually want.',
      },
    ],
  },
  form: packageForm(dominance.name, {
    revenue: { label: 'Annual turnover' },
    teamSize: { label: 'Team size' },
    currentChallenges: { label: 'What are your biggest challenges right now?' },
    marketGoals: { label: 'Which markets or areas do you want to lead?' },
    timeline: { label: 'When would you like to start?' },
    budget: { label: 'Monthly marketing budget' },
  }),
  faqHeading: 'Dominance Package FAQs',
}

/** The three marketing package pages, by id. */
export const MARKETING_PACKAGE_PAGES: Readonly<Record<MarketingPackageId, MarketingPackagePage>> = {
  launch: LAUNCH_PAGE,
  momentum: MOMENTUM_PAGE,
  dominance: DOMINANCE_PAGE,
}
