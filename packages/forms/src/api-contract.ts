import { z } from 'zod'
import { isReferrerHost } from './attribution'
import { ENQUIRY_FORM_TYPES, ENQUIRY_PRIORITIES, ENQUIRY_SOURCES } from './enquiry-types'
import { MAX_LONG_TEXT_LENGTH, optionalText, requiredText } from './fields'
import { POSTED_FORMS, type PostedForm } from './forms'
import { ContactSchema } from './forms/contact/form'
import { FreeWebsiteSchema } from './forms/free-website/form'
import { NewsletterSchema } from './forms/newsletter/form'
import { OnePageEnquirySchema } from './forms/one-page/form'
import { ReferralSchema } from './forms/referral/form'
import { BoutiqueQuoteObjectSchema, checkBoutiqueQuote } from './schemas/boutique-quote'
import {
  ContactLeadSchema,
  PackageInquiryLeadSchema,
  QuoteLeadSchema,
  SeoAnalysisLeadSchema,
  SpecialOfferLeadSchema,
} from './schemas/leads'
import { isPagePath } from './text-rules'

// ---------------------------------------------------------------------------------------------
// Submission meta: what the API needs to flag spam, carried by every request body.
// ---------------------------------------------------------------------------------------------

/**
 * Optional facts about a submission attempt: the hidden honeypot field's value (people leave it
 * empty), when the form was first shown (epoch ms, so the API can flag a form filled in too fast),
 * the page it was sent from, and the host of another site's page the visitor came from (the page's
 * script sends `document.referrer`'s host, nothing else of it; no cookie or storage holds it; a
 * value that is not a host name is refused, P-lead-source-order).
 */
export const SubmissionMetaSchema = z.object({
  honeypot: z.string().max(MAX_LONG_TEXT_LENGTH).optional(),
  startedAt: z.number().int().nonnegative().optional(),
  pagePath: z
    .string()
    .max(2000)
    .refine(isPagePath, { message: 'The page path must be a path on this site, like /contact' })
    .optional(),
  referrerHost: z
    .string()
    .max(253)
    .refine(isReferrerHost, {
      message: 'The referrer host must be a host name only, like www.google.com',
    })
    .optional(),
})

/** Facts about a submission attempt (see {@link SubmissionMetaSchema}). */
export type SubmissionMeta = z.infer<typeof SubmissionMetaSchema>

/**
 * Name of every form's hidden honeypot input (sent as `meta.honeypot`): a text input people never
 * see or reach (visually hidden, `tabindex="-1"`, `autocomplete="off"`, labelled "Leave this
 * empty"), which a bot filling every field fills. The name is not one autofill or a password
 * manager recognises (not name, email, phone, company, url or website), so a person's browser
 * never fills it for them.
 */
export const HONEYPOT_FIELD = 'hh_extra_comments'

/**
 * Name of every form's hidden input holding when the page started loading (epoch ms, sent as
 * `meta.startedAt`), filled by the page's script; without scripts it stays empty and is not held
 * against the sender.
 */
export const STARTED_AT_FIELD = 'startedAt'

const meta = SubmissionMetaSchema.optional()

// ---------------------------------------------------------------------------------------------
// POST /api/submit-enquiry
// ---------------------------------------------------------------------------------------------

export type { EnquiryFormType } from './enquiry-types'
export { ENQUIRY_FORM_TYPES, ENQUIRY_PRIORITIES, ENQUIRY_SOURCES } from './enquiry-types'

const MAX_COMPOSED_TEXT_LENGTH = 12_000

/**
 * Body of a one-page website enquiry: the form's fields, formType and source. It comes from the
 * one-page website page, or from the £495 offer page once the offer has ended (its landing source
 * tells the agency the visitor came from the offer: P-ended-offer-takes-enquiries).
 */
export const OnePageEnquiryRequestSchema = OnePageEnquirySchema.extend({
  formType: z.literal(ENQUIRY_FORM_TYPES.onePage),
  source: z.enum([ENQUIRY_SOURCES.onePage, ENQUIRY_SOURCES.offer495]),
  meta,
})

/** Body of the £495 offer page's enquiry: the same fields with the offer's formType and source. */
export const Offer495EnquiryRequestSchema = OnePageEnquirySchema.extend({
  formType: z.literal(ENQUIRY_FORM_TYPES.offer495),
  source: z.literal(ENQUIRY_SOURCES.offer495),
  meta,
})

/** Body of the free website request: the form's fields plus a combined message and additionalData. */
export const FreeWebsiteEnquiryRequestSchema = FreeWebsiteSchema.extend({
  formType: z.literal(ENQUIRY_FORM_TYPES.freeWebsite),
  source: z.literal(ENQUIRY_SOURCES.freeWebsite),
  message: requiredText('Enter a message', {
    label: 'message',
    multiline: true,
    maxLength: MAX_COMPOSED_TEXT_LENGTH,
  }),
  additionalData: FreeWebsiteSchema.pick({ websiteGoal: true, mainServices: true }),
  meta,
})

/** The contact form's hidden attribution fields, sent only when the integration script filled one. */
export const AttributionSchema = ContactSchema.pick({
  referralSource: true,
  referralUserId: true,
  packageType: true,
  expectedReward: true,
  sourceWebsite: true,
  utmSource: true,
  utmMedium: true,
  utmCampaign: true,
})

/** Contact attribution (referral and campaign fields). */
export type Attribution = z.infer<typeof AttributionSchema>

/** Body of the contact page's enquiry ("General Contact Enquiry"). */
export const ContactEnquiryRequestSchema = z.object({
  formType: z.literal(ENQUIRY_FORM_TYPES.contact),
  source: z.literal(ENQUIRY_SOURCES.contact),
  firstName: ContactSchema.shape.firstName,
  lastName: ContactSchema.shape.lastName,
  email: ContactSchema.shape.email,
  phone: ContactSchema.shape.phone,
  businessName: ContactSchema.shape.companyName,
  currentWebsite: ContactSchema.shape.currentWebsite,
  priority: z.literal(ENQUIRY_PRIORITIES.contact),
  requirements: requiredText('Tell us about your project', {
    label: 'requirements',
    multiline: true,
    maxLength: MAX_COMPOSED_TEXT_LENGTH,
  }),
  attribution: AttributionSchema.optional(),
  meta,
})

/**
 * Body of the referral enquiry: the specification's fields (the referrer as the person, the
 * referred business as businessName, a composed requirements block) plus the structured referral
 * and the permission confirmation, so the API can store and check them.
 */
export const ReferralEnquiryRequestSchema = z.object({
  formType: z.literal(ENQUIRY_FORM_TYPES.referral),
  source: z.literal(ENQUIRY_SOURCES.referral),
  firstName: requiredText('Enter your name', { label: 'first name' }),
  lastName: optionalText({ label: 'last name' }),
  email: ReferralSchema.shape.referrerEmail,
  phone: ReferralSchema.shape.referrerPhone,
  businessName: ReferralSchema.shape.referredName,
  priority: z.literal(ENQUIRY_PRIORITIES.referral),
  requirements: requiredText('Give the referral details', {
    label: 'requirements',
    multiline: true,
    maxLength: MAX_COMPOSED_TEXT_LENGTH,
  }),
  referral: ReferralSchema.pick({
    referredName: true,
    referredEmail: true,
    referredPhone: true,
    notes: true,
    hasPermission: true,
  }),
  meta,
})

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
/** Body of a one-page or £495 offer enquiry. */
export type OnePageEnquiryRequest =
  | z.infer<typeof OnePageEnquiryRequestSchema>
  | z.infer<typeof Offer495EnquiryRequestSchema>
/** Body of a free website request. */
export type FreeWebsiteEnquiryRequest = z.infer<typeof FreeWebsiteEnquiryRequestSchema>
/** Body of a contact page enquiry. */
export type ContactEnquiryRequest = z.infer<typeof ContactEnquiryRequestSchema>
/** Body of a referral enquiry. */
export type ReferralEnquiryRequest = z.infer<typeof ReferralEnquiryRequestSchema>

// ---------------------------------------------------------------------------------------------
// POST /api/submit-boutique-quote
// ---------------------------------------------------------------------------------------------

/** Body POSTed to /api/submit-boutique-quote: the boutique quote plus optional meta. */
export const BoutiqueQuoteRequestSchema = BoutiqueQuoteObjectSchema.extend({ meta }).superRefine(
  checkBoutiqueQuote,
)

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
  id: z.string().min(1),
  reference: z.string().min(1),
  referralCode: z.string().min(1).optional(),
  lateClaim: z.literal(true).optional(),
  /** An acknowledgement email went (or had gone within the hour) to the address typed. */
  acknowledgementSent: z.literal(true).optional(),
})

/** Answer to a successful submission. */
export type SubmitSuccess = z.infer<typeof SubmitSuccessSchema>

/** Answer of GET /api/referrals/code. */
export const ReferralCodeResponseSchema = z.object({ referralCode: z.string().min(1) })

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
    fields: z.record(z.string(), z.string()).optional(),
  }),
})

/** An error answer of the API. */
export type ApiError = z.infer<typeof ApiErrorSchema>
