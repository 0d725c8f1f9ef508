// Public API of @hard-hat/forms. Types first, then values; every export is named.

export type {
  ApiClient,
  ApiClientError,
  ApiClientOptions,
  ApiResult,
  SubmitOptions,
} from './api-client'
/** The typed client of the site's own API, and fresh idempotency keys for it. */
export { createApiClient, createIdempotencyKey, DEFAULT_API_TIMEOUT_MS } from './api-client'
export type {
  ApiError,
  ApiErrorCode,
  Attribution,
  BoutiqueQuoteRequest,
  BoutiqueQuoteRequestInput,
  ContactEnquiryRequest,
  EnquiryFormType,
  EnquiryRequest,
  EnquiryRequestInput,
  FreeWebsiteEnquiryRequest,
  LeadFormData,
  LeadFormType,
  LeadRequest,
  LeadRequestInput,
  OnePageEnquiryRequest,
  ReferralCodeResponse,
  ReferralEnquiryRequest,
  SubmissionMeta,
  SubmitSuccess,
} from './api-contract'
/** Wire contract of the site's API: request bodies, form-type constants and responses. */
export {
  API_ERROR_CODES,
  ApiErrorSchema,
  AttributionSchema,
  BoutiqueQuoteRequestSchema,
  ContactEnquiryRequestSchema,
  ENQUIRY_FORM_TYPES,
  ENQUIRY_PRIORITIES,
  ENQUIRY_SOURCES,
  EnquiryRequestSchema,
  FreeWebsiteEnquiryRequestSchema,
  HONEYPOT_FIELD,
  LEAD_FORM_SCHEMAS,
  LEAD_FORM_TYPES,
  LeadRequestSchema,
  Offer495EnquiryRequestSchema,
  OnePageEnquiryRequestSchema,
  ReferralCodeResponseSchema,
  ReferralEnquiryRequestSchema,
  STARTED_AT_FIELD,
  SubmissionMetaSchema,
  SubmitSuccessSchema,
} from './api-contract'
export { API_ERROR_MESSAGES } from './api-messages'
export type { AttributionField } from './attribution'
/** The contact form's hidden attribution fields, and how a page's query string fills them. */
export {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_PARAMS,
  attributionFromSearch,
  isReferrerHost,
  referrerHostOf,
  withReferrerHost,
} from './attribution'
export type { BuildLeadOptions, CrmLead } from './crm/lead'
/** The server-side CRM lead: building it (with its preview and score) and the constants it uses. */
export {
  buildLead,
  CrmLeadSchema,
  DEFAULT_WEBSITE_SOURCE,
  LEAD_MESSAGE_FIELDS,
  MESSAGE_PREVIEW_LENGTH,
  toMessagePreview,
} from './crm/lead'
/** The documented lead-score rule (P-lead-score-rule) and its point tables. */
export {
  clampLeadScore,
  LEAD_SCORE_BASE,
  LEAD_SCORE_BUDGET_POINTS,
  LEAD_SCORE_COMPLETENESS_POINTS,
  LEAD_SCORE_FREE_TEXT_POINTS,
  LEAD_SCORE_MAX,
  LEAD_SCORE_MIN,
  LEAD_SCORE_REVENUE_POINTS,
  LEAD_SCORE_TIMELINE_POINTS,
  scoreLead,
} from './crm/lead-score'
export type { SendLeadOptions, SendLeadResult } from './crm/send-lead'
/** Sending a lead to the CRM, server-side, with a typed result that never throws. */
export { formSubmissionsUrl, sendLead } from './crm/send-lead'
export type {
  DefineFormInput,
  FieldDefinition,
  FieldGroupDefinition,
  FieldValue,
  Form,
  FormValues,
} from './define-form'
/** Any agency's form, defined once: fields → schema, layout, wire mapping, JSON Schema. */
export { defineForm, fieldSchema } from './define-form'
export type { FieldErrors, FormValidation } from './field-errors'
/** The one error model: zod errors as `{ 'dot.path': 'message' }`. */
export { ROOT_ERROR_KEY, toFieldErrors, validateForm } from './field-errors'
export type { ChoiceOption, TextFieldOptions } from './fields'
/** Shared field schemas and the builders every form schema is made of. */
export {
  EMAIL_FORMAT_MESSAGE,
  EmailSchema,
  emailField,
  isEmailAddress,
  isWebsiteAddress,
  labelFor,
  MAX_EMAIL_LENGTH,
  MAX_LONG_TEXT_LENGTH,
  MAX_PHONE_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
  MAX_URL_LENGTH,
  OptionalUkPhoneSchema,
  OptionalUrlSchema,
  optionalChoice,
  optionalText,
  requiredChoice,
  requiredText,
  toNationalUkPhone,
  UK_PHONE_FORMAT_MESSAGE,
  UkPhoneSchema,
  URL_FORMAT_MESSAGE,
  ukPhoneField,
} from './fields'
export type { FormDefinition, FormRequest } from './form-definitions'
/** Each form once: its route, schema, wire mapping and the way back from wire field names. */
export {
  FORM_DEFINITIONS,
  formValuesOf,
  ReferralFormSchema,
  toFormFieldErrors,
} from './form-definitions'
export type {
  FieldInput,
  FieldsFormId,
  FormField,
  FormFieldGroup,
  FormLayout,
} from './form-fields'
/** Each form's fields as the page shows them, without zod (the prerendered form is built from them). */
export { FORM_FIELDS, FORM_LAYOUTS, fieldsOf } from './form-fields'
export type { FormMessageKey } from './form-messages'
export { FORM_MESSAGES } from './form-messages'
export { BOUTIQUE_QUOTE_FORM } from './layouts/boutique-quote'
export { fieldsOfLayout } from './layouts/builders'
export { CONSULTATION_FORM } from './layouts/consultation'
export { CONTACT_FORM } from './layouts/contact'
export { CRM_TRIAL_FORM } from './layouts/crm-trial'
export { FREE_WEBSITE_FORM } from './layouts/free-website'
export { LAUNCH_FORM } from './layouts/launch'
export { NEWSLETTER_FORM } from './layouts/newsletter'
export { OFFER_495_ENDED_FORM, OFFER_495_FORM, ONE_PAGE_FORM } from './layouts/one-page'
export { DOMINANCE_FORM, MOMENTUM_FORM } from './layouts/packages'
export { PREMIUM_FORM } from './layouts/premium'
export { REFERRAL_FORM } from './layouts/referral'
export { SPECIAL_OFFER_CLAIM_FORM } from './layouts/special-offer'
/** Every user-facing form message, the error summary title and the privacy line. */
export {
  DEFAULT_ERROR_MESSAGE,
  DEFAULT_SUCCESS_MESSAGE,
  ERROR_SUMMARY_TITLE,
  ERROR_TITLE_PREFIX,
  NETWORK_ERROR_MESSAGE,
  PRIVACY_NOTICE,
  REFERENCE_LABEL,
  REFERRAL_PERMISSION_MESSAGE,
} from './messages'
export type { FormAction, FormId } from './native-forms'
/** What a prerendered form needs to post without scripts: its action and hidden field names. */
export {
  FORM_ACTIONS,
  FORM_ID_FIELD,
  FORM_IDS,
  IDEMPOTENCY_KEY_FIELD,
  isFormId,
} from './native-forms'
/** Option lists of the selects, with their stored values and shown labels. */
export {
  BUSINESS_TYPE_OPTIONS,
  CURRENT_MARKETING_OPTIONS,
  CURRENT_WEBSITE_OPTIONS,
  MARKETING_BUDGET_OPTIONS,
  PACKAGE_TIMELINE_OPTIONS,
  PAYMENT_PREFERENCE_OPTIONS,
  PREMIUM_TIMEFRAME_OPTIONS,
  PRIORITY_OPTIONS,
  REVENUE_OPTIONS,
  TEAM_SIZE_OPTIONS,
} from './options'
export type { BoutiqueQuoteParts } from './payloads/boutique-quote'
/** Builds the boutique quote body. */
export { buildBoutiqueQuotePayload } from './payloads/boutique-quote'
/** Builds the contact page enquiry body. */
export { buildContactEnquiry, NO_TIMELINE_TEXT } from './payloads/contact'
/** Builds the free website request body. */
export { buildFreeWebsiteEnquiry } from './payloads/free-website'
export type { OnePageVariant } from './payloads/one-page'
/** Builds the one-page and £495 offer enquiry bodies. */
export { buildOnePageEnquiry } from './payloads/one-page'
/** Builds the referral enquiry body. */
export {
  buildReferralEnquiry,
  NO_REFERRAL_NOTES_TEXT,
  NOT_PROVIDED_TEXT,
  splitName,
} from './payloads/referral'
export type { BoutiqueQuoteInput } from './schemas/boutique-quote'
/** The boutique quote schemas and their cross-field check. */
export {
  BoutiqueBasePackageSchema,
  BoutiqueFeatureSchema,
  BoutiqueQuoteObjectSchema,
  BoutiqueQuoteSchema,
  checkBoutiqueQuote,
} from './schemas/boutique-quote'
export type { ConsultationInput } from './schemas/consultation'
/** The home page consultation form. */
export { ConsultationSchema } from './schemas/consultation'
export type { ContactInput } from './schemas/contact'
/** The contact page form. */
export { ContactSchema } from './schemas/contact'
export type { CrmTrialInput } from './schemas/crm-trial'
/** The CRM free-trial form. */
export { CrmTrialSchema } from './schemas/crm-trial'
export type { DominanceInput } from './schemas/dominance'
/** The Dominance package form. */
export { DominanceSchema } from './schemas/dominance'
export type { FreeWebsiteInput } from './schemas/free-website'
/** The free website request form. */
export { FreeWebsiteSchema } from './schemas/free-website'
export type { LaunchInput } from './schemas/launch'
/** The Launch package form. */
export { LaunchSchema } from './schemas/launch'
export type {
  ContactLeadInput,
  PackageInquiryLeadInput,
  QuoteLeadInput,
  SeoAnalysisLeadInput,
  SpecialOfferLeadInput,
} from './schemas/leads'
/** The data-form lead formData schemas (contact, quote, package_inquiry, special_offer, seo_analysis). */
export {
  ContactLeadSchema,
  PackageInquiryLeadSchema,
  QuoteLeadSchema,
  SeoAnalysisLeadSchema,
  SpecialOfferLeadSchema,
} from './schemas/leads'
export type { MomentumInput } from './schemas/momentum'
/** The Momentum package form. */
export { MomentumSchema } from './schemas/momentum'
export type { NewsletterInput } from './schemas/newsletter'
/** The newsletter sign-up (also the `newsletter` lead formData). */
export { NewsletterSchema } from './schemas/newsletter'
export type { OnePageEnquiryInput } from './schemas/one-page-enquiry'
/** The one-page and £495 offer enquiry form. */
export { OnePageEnquirySchema } from './schemas/one-page-enquiry'
export type { PremiumInquiryInput } from './schemas/premium-inquiry'
/** The Premium Growth inquiry form. */
export { PremiumInquirySchema } from './schemas/premium-inquiry'
export type { QuoteContactInput } from './schemas/quote-contact'
/** The boutique calculator's step 4 contact form. */
export { QuoteContactSchema } from './schemas/quote-contact'
export type { ReferralInput } from './schemas/referral'
/** The referral form. */
export { ReferralSchema } from './schemas/referral'
export type { SpecialOfferClaimInput } from './schemas/special-offer-claim'
/** The 150th-client celebration offer claim form. */
export { SpecialOfferClaimSchema } from './schemas/special-offer-claim'
export type { FormPostBody, FormPostResult } from './server/parse-form-post'
/** Parses a form's urlencoded post on any server, with the browser's rules and words. */
export { parseFormPost } from './server/parse-form-post'
/** The one rule for characters no form accepts (control characters, lone surrogates). */
export { hasForbiddenCharacters } from './text-rules'
