import { ENQUIRY_FORM_TYPES, ENQUIRY_PRIORITIES, ENQUIRY_SOURCES } from '@hard-hat/forms'
import { hardHatCatalogue, toPounds } from '@hard-hat/pricing'

// Valid sample bodies for every route. People and businesses are fictional; phone numbers come
// from the UK range reserved for drama (01632 960xxx).

const person = {
  firstName: 'Pat',
  lastName: 'Placeholder',
  email: 'pat@plumbing.example',
  phone: '01632 960003',
}

const onePage = {
  ...person,
  businessName: 'Placeholder Plumbing',
  currentWebsite: "Yes, but it's outdated",
  priority: 'Get more phone calls and enquiries',
  requirements: 'A page for boiler servicing.',
}

/** One valid body per /api/submit-enquiry form type. */
export const ENQUIRY_BODIES = {
  onePage: { ...onePage, formType: ENQUIRY_FORM_TYPES.onePage, source: ENQUIRY_SOURCES.onePage },
  offer495: { ...onePage, formType: ENQUIRY_FORM_TYPES.offer495, source: ENQUIRY_SOURCES.offer495 },
  freeWebsite: {
    ...person,
    companyName: 'Placeholder Plumbing',
    websiteGoal: 'Show my work and services',
    mainServices: 'Plumbing, boiler repairs',
    formType: ENQUIRY_FORM_TYPES.freeWebsite,
    source: ENQUIRY_SOURCES.freeWebsite,
    message: 'Goal: Show my work and services\nServices: Plumbing, boiler repairs',
    additionalData: {
      websiteGoal: 'Show my work and services',
      mainServices: 'Plumbing, boiler repairs',
    },
  },
  contact: {
    ...person,
    formType: ENQUIRY_FORM_TYPES.contact,
    source: ENQUIRY_SOURCES.contact,
    businessName: 'Example Roofing',
    currentWebsite: 'www.roofing.example',
    priority: ENQUIRY_PRIORITIES.contact,
    requirements: 'Timeline: Within a month\n\nProject details: A gallery of our roofs.',
  },
  referral: {
    formType: ENQUIRY_FORM_TYPES.referral,
    source: ENQUIRY_SOURCES.referral,
    firstName: 'Sam',
    lastName: 'Sample',
    email: 'sam.sample@builders.example',
    phone: '01632 960001',
    businessName: 'Fictional Electrics',
    priority: ENQUIRY_PRIORITIES.referral,
    requirements: 'Referred: Fictional Electrics, hello@electrics.example',
    referral: {
      referredName: 'Fictional Electrics',
      referredEmail: 'hello@electrics.example',
      referredPhone: '01632 960005',
      notes: 'They want more enquiries.',
      hasPermission: true,
    },
  },
} as const

const packageSignup = {
  name: 'Sam Sample',
  email: 'sam.sample@builders.example',
  phone: '01632 960001',
  company: 'Sample Builders Ltd',
  website: 'https://builders.example',
}

/** One valid formData per /api/leads form type. */
export const LEAD_BODIES = {
  contact: {
    name: 'Sam Sample',
    email: 'sam.sample@builders.example',
    phone: '01632 960001',
    message: 'Please call me back about a new website for our loft conversions business.',
    company: 'Sample Builders Ltd',
  },
  quote: {
    name: 'Sam Sample',
    email: 'sam.sample@builders.example',
    phone: '01632 960001',
    projectType: 'Website',
    budget: '£3,000',
    timeline: 'ASAP',
    description: 'Five pages and a gallery.',
  },
  package_inquiry: {
    name: 'Sam Sample',
    email: 'sam.sample@builders.example',
    phone: '01632 960001',
    company: 'Sample Builders Ltd',
    package: 'Medium Business',
    message: 'Tell me more.',
  },
  special_offer: {
    name: 'Sam Sample',
    email: 'sam.sample@builders.example',
    phone: '01632 960001',
    company: 'Sample Builders Ltd',
    offer: 'celebration',
    package: 'Launch Package',
  },
  newsletter: { email: 'sam.sample@builders.example', name: 'Sam' },
  seo_analysis: {
    name: 'Sam Sample',
    email: 'sam.sample@builders.example',
    phone: '01632 960001',
    website: 'builders.example',
    company: 'Sample Builders Ltd',
  },
  consultation: {
    name: 'Sam Sample',
    email: 'sam.sample@builders.example',
    phone: '01632 960001',
    business: 'Sample Builders Ltd',
    message: 'We need a new website.',
  },
  premium: {
    name: 'Sam Sample',
    email: 'sam.sample@builders.example',
    phone: '01632 960001',
    business: 'Sample Builders Ltd',
    currentMarketing: 'word-of-mouth',
    timeframe: '1-2-weeks',
    budget: 'installments',
    message: 'Interested in the premium package.',
  },
  launch: { ...packageSignup, message: 'Ready to launch.' },
  momentum: {
    ...packageSignup,
    currentMarketing: 'Facebook page and word of mouth',
    goals: 'Double our enquiries this year.',
    timeline: 'within-2-weeks',
  },
  dominance: {
    ...packageSignup,
    revenue: '1m-5m',
    teamSize: '21-50',
    currentChallenges: 'Competitors outrank us.',
    marketGoals: 'Own the Yorkshire market.',
    timeline: 'immediately',
    budget: '5k-10k',
  },
  special_offer_claim: { ...packageSignup, message: 'Claiming the offer.' },
  crm_trial: {
    firstName: 'Sam',
    lastName: 'Sample',
    email: 'sam.sample@builders.example',
    company: 'Sample Builders Ltd',
    phone: '01632 960001',
    businessType: 'builder',
  },
} as const

/** A /api/leads body. */
export function leadBody(formType: keyof typeof LEAD_BODIES) {
  return { formType, formData: LEAD_BODIES[formType] }
}

/** A correctly priced boutique quote for a base package and the features given by key. */
export function boutiqueQuote(basePackageId: string, featureIds: readonly string[]) {
  const basePackage = hardHatCatalogue.basePackages.find(
    (candidate) => candidate.id === basePackageId,
  )
  if (!basePackage) throw new Error(`unknown base package ${basePackageId}`)
  const selectedFeatures = hardHatCatalogue.features.map((feature) => ({
    key: feature.id,
    name: feature.name,
    price: toPounds(feature.price),
    selected: featureIds.includes(feature.id),
  }))
  const total =
    toPounds(basePackage.price) +
    selectedFeatures.filter((feature) => feature.selected).reduce((sum, f) => sum + f.price, 0)
  return {
    basePackage: {
      name: basePackage.name,
      price: toPounds(basePackage.price),
      pages: basePackage.pages,
    },
    selectedFeatures,
    total,
    contactInfo: {
      firstName: 'Sam',
      lastName: 'Sample',
      email: 'sam.sample@builders.example',
      phone: '+44 1632 960002',
      companyName: 'Sample Builders Ltd',
      projectDetails: 'Loft conversions across North Yorkshire.',
    },
    timestamp: '2025-05-21T10:00:00.000Z',
  }
}
