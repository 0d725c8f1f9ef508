import * as z from 'zod/mini'
import { EmailSchema, optionalText, requiredText } from '../fields'
import type { FormAbout } from '../forms/about'

// The "data-form" forms of the existing site (spec 000 §3). P-every-form-submits: name and email
// are required; every other field is an optional string, sent as '' when left empty.

const name = requiredText('Enter your name', { label: 'name' })
const short = (label: string) => optionalText({ label })
const long = (label: string) => optionalText({ label, multiline: true })

/** Lead formData of the `contact` data-form. */
export const ContactLeadSchema = z.object({
  name,
  email: EmailSchema,
  phone: short('phone number'),
  message: long('message'),
  company: short('company name'),
})

/** Lead formData of the `quote` data-form. */
export const QuoteLeadSchema = z.object({
  name,
  email: EmailSchema,
  phone: short('phone number'),
  projectType: short('project type'),
  budget: short('budget'),
  timeline: short('timeline'),
  description: long('description'),
})

/** Lead formData of the `package_inquiry` data-form. */
export const PackageInquiryLeadSchema = z.object({
  name,
  email: EmailSchema,
  phone: short('phone number'),
  company: short('company name'),
  package: short('package'),
  message: long('message'),
})

/** Lead formData of the `special_offer` data-form (offer and package are set by the page). */
export const SpecialOfferLeadSchema = z.object({
  name,
  email: EmailSchema,
  phone: short('phone number'),
  company: short('company name'),
  offer: short('offer'),
  package: short('package'),
})

/** Lead formData of the `seo_analysis` data-form. */
export const SeoAnalysisLeadSchema = z.object({
  name,
  email: EmailSchema,
  phone: short('phone number'),
  website: short('website address'),
  company: short('company name'),
})

/** A valid `contact` lead formData. */
export type ContactLeadInput = z.infer<typeof ContactLeadSchema>
/** A valid `quote` lead formData. */
export type QuoteLeadInput = z.infer<typeof QuoteLeadSchema>
/** A valid `package_inquiry` lead formData. */
export type PackageInquiryLeadInput = z.infer<typeof PackageInquiryLeadSchema>
/** A valid `special_offer` lead formData. */
export type SpecialOfferLeadInput = z.infer<typeof SpecialOfferLeadSchema>
/** A valid `seo_analysis` lead formData. */
export type SeoAnalysisLeadInput = z.infer<typeof SeoAnalysisLeadSchema>

/**
 * What the site says about the specification's data forms (their leads are stored like any other;
 * the site renders none of them, so they have no page). The newsletter's is the site's own form's.
 */
export const DATA_FORMS_ABOUT = [
  { formType: 'contact', replyPromise: 'enquiry', requestName: 'your enquiry' },
  { formType: 'quote', replyPromise: 'enquiry', requestName: 'your quote request' },
  { formType: 'package_inquiry', replyPromise: 'enquiry', requestName: 'your package enquiry' },
  { formType: 'special_offer', replyPromise: 'enquiry', requestName: 'your special offer request' },
  { formType: 'seo_analysis', replyPromise: 'seoReport', requestName: 'your SEO report request' },
] as const satisfies readonly FormAbout[]
