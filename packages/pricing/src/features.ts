import { type Pence, pounds } from './money'

/** Feature keys of the boutique calculator, in the order the steps list them. */
export const FEATURE_IDS = [
  'jobQuoteCalculator',
  'onlineBookingSystem',
  'liveChatIntegration',
  'trainedAIChatbot',
  'filteredProjectPortfolio',
  'serviceAreasPage',
  'testimonialSlider',
  'advancedSEO',
  'maintenancePlan',
] as const
/** Key of a boutique calculator feature. */
export type FeatureId = (typeof FEATURE_IDS)[number]

/** The calculator step a feature is offered in: 2 Functionality, 3 Content & Enhancement. */
export type FeatureStep = 2 | 3

/** An optional feature of the boutique calculator. */
export interface Feature {
  readonly id: FeatureId
  readonly name: string
  readonly price: Pence
  readonly description: string
  readonly step: FeatureStep
}

/** Titles of the calculator's feature steps. */
export const FEATURE_STEP_TITLES = {
  2: 'Functionality Features',
  3: 'Content & Enhancement Features',
} as const satisfies Record<FeatureStep, string>

/** The nine features, in the order the steps list them. */
export const FEATURES = [
  {
    id: 'jobQuoteCalculator',
    name: 'Job Quote Calculator',
    price: pounds(275),
    description: 'Let visitors price a typical job themselves and send you the details',
    step: 2,
  },
  {
    id: 'onlineBookingSystem',
    name: 'Online Booking System',
    price: pounds(275),
    description: 'Customers book site visits and appointments straight into your diary',
    step: 2,
  },
  {
    id: 'liveChatIntegration',
    name: 'Live Chat Integration',
    price: pounds(225),
    description: 'Answer questions while the visitor is still on your site',
    step: 2,
  },
  {
    id: 'trainedAIChatbot',
    name: 'Trained AI Chatbot',
    price: pounds(475),
    description: 'A chatbot trained on your services that answers enquiries day and night',
    step: 2,
  },
  {
    id: 'filteredProjectPortfolio',
    name: 'Filtered Project Portfolio',
    price: pounds(350),
    description: 'Show your best jobs, filtered by type of work',
    step: 3,
  },
  {
    id: 'serviceAreasPage',
    name: 'Service Areas Page',
    price: pounds(85),
    description: 'A page for the towns and areas you cover, to win local searches',
    step: 3,
  },
  {
    id: 'testimonialSlider',
    name: 'Testimonial Slider',
    price: pounds(150),
    description: 'Your best customer reviews, front and centre',
    step: 3,
  },
  {
    id: 'advancedSEO',
    name: 'Advanced SEO',
    price: pounds(250),
    description: 'Keyword research and on-page optimisation for your trade and area',
    step: 3,
  },
  {
    id: 'maintenancePlan',
    name: 'Maintenance Plan',
    price: pounds(75),
    description: 'Updates, backups and security checks so your site keeps working',
    step: 3,
  },
] as const satisfies readonly Feature[]

/** Looks up a feature by key. */
export function getFeature(id: FeatureId): Feature {
  const found = FEATURES.find((feature) => feature.id === id)
  if (!found) throw new RangeError(`@hard-hat/pricing: unknown feature "${id}"`)
  return found
}

/** True when the value is a feature key. */
export function isFeatureId(value: unknown): value is FeatureId {
  return typeof value === 'string' && (FEATURE_IDS as readonly string[]).includes(value)
}
