import { BUSINESS_PACKAGES, type BusinessPackageId, type Pence } from '@hard-hat/pricing'
import { priceExVat } from '../site'
import type { LinkItem } from '../types'

/** A stage of a package's timeline. */
export interface PackageTimelineStage {
  readonly label: string
  readonly title: string
}

/** A reason or advantage card on a business package page. */
export interface PackageReason {
  readonly title: string
  readonly description: string
}

/** All copy of a business package page (/packages/small-business, medium-business, enterprise). */
export interface BusinessPackagePage {
  readonly id: BusinessPackageId
  readonly name: string
  readonly price: Pence
  /** The price with its VAT status and "one-off", e.g. "£2,500 + VAT one-off". */
  readonly priceDisplay: string
  readonly badge?: string
  readonly hero: { readonly heading: string; readonly intro: string }
  readonly timeline: {
    readonly summary: string
    readonly stages?: readonly PackageTimelineStage[]
  }
  readonly included: { readonly heading: string; readonly items: readonly string[] }
  readonly perfectFor: { readonly heading: string; readonly items: readonly string[] }
  readonly reasons: { readonly heading: string; readonly items: readonly PackageReason[] }
  readonly cta: LinkItem
}

const oneOff = (id: BusinessPackageId) => `${priceExVat(BUSINESS_PACKAGES[id].price)} one-off`

/** The Small Business package page. */
export const SMALL_BUSINESS_PAGE: BusinessPackagePage = {
  id: 'small-business',
  name: BUSINESS_PACKAGES['small-business'].name,
  price: BUSINESS_PACKAGES['small-business'].price,
  priceDisplay: oneOff('small-business'),
  hero: {
    heading: 'Small Business Package',
    intro:
      'Everything a sole trader or small trade firm needs to look professional online and start winning enquiries.',
  },
  timeline: { summary: 'Live in 2-3 weeks' },
  included: {
    heading: 'What’s Included',
    items: [
      'Professional mobile-first website',
      'Google Business Profile set-up and optimisation',
      'Local SEO foundations for your main towns',
      'Enquiry forms and click-to-call buttons',
      'Secure hosting set-up with SSL certificate',
      'Social media profile set-up',
    ],
  },
  perfectFor: {
    heading: 'Perfect For',
    items: [
      'Sole traders and firms with up to 5 employees',
      'Businesses with no website, or an outdated one',
      'Trades working in one town or area',
      'Owners who want a professional presence without the hassle',
    ],
  },
  reasons: {
    heading: 'Why Choose Small Business',
    items: [
      {
        title: 'Quick to Launch',
        description: 'Live in 2-3 weeks, so you start winning work online straight away.',
      },
      {
        title: 'Fixed Price',
        description: `${oneOff('small-business')}. No surprises and no monthly design fee.`,
      },
      {
        title: 'Room to Grow',
        description:
          'Move up to Medium Business when you are ready, building on what you already have.',
      },
    ],
  },
  cta: { label: 'Get Started', href: '/contact' },
}

/** The Medium Business package page (badge MOST POPULAR). */
export const MEDIUM_BUSINESS_PAGE: BusinessPackagePage = {
  id: 'medium-business',
  name: BUSINESS_PACKAGES['medium-business'].name,
  price: BUSINESS_PACKAGES['medium-business'].price,
  priceDisplay: oneOff('medium-business'),
  badge: 'MOST POPULAR',
  hero: {
    heading: 'Medium Business Package',
    intro:
      'For established trade companies ready to grow: advanced SEO, Google Ads, CRM automation and social media, working together.',
  },
  timeline: { summary: 'Live in 4-6 weeks' },
  included: {
    heading: 'What’s Included',
    items: [
      'Everything in Small Business',
      'Advanced SEO and content strategy',
      'Google Ads campaign setup',
      'CRM integration and automation',
      'Social media management on Facebook, Instagram and LinkedIn',
      'Review management system',
      'Weekly performance reports',
    ],
  },
  perfectFor: {
    heading: 'Perfect For',
    items: [
      'Established trade companies with 5-20 employees',
      'Businesses working across multiple regions',
      'Firms ready to invest in steady growth',
      'Companies that want a clear return from their marketing',
    ],
  },
  reasons: {
    heading: 'Why Choose Medium Business',
    items: [
      {
        title: 'Proven Returns',
        description: 'Our clients see an average 5-8x return on their investment within 4 months.',
      },
      {
        title: 'Everything Connected',
        description:
          'Website, ads, CRM and social media set up to work together, so no enquiry is missed.',
      },
      {
        title: 'Always Informed',
        description: 'Weekly performance reports show exactly what your marketing is bringing in.',
      },
    ],
  },
  cta: { label: 'Get Started Today', href: '/contact' },
}

/** The Enterprise package page (badge ENTERPRISE SOLUTION). */
export const ENTERPRISE_PAGE: BusinessPackagePage = {
  id: 'enterprise',
  name: BUSINESS_PACKAGES.enterprise.name,
  price: BUSINESS_PACKAGES.enterprise.price,
  priceDisplay: oneOff('enterprise'),
  badge: 'ENTERPRISE SOLUTION',
  hero: {
    heading: 'Enterprise Package',
    intro:
      'A complete digital growth system for larger construction companies working across several locations.',
  },
  timeline: {
    summary: 'Launch from week 9',
    stages: [
      { label: 'Weeks 1-2', title: 'Discovery & Strategy' },
      { label: 'Weeks 3-6', title: 'Development & Integration' },
      { label: 'Weeks 7-8', title: 'Testing & Optimisation' },
      { label: 'Week 9+', title: 'Launch & Scale' },
    ],
  },
  included: {
    heading: 'What’s Included',
    items: [
      'Everything in Medium Business',
      'Multi-location SEO',
      'Advanced marketing automation',
      'Custom CRM development',
      'Dedicated account manager with monthly strategy calls',
      'Analytics and business intelligence',
      'API integrations',
      '24/7 priority support',
    ],
  },
  perfectFor: {
    heading: 'Perfect For',
    items: [
      'Construction companies with 20+ employees',
      'Businesses with multiple locations or depots',
      'Firms bidding for larger commercial contracts',
      'Companies that need their systems to talk to each other',
    ],
  },
  reasons: {
    heading: 'Enterprise Advantages',
    items: [
      {
        title: 'Built Around You',
        description:
          'A custom CRM and integrations designed for the way your business already works.',
      },
      {
        title: 'A Dedicated Partner',
        description:
          'Your own account manager and monthly strategy calls to keep every location growing.',
      },
      {
        title: 'Decisions Backed by Data',
        description:
          'Analytics and business intelligence that show which services, areas and campaigns pay.',
      },
    ],
  },
  cta: { label: 'Get Started', href: '/contact' },
}

/** The three business package pages, by id. */
export const BUSINESS_PACKAGE_PAGES: Readonly<Record<BusinessPackageId, BusinessPackagePage>> = {
  'small-business': SMALL_BUSINESS_PAGE,
  'medium-business': MEDIUM_BUSINESS_PAGE,
  enterprise: ENTERPRISE_PAGE,
}
