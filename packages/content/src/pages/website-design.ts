import { ONE_PAGE_WEBSITE } from '@hard-hat/pricing'
import { IMAGE_FALLBACK_LABEL } from '../images'
import { CREATION_PROCESS } from '../process'
import { WEBSITE_SAMPLES } from '../projects'
import { priceExVat } from '../site'

/**
 * All copy of the website design page (also served at /services/website-design).
 * @example WEBSITE_DESIGN_PAGE.portfolio.viewAll.href // "/portfolio"
 */
export const WEBSITE_DESIGN_PAGE = {
  hero: {
    eyebrow: 'Website Design for Builders & Trades',
    headline: 'Websites Built to Turn Visitors Into Enquiries',
    subheading:
      'Professional, mobile-first websites for builders, plumbers, electricians, roofers and every trade in between, designed to rank locally and make the phone ring.',
    primaryCta: { label: 'Build Your Quote', href: '#quote-builder' },
    secondaryCta: { label: 'See Our Work', href: '/portfolio' },
  },
  benefits: {
    heading: 'Why Trade Businesses Choose Us',
    items: [
      {
        id: 'higher-conversion',
        title: 'Higher Conversion Rates',
        description:
          'Clear calls to action, reviews and photos of your work on every page turn more visitors into calls and quote requests.',
      },
      {
        id: 'local-seo',
        title: 'Local SEO Built In',
        description:
          'Every site is built to rank for your trade in the towns you cover, with Google Business Profile set up from the start.',
      },
      {
        id: 'mobile-first',
        title: 'Mobile-First Design',
        description:
          'Most of your customers search on a phone. Your site is designed for small screens first, and loads fast on a slow signal.',
      },
    ],
  },
  process: {
    heading: 'Our Website Design Process',
    steps: CREATION_PROCESS,
  },
  portfolio: {
    heading: 'Recent Website Projects',
    intro: 'A sample of the sites we have built for trade businesses.',
    samples: WEBSITE_SAMPLES,
    imageFallback: IMAGE_FALLBACK_LABEL,
    viewAll: { label: 'View All Projects', href: '/portfolio' },
  },
  quoteBuilder: {
    anchor: 'quote-builder',
    heading: 'Build Your Website Quote',
    intro: 'Choose a package, add the features you need and see your price as you go.',
  },
  onePage: {
    heading: 'Just Need Something Simple?',
    text: `Our one-page websites are ideal for sole traders: ${priceExVat(ONE_PAGE_WEBSITE.price)}, one-time, live in ${ONE_PAGE_WEBSITE.liveInDays} days.`,
    link: { label: 'See One Page Websites', href: '/one-page-website' },
  },
} as const
