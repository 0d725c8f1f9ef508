import * as z from 'zod/mini'
import { POSTED_FORMS, type PostedForm } from './forms'
import { AttributionSchema, ContactEnquiryRequestSchema } from './forms/contact/request'
import { FreeWebsiteEnquiryRequestSchema } from './forms/free-website/request'
import { NewsletterSchema } from './forms/newsletter/form'
import { Offer495EnquiryRequestSchema, OnePageEnquiryRequestSchema } from './forms/one-page/request'
import { ReferralEnquiryRequestSchema } from './forms/referral/request'
import { BoutiqueQuoteObjectSchema, checkBoutiqueQuote } from './schemas/boutique-quote'
import {
  ContactLeadSchema,
  PackageInquiryLeadSchema,
  QuoteLeadSchema,
  SeoAnalysisLeadSchema,
  SpecialOfferLeadSchema,
} from './schemas/leads'
import { OptionalMetaSchema } from './submission-meta'

// The wire contract of the site's API. Each enquiry form's body schema lives in its own folder
// (forms/<form>/request.ts) beside its builder; this file gathers them into the routes' unions.

export type { SubmissionMeta } from './submission-meta'
export { HONEYPOT_FIELD, STARTED_AT_FIELD, SubmissionMetaSchema } from './submission-meta'

const meta = OptionalMetaSchema

// ---------------------------------------------------------------------------------------------
// POST /api/submit-enquiry
// ---------------------------------------------------------------------------------------------

export type { EnquiryFormType } from './enquiry-types'
export { ENQUIRY_FORM_TYPES, ENQUIRY_PRIORITIES, ENQUIRY_SOURCES } from './enquiry-types'

export type { Attribution, ContactEnquiryRequest } from './forms/contact/request'
export { AttributionSchema, ContactEnquiryRequestSchema } from './forms/contact/request'
export type { FreeWebsiteEnquiryRequest } from './forms/free-website/request'
export { FreeWebsiteEnquiryRequestSchema } from './forms/free-website/request'
export type { OnePageEnquiryRequest } from './forms/one-page/request'
export {
  Offer495EnquiryRequestSchema,
  OnePageEnquiryRequestSchema,
} from './forms/one-page/request'
export type { ReferralEnquiryRequest } from './forms/referral/request'
export { ReferralEnquiryRequestSchema } from './forms/referral/request'

/** Any body POSTed to /api/submit-enquiry, told apart by `formType`. */
export const EnquiryRequestSchema = z.discriminatedUnion(
  'formType',
  [
    OnePageEnquiryRequestSchema,
    Offer495EnquiryRequestSchema,
    FreeWebsiteEnquiryRequestSchema,
    ContactEnquiryRequestSchema,
    ReferralEnquiryRequestSchema,
  ],
  { error: 'Choose a known enquiry form type' },
)

/** A valid /api/submit-enquiry body (after parsing: optional texts are ''). */
export type EnquiryRequest = z.infer<typeof EnquiryRequestSchema>
/** What a client may send to /api/submit-enquiry (optional texts may be left out). */
export type EnquiryRequestInput = z.input<typeof EnquiryRequestSchema>

// ---------------------------------------------------------------------------------------------
// POST /api/submit-boutique-quote
// ---------------------------------------------------------------------------------------------

/** Body POSTed to /api/submit-boutique-quote: the boutique quote plus optional attribution and meta. */
export const BoutiqueQuoteRequestSchema = z
  .extend(BoutiqueQuoteObjectSchema, {
    // The campaign the visit came from, as the contact form carries it (decision 037).
    attribution: z.optional(AttributionSchema),
    meta,
  })
  .check(z.superRefine(checkBoutiqueQuote))

/** A valid /api/submit-boutique-quote body. */
export type BoutiqueQuoteRequest = z.infer<typeof BoutiqueQuoteRequestSchema>
/** What a client may send to /api/submit-boutique-quote. */
export type BoutiqueQuoteRequestInput = z.input<typeof BoutiqueQuoteRequestSchema>

// ---------------------------------------------------------------------------------------------
// POST /api/leads
// ---------------------------------------------------------------------------------------------

/** A form of the site sent to /api/leads: its id is the lead's `formType`. */
type LeadForm = Extract<PostedForm, { readonly action: '/api/leads' }>

/** The site's lead forms' schemas, by id, from their definitions (the newsletter's is wider). */
const siteLeadSchemas = /* @__PURE__ */ Object.fromEntries(
  POSTED_FORMS.filter((form) => form.action === '/api/leads').map((form) => [form.id, form.schema]),
) as { readonly [Id in LeadForm['id']]: Extract<LeadForm, { readonly id: Id }>['schema'] }

/**
 * The formData schema of every lead form, by `formType`: the specification's six data forms (the
 * newsletter's takes a name as well), then every lead form of the site, from its definition.
 */
export const LEAD_FORM_SCHEMAS = {
  contact: ContactLeadSchema,
  quote: QuoteLeadSchema,
  package_inquiry: PackageInquiryLeadSchema,
  special_offer: SpecialOfferLeadSchema,
  newsletter: NewsletterSchema,
  seo_analysis: SeoAnalysisLeadSchema,
  ...(({ newsletter: _, ...rest }) => rest)(siteLeadSchemas),
} as const

/** A lead form type, as POSTed to /api/leads and forwarded to the CRM. */
export type LeadFormType = keyof typeof LEAD_FORM_SCHEMAS

/** Every lead form type: the specification's six, then the forms P-every-form-submits makes real. */
export const LEAD_FORM_TYPES = Object.keys(LEAD_FORM_SCHEMAS) as [LeadFormType, ...LeadFormType[]]

/** The parsed formData of a lead form type. */
export type LeadFormData<T extends LeadFormType = LeadFormType> = z.infer<
  (typeof LEAD_FORM_SCHEMAS)[T]
>

const leadVariant = <T extends LeadFormType>(formType: T) =>
  z.object({
    formType: z.literal(formType),
    formData: LEAD_FORM_SCHEMAS[formType],
    meta,
  })

/** Any body POSTed to /api/leads: `{ formType, formData, meta? }`, told apart by `formType`. */
export const LeadRequestSchema = z.discriminatedUnion(
  'formType',
  [
    leadVariant('contact'),
    leadVariant('quote'),
    leadVariant('package_inquiry'),
    leadVariant('special_offer'),
    leadVariant('newsletter'),
    leadVariant('seo_analysis'),
    leadVariant('consultation'),
    leadVariant('premium'),
    leadVariant('launch'),
    leadVariant('momentum'),
    leadVariant('dominance'),
    leadVariant('special_offer_claim'),
    leadVariant('crm_trial'),
  ],
  { error: 'Choose a known lead form type' },
)

/** A valid /api/leads body. */
export type LeadRequest = z.infer<typeof LeadRequestSchema>
/** What a client may send to /api/leads. */
export type LeadRequestInput = z.input<typeof LeadRequestSchema>

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

/**
 * A stored submission: its id, a short reference for people, for referrals their code, and for a
 * claim on an offer that had ended when it was stored, `lateClaim` (it is still a lead, and the
 * sender is told the price will be confirmed), and `acknowledgementSent` when the address typed
 * was emailed an acknowledgement.
 */
export const SubmitSuccessSchema = z.object({
  success: z.literal(true),
  id: z.string().check(z.minLength(1)),
  reference: z.string().check(z.minLength(1)),
  referralCode: z.optional(z.string().check(z.minLength(1))),
  lateClaim: z.optional(z.literal(true)),
  /** An acknowledgement email went (or had gone within the hour) to the address typed. */
  acknowledgementSent: z.optional(z.literal(true)),
})

/** Answer to a successful submission. */
export type SubmitSuccess = z.infer<typeof SubmitSuccessSchema>

/** Answer of GET /api/referrals/code. */
export const ReferralCodeResponseSchema = z.object({
  referralCode: z.string().check(z.minLength(1)),
})

/** Answer of GET /api/referrals/code. */
export type ReferralCodeResponse = z.infer<typeof ReferralCodeResponseSchema>

/** Every error code the API answers with. */
export const API_ERROR_CODES = [
  'validation_error',
  'invalid_json',
  'unsupported_media_type',
  'payload_too_large',
  'rate_limited',
  'not_found',
  'internal_error',
  'bad_request',
  'invalid_content_length',
  'idempotency_key_reused',
  'unauthorized',
  'already_forwarded',
  'spam',
  'cross_site_form',
] as const

/** An API error code. */
export type ApiErrorCode = (typeof API_ERROR_CODES)[number]

/** Every error answer of the API; `fields` (dot path → message) comes with validation errors. */
export const ApiErrorSchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.enum(API_ERROR_CODES),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
})

/** An error answer of the API. */
export type ApiError = z.infer<typeof ApiErrorSchema>
