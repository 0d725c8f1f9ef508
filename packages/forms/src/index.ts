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
export type { AttributionField, VisitEntry } from './attribution'
/** The contact form's hidden attribution fields, and how a page's query string fills them. */
export {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_PARAMS,
  attributionFromSearch,
  isReferrerHost,
  referrerHostOf,
  withReferrerHost,
  withVisitEntry,
} from './attribution'
export type { Beacon, BeaconInput } from './beacon'
/** The field-measurement beacon's schema (decision 037). */
export { BeaconSchema } from './beacon'
export type { CalculatorStep, VitalName } from './beacon-fields'
/** Where beacons go, the vitals and their good thresholds, the calculator's steps: no zod. */
export {
  BEACON_PATH,
  CALCULATOR_STEPS,
  GOOD_VITALS,
  MAX_TARGET_LENGTH,
  VITAL_NAMES,
} from './beacon-fields'
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
  DefineFormOptions,
  DefinitionSchema,
  FieldDefinition,
  FieldGroupDefinition,
  FieldSchema,
  FieldsOfGroups,
  FieldValue,
  Form,
  FormFile,
  FormSchema,
  FormShape,
  FormValues,
} from './define-form'
/** Any agency's form, defined once: fields → schema, layout, wire mapping, JSON Schema. */
export { defineForm, fieldSchema, withFieldSchemas } from './define-form'
export type {
  CheckedField,
  CheckedFields,
  CheckedGroups,
  FieldKeyFix,
} from './definition-checks'
/** The field types, and the fix for each key people reach for that a field does not have. */
export { FIELD_KEY_FIXES, FIELD_TYPES } from './definition-checks'
export type { FieldErrors, FormValidation } from './field-errors'
/** The one error model: zod errors as `{ 'dot.path': 'message' }`. */
export { ROOT_ERROR_KEY, toFieldErrors, validateForm } from './field-errors'
export type { PostedFile } from './field-kinds'
/** The schemas of the field types beyond text: check box groups, numbers, dates and files. */
export {
  checkboxesSchema,
  DEFAULT_MAX_FILE_BYTES,
  dateSchema,
  fileSchema,
  isIsoDate,
  numberSchema,
} from './field-kinds'
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
export type {
  FormAction,
  FormDefinition,
  FormId,
  FormRequest,
  StoredFormType,
} from './form-definitions'
/** Each of the site's forms once (a `defineForm` result), and the tables built from their list. */
export {
  FORM_ACTIONS,
  FORM_DEFINITIONS,
  FORM_IDS,
  formValuesOf,
  isFormId,
  STORED_FORM_TYPES,
  toFormFieldErrors,
} from './form-definitions'
export type {
  FieldInput,
  FieldsFormId,
  FormField,
  FormFieldGroup,
  FormLayout,
} from './form-fields'
/** Every form's fields in their groups, by id (for the server, which renders any of them). */
export { FORM_FIELDS, FORM_LAYOUTS, fieldsOf } from './form-fields'
export type { FieldsOfSpec, FormFieldOf, FormSpec, ShowWhen } from './form-layout'
/** A form's layout from its fields without zod, for a page to render before its scripts load. */
export { fieldsOfLayout, layoutOf } from './form-layout'
export type { FormMessageKey } from './form-messages'
export { FORM_MESSAGES } from './form-messages'
export type { FormsById, PostedForm } from './forms'
export type { FormAbout, ReplyPromise } from './forms/about'
/** Each form's layout, as its page renders it: from its folder's fields, without zod. */
export { BOUTIQUE_QUOTE_FORM } from './forms/boutique-quote/fields'
export type { QuoteContactInput } from './forms/boutique-quote/form'
/** The boutique calculator's step 4 contact form. */
export { QuoteContactSchema } from './forms/boutique-quote/form'
export type { BoutiqueQuoteParts } from './forms/boutique-quote/payload'
/** Builds the boutique quote body. */
export { buildBoutiqueQuotePayload } from './forms/boutique-quote/payload'
export { CONSULTATION_FORM } from './forms/consultation/fields'
export type { ConsultationInput } from './forms/consultation/form'
/** The home page consultation form. */
export { ConsultationSchema } from './forms/consultation/form'
export { CONTACT_FORM } from './forms/contact/fields'
export type { ContactInput } from './forms/contact/form'
/** The contact page form. */
export { ContactSchema } from './forms/contact/form'
/** Builds the contact page enquiry body. */
export { buildContactEnquiry, NO_TIMELINE_TEXT } from './forms/contact/payload'
export { CRM_TRIAL_FORM } from './forms/crm-trial/fields'
export type { CrmTrialInput } from './forms/crm-trial/form'
/** The CRM free-trial form. */
export { CrmTrialSchema } from './forms/crm-trial/form'
export { DOMINANCE_FORM } from './forms/dominance/fields'
export type { DominanceInput } from './forms/dominance/form'
/** The Dominance package form. */
export { DominanceSchema } from './forms/dominance/form'
export { FREE_WEBSITE_FORM } from './forms/free-website/fields'
export type { FreeWebsiteInput } from './forms/free-website/form'
/** The free website request form. */
export { FreeWebsiteSchema } from './forms/free-website/form'
/** Builds the free website request body. */
export { buildFreeWebsiteEnquiry } from './forms/free-website/payload'
export { LAUNCH_FORM } from './forms/launch/fields'
export type { LaunchInput } from './forms/launch/form'
/** The Launch package form. */
export { LaunchSchema } from './forms/launch/form'
export { MOMENTUM_FORM } from './forms/momentum/fields'
export type { MomentumInput } from './forms/momentum/form'
/** The Momentum package form. */
export { MomentumSchema } from './forms/momentum/form'
export { NEWSLETTER_FORM } from './forms/newsletter/fields'
export type { NewsletterInput } from './forms/newsletter/form'
/** The newsletter sign-up (also the `newsletter` lead formData). */
export { NewsletterSchema } from './forms/newsletter/form'
export { OFFER_495_ENDED_FORM, OFFER_495_FORM, ONE_PAGE_FORM } from './forms/one-page/fields'
export type { OnePageEnquiryInput } from './forms/one-page/form'
/** The one-page and £495 offer enquiry form. */
export { OnePageEnquirySchema } from './forms/one-page/form'
export type { OnePageVariant } from './forms/one-page/payload'
/** Builds the one-page and £495 offer enquiry bodies. */
export { buildOnePageEnquiry } from './forms/one-page/payload'
export { PREMIUM_FORM } from './forms/premium/fields'
export type { PremiumInquiryInput } from './forms/premium/form'
/** The Premium Growth inquiry form. */
export { PremiumInquirySchema } from './forms/premium/form'
export { REFERRAL_FORM } from './forms/referral/fields'
export type { ReferralInput } from './forms/referral/form'
/** The referral form: as sent (ReferralSchema), and as the browser holds it (the box posts 'true'). */
export { ReferralFormSchema, ReferralSchema } from './forms/referral/form'
/** Builds the referral enquiry body. */
export {
  buildReferralEnquiry,
  NO_REFERRAL_NOTES_TEXT,
  NOT_PROVIDED_TEXT,
  splitName,
} from './forms/referral/payload'
export { SPECIAL_OFFER_CLAIM_FORM } from './forms/special-offer-claim/fields'
export type { SpecialOfferClaimInput } from './forms/special-offer-claim/form'
/** The 150th-client celebration offer claim form. */
export { SpecialOfferClaimSchema } from './forms/special-offer-claim/form'
/** Every user-facing form message, the error summary title and the privacy line. */
export {
  acknowledgementSentWords,
  DEFAULT_ERROR_MESSAGE,
  DEFAULT_SUCCESS_MESSAGE,
  ERROR_SUMMARY_TITLE,
  ERROR_TITLE_PREFIX,
  NETWORK_ERROR_MESSAGE,
  PRIVACY_NOTICE,
  REFERENCE_LABEL,
  REFERRAL_PERMISSION_MESSAGE,
} from './messages'
/** The hidden fields a prerendered form posts without scripts. */
export { FORM_ID_FIELD, IDEMPOTENCY_KEY_FIELD } from './native-forms'
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
export type { BoutiqueQuoteInput } from './schemas/boutique-quote'
/** The boutique quote schemas and their cross-field check. */
export {
  BoutiqueBasePackageSchema,
  BoutiqueFeatureSchema,
  BoutiqueQuoteObjectSchema,
  BoutiqueQuoteSchema,
  checkBoutiqueQuote,
} from './schemas/boutique-quote'
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
export type {
  FormPostBody,
  FormPostOptions,
  FormPostResult,
  FormPostValue,
  PostedFormDefinition,
} from './server/parse-form-post'
/** Parses a form's post (urlencoded, FormData or a web Request) on any server, with the browser's rules and words. */
export { parseFormPost } from './server/parse-form-post'
/** When a conditional field is shown: the one reading the schema, the JSON Schema and a renderer share. */
export { hasValue, isShown } from './show-when'
/** The one rule for characters no form accepts (control characters, lone surrogates). */
export { hasForbiddenCharacters } from './text-rules'
