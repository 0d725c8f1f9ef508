// Valid sample answers for every form, shared by the tests. People and businesses are fictional;
// phone numbers come from the UK range reserved for drama (01632 960xxx).

export const consultation = {
  name: 'Sam Sample',
  email: 'sam.sample@builders.example',
  phone: '01632 960001',
  business: 'Sample Builders Ltd',
  message: 'We need a new website for our loft conversions.',
}

export const quoteContact = {
  firstName: 'Sam',
  lastName: 'Sample',
  email: 'sam.sample@builders.example',
  phone: '+44 1632 960002',
  companyName: 'Sample Builders Ltd',
  projectDetails: 'Loft conversions across North Yorkshire.',
}

export const onePageEnquiry = {
  firstName: 'Pat',
  lastName: 'Placeholder',
  email: 'pat@plumbing.example',
  phone: '01632 960003',
  businessName: 'Placeholder Plumbing',
  currentWebsite: "Yes, but it's outdated",
  priority: 'Get more phone calls and enquiries',
  requirements: 'A page for boiler servicing.',
}

export const freeWebsite = {
  firstName: 'Pat',
  lastName: 'Placeholder',
  email: 'pat@plumbing.example',
  phone: '01632 960003',
  companyName: 'Placeholder Plumbing',
  websiteGoal: 'Show my work and services',
  mainServices: 'Plumbing, boiler repairs,\nbathroom fitting',
}

export const contact = {
  firstName: 'Alex',
  lastName: 'Example',
  email: 'alex@roofing.example',
  phone: '(01632) 960-004',
  companyName: 'Example Roofing',
  projectDetails: 'A new website with a gallery of our roofs.',
  timeline: 'Within a month',
  currentWebsite: 'www.roofing.example',
}

export const referral = {
  referrerName: 'Sam Sample',
  referrerEmail: 'sam.sample@builders.example',
  referrerPhone: '01632 960001',
  referredName: 'Fictional Electrics',
  referredEmail: 'hello@electrics.example',
  referredPhone: '01632 960005',
  notes: 'They want more enquiries.',
  hasPermission: true,
}

export const premium = {
  name: 'Sam Sample',
  email: 'sam.sample@builders.example',
  phone: '01632 960001',
  business: 'Sample Builders Ltd',
  currentMarketing: 'word-of-mouth',
  timeframe: '1-2-weeks',
  budget: 'installments',
  message: 'Interested in the premium package.',
}

const packageSignup = {
  name: 'Sam Sample',
  email: 'sam.sample@builders.example',
  phone: '01632 960001',
  company: 'Sample Builders Ltd',
  website: 'https://builders.example',
}

export const launch = { ...packageSignup, message: 'Ready to launch.' }

export const momentum = {
  ...packageSignup,
  currentMarketing: 'Facebook page and word of mouth',
  goals: 'Double our enquiries this year.',
  timeline: 'within-2-weeks',
}

export const dominance = {
  ...packageSignup,
  revenue: '1m-5m',
  teamSize: '21-50',
  currentChallenges: 'Competitors outrank us.',
  marketGoals: 'Own the Yorkshire market.',
  timeline: 'immediately',
  budget: '5k-10k',
}

export const specialOfferClaim = { ...packageSignup, message: 'Claiming the offer.' }

export const crmTrial = {
  firstName: 'Sam',
  lastName: 'Sample',
  email: 'sam.sample@builders.example',
  company: 'Sample Builders Ltd',
  phone: '01632 960001',
  businessType: 'builder',
}

export const newsletter = { email: 'sam.sample@builders.example', name: 'Sam' }

export const contactLead = {
  name: 'Sam Sample',
  email: 'sam.sample@builders.example',
  phone: '01632 960001',
  message: 'Please call me back.',
  company: 'Sample Builders Ltd',
}

export const quoteLead = {
  name: 'Sam Sample',
  email: 'sam.sample@builders.example',
  phone: '01632 960001',
  projectType: 'Website',
  budget: '£3,000',
  timeline: 'ASAP',
  description: 'Five pages and a gallery.',
}

export const packageInquiryLead = {
  name: 'Sam Sample',
  email: 'sam.sample@builders.example',
  phone: '01632 960001',
  company: 'Sample Builders Ltd',
  package: 'Medium Business',
  message: 'Tell me more.',
}

export const specialOfferLead = {
  name: 'Sam Sample',
  email: 'sam.sample@builders.example',
  phone: '01632 960001',
  company: 'Sample Builders Ltd',
  offer: 'celebration',
  package: 'Launch Package',
}

export const seoAnalysisLead = {
  name: 'Sam Sample',
  email: 'sam.sample@builders.example',
  phone: '01632 960001',
  website: 'builders.example',
  company: 'Sample Builders Ltd',
}

/** One valid formData per /api/leads form type, in the order of LEAD_FORM_TYPES. */
export const leadFormData = {
  contact: contactLead,
  quote: quoteLead,
  package_inquiry: packageInquiryLead,
  special_offer: specialOfferLead,
  newsletter,
  seo_analysis: seoAnalysisLead,
  consultation,
  premium,
  launch,
  momentum,
  dominance,
  special_offer_claim: specialOfferClaim,
  crm_trial: crmTrial,
}
