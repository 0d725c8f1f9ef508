import {
  BUSINESS_PACKAGES,
  MARKETING_PACKAGES,
  ONE_PAGE_WEBSITE,
  SERVICES_MONTHLY_FROM,
} from '@hard-hat/pricing'
import { priceExVat, RESPONSE_PROMISES } from '../site'

/**
 * All copy of the website services page (/website-services).
 * @example WEBSITE_SERVICES_PAGE.services.items.length // 7
 */
export const WEBSITE_SERVICES_PAGE = {
  hero: {
    badge: 'Our Services',
    heading: 'Digital Marketing Services for Construction and Trades',
    intro: `Websites, SEO, ads, social media and a CRM, all built for trade businesses. Ongoing services start from ${priceExVat(SERVICES_MONTHLY_FROM)} a month.`,
    primaryCta: { label: 'Get a Free Quote', href: '/contact' },
    secondaryCta: { label: 'See Our Work', href: '/portfolio' },
  },
  services: {
    heading: 'What We Do',
    items: [
      {
        id: 'website-design',
        title: 'Website Design',
        description:
          'Fast, mobile-first websites that show your work and turn visitors into enquiries. A full website usually takes 4-6 weeks.',
        link: { label: 'Website design', href: '/website-design' },
      },
      {
        id: 'seo',
        title: 'Local SEO',
        description:
          'Get found by customers searching in your area. Most clients see solid results in 3-4 months.',
        link: { label: 'Read our SEO guides', href: '/insights' },
      },
      {
        id: 'google-business-profile',
        title: 'Google Business Profile',
        description:
          'A complete, active profile with photos, posts and reviews, so you show up in the map results.',
        link: { label: 'Our profile guide', href: '/insights/google-business-profile-for-roofers' },
      },
      {
        id: 'ads',
        title: 'Google and Facebook Ads',
        description:
          'Campaigns aimed at the jobs you want, in the areas you cover, with every enquiry tracked.',
        link: { label: 'Marketing packages', href: '/packages/launch' },
      },
      {
        id: 'social-media',
        title: 'Social Media Management',
        description:
          'Regular posts showing your work on Facebook, Instagram and LinkedIn, written and scheduled for you.',
        link: { label: 'Marketing packages', href: '/packages/momentum' },
      },
      {
        id: 'branding',
        title: 'Branding',
        description:
          'A logo, colours and van livery that make your business look as professional as your work.',
        link: { label: 'Talk to us', href: '/contact' },
      },
      {
        id: 'crm',
        title: 'Construction CRM',
        description:
          'Track leads, schedule jobs and send quotes from your phone, all in one place.',
        link: { label: 'Construction CRM', href: '/crm' },
      },
    ],
  },
  packages: {
    heading: 'Packages for Every Stage',
    intro: 'Fixed prices, clearly listed. All prices exclude VAT.',
    items: [
      {
        name: ONE_PAGE_WEBSITE.name,
        price: priceExVat(ONE_PAGE_WEBSITE.price),
        href: '/one-page-website',
      },
      {
        name: BUSINESS_PACKAGES['small-business'].name,
        price: priceExVat(BUSINESS_PACKAGES['small-business'].price),
        href: '/packages/small-business',
      },
      {
        name: BUSINESS_PACKAGES['medium-business'].name,
        price: priceExVat(BUSINESS_PACKAGES['medium-business'].price),
        href: '/packages/medium-business',
      },
      {
        name: BUSINESS_PACKAGES.enterprise.name,
        price: priceExVat(BUSINESS_PACKAGES.enterprise.price),
        href: '/packages/enterprise',
      },
      {
        name: MARKETING_PACKAGES.launch.name,
        price: priceExVat(MARKETING_PACKAGES.launch.price),
        href: '/packages/launch',
      },
      {
        name: MARKETING_PACKAGES.momentum.name,
        price: priceExVat(MARKETING_PACKAGES.momentum.price),
        href: '/packages/momentum',
      },
      {
        name: MARKETING_PACKAGES.dominance.name,
        price: priceExVat(MARKETING_PACKAGES.dominance.price),
        href: '/packages/dominance',
      },
    ],
  },
  timings: {
    heading: 'How Long Things Take',
    items: [
      { label: 'One-page website', value: `${ONE_PAGE_WEBSITE.liveInDays} days` },
      { label: 'Full website', value: '4-6 weeks' },
      { label: 'SEO results', value: '3-4 months' },
      { label: 'Reply to your enquiry', value: RESPONSE_PROMISES.enquiry },
    ],
  },
  cta: {
    heading: 'Not Sure What You Need?',
    text: 'Tell us about your business and we will recommend the right mix, with a fixed price.',
    button: { label: 'Get In Touch', href: '/contact' },
  },
} as const
