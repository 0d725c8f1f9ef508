import type { ShownClaims } from '../content-data/claims'
import { CREATION_PROCESS } from '../process'
import { CLAIMS, clientCountWords, RESPONSE_PROMISES, ratingWords, SITE } from '../site'
import { SAMPLE_TESTIMONIALS_NOTE } from '../testimonials/sample-note'

/** The home page's sections, in the order the page shows them (spec 000 §2). */
export const HOME_SECTION_ORDER = [
  'hero',
  'problem',
  'solution',
  'services',
  'claims',
  'portfolio',
  'process',
  'results',
  'testimonials',
  'crm',
  'consultation',
] as const

/**
 * The home page's own words, one key per section in {@link HOME_SECTION_ORDER}: all of `HOME_PAGE`
 * but the portfolio teasers' projects and the testimonials, which are content the agency edits
 * (the store's at run time). The page's code takes these; its loader takes the teasers
 * (`teaserSlugs`) and the testimonials from the content it renders, so no project or testimonial
 * is in the page's JavaScript.
 * @example HOME_PAGE_COPY.hero.primaryCta // { label: 'Book a Free Consultation', href: '/contact' }
 */
export const HOME_PAGE_COPY = {
  hero: {
    headline:
      'Websites That Win Work for Builders, Trades and Construction Professionals Across the UK',
    subheading:
      'We build websites and run marketing that bring in the calls and enquiries you want, so you can spend your time on the tools, not chasing work.',
    primaryCta: { label: 'Book a Free Consultation', href: '/contact' },
    secondaryCta: { label: 'See Our Portfolio', href: '/portfolio' },
  },
  problem: {
    heading: 'Great Work Deserves to Be Found',
    paragraphs: [
      'Most trade businesses win work by word of mouth, and that is a good sign. But when a new customer searches for a builder, plumber or electrician, they pick from the first few names Google shows them.',
      'If your website is slow, hard to use on a phone or missing altogether, those customers go to a competitor, however good your work is.',
    ],
    pitchHeading: 'Specialists in Construction and Trades',
    pitch:
      'We only work with construction and trade businesses. We know how your customers search, what makes them pick up the phone, and how to show your work so they trust you before you arrive.',
  },
  solution: {
    heading: 'A Complete Solution for Your Business',
    intro:
      'Everything you need to be found, trusted and chosen, from one team that understands the trade.',
    points: [
      'A professional website built to turn visitors into enquiries',
      'Local search so customers in your area find you first',
      'Adverts that reach people who need your services now',
      'A CRM to keep track of every lead, quote and job',
    ],
  },
  services: {
    heading: 'Our Services',
    intro: 'Pick one service or let us handle the lot.',
    items: [
      {
        id: 'website-design',
        title: 'Website Design',
        description:
          'Fast, mobile-first websites that show your work and make it easy to get in touch.',
      },
      {
        id: 'seo',
        title: 'SEO',
        description: 'Rank higher on Google for the jobs you want, in the areas you cover.',
      },
      {
        id: 'google-business-profile',
        title: 'Google Business Profile',
        description:
          'Show up in the map results with a complete profile and a steady flow of reviews.',
      },
      {
        id: 'ads',
        title: 'Google & Facebook Ads',
        description:
          'Targeted adverts that reach local customers ready to book, with every lead tracked.',
      },
      {
        id: 'social-media',
        title: 'Social Media',
        description:
          'Regular posts showing finished jobs and happy customers, without taking up your evenings.',
      },
      {
        id: 'branding',
        title: 'Branding',
        description:
          'A logo, colours and van livery that make your business look as good as your work.',
      },
    ],
  },
  claims: {
    heading: 'What a Good Website Does for a Trade Business',
    items: [
      { value: CLAIMS.revenueGrowth, label: 'Revenue growth', text: CLAIMS.revenueGrowthText },
      { value: 'Top 5', label: CLAIMS.googleRanking, text: CLAIMS.googleRankingText },
      { value: '24/7', label: CLAIMS.salesTool, text: CLAIMS.salesToolText },
    ],
  },
  portfolio: {
    heading: 'Recent Work',
    intro: 'A few of the trade businesses we have helped grow.',
    /** The slugs of the three projects its teasers show, in order. */
    teaserSlugs: ['leeds-roofers', 'glovers-plumbers', 'essex-heating-plumbing'],
    cta: { label: 'See Our Portfolio', href: '/portfolio' },
  },
  process: {
    heading: 'How We Create Your Website',
    intro: 'Four clear steps from first chat to a website that brings in work.',
    steps: CREATION_PROCESS,
  },
  results: {
    heading: 'Results Our Clients See',
  },
  testimonials: {
    heading: 'What Our Clients Say',
    note: SAMPLE_TESTIMONIALS_NOTE,
  },
  crm: {
    badge: 'Elite-Tier CRM',
    heading: 'Run Your Business From One Place',
    intro:
      'Our construction CRM is available to a limited number of clients. Keep every lead, job and figure in one place, on the office computer or your phone.',
    features: [
      {
        title: 'Advanced Lead Management',
        description:
          'Capture every enquiry from your website, phone and social media, and follow up before a competitor does.',
      },
      {
        title: 'Comprehensive Job Tracking Suite',
        description:
          'Schedule jobs, track progress and keep your team and customers updated from start to finish.',
      },
      {
        title: 'Executive-Level Analytics',
        description:
          'See where your work comes from, which quotes you win and what each job earns.',
      },
    ],
    cta: { label: 'Inquire About Our Premium CRM Access', href: '/#consultation-form' },
  },
  consultation: {
    anchor: 'consultation-form',
    heading: 'Book Your Free Consultation',
    intro: `Tell us about your business and we will get back to you ${RESPONSE_PROMISES.consultation} to arrange a time. Or call us on ${SITE.phone.display}.`,
    fields: {
      name: { label: 'Full Name', placeholder: 'Your name' },
      email: { label: 'Email Address', placeholder: 'you@example.com' },
      phone: { label: 'Phone Number', placeholder: '07700 900123' },
      business: { label: 'Business Name', placeholder: 'Your business name (optional)' },
      message: {
        label: 'How can we help?',
        placeholder: 'Tell us about your business and what you need (optional)',
      },
    },
    submit: 'Book My Free Consultation',
    submitting: 'Sending...',
    success: {
      title: 'Consultation Request Received',
      text: `We'll get back to you ${RESPONSE_PROMISES.consultation} to schedule your free consultation.`,
    },
  },
} as const

/**
 * The home page's words for its figures (decision 044): the clients and the rating in the hero,
 * and the results figures, from the claims the page renders (the store's, or the seed's).
 * @example homeClaimWords(CLAIM_DEFAULTS).eyebrow // "Trusted by 150+ trade businesses"
 */
export function homeClaimWords(claims: Pick<ShownClaims, 'clients' | 'rating' | 'results'>) {
  return {
    eyebrow: `Trusted by ${clientCountWords(claims.clients.count)} trade businesses`,
    trustLine: ratingWords(claims.rating),
    stats: claims.results.stats,
  }
}
