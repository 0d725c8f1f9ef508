// biome-ignore-all assist/source/organizeImports: exports stay grouped by topic, part two last
// Part one: site, navigation, routes, images, projects, testimonials, process, the first
// document's pages and structured data.

// Shared types
export type {
  Deadline,
  Faq,
  FieldWords,
  FormFieldWords,
  ImageAsset,
  LinkItem,
  Rating,
  Testimonial,
} from './types'

// Site config: brand, contact details, opening hours, claims, deadlines, VAT wording
export type { OpeningHours, PostalAddress, TimeRemaining } from './site'
export {
  CLAIMS,
  clientCountWords,
  DEADLINES,
  formatDeadline,
  hasDeadlinePassed,
  OFFER_ENDED,
  priceExVat,
  RESPONSE_PROMISES,
  ratingWords,
  RESULTS_STATS,
  SITE,
  timeRemaining,
  VAT_NOTE,
  VAT_SUFFIX,
} from './site'

// Header and footer
export type { FooterGroup } from './navigation'
export {
  FOOTER,
  GET_IN_TOUCH_BUTTON,
  HEADER_LABELS,
  HEADER_LINKS,
  REFERRALS_BUTTON,
} from './navigation'

// Route table, canonical URLs, prerender paths and the sitemap
export type {
  ChangeFrequency,
  EndedOfferHead,
  PageId,
  PageMeta,
  RouteEntry,
  RouteKind,
  SitemapEntry,
  SitemapItems,
} from './routes'
export {
  canonicalUrl,
  findRoute,
  normalisePath,
  pageMeta,
  pagePaths,
  ROUTES,
  routeAt,
  routeForPage,
  routePaths,
  routeRedirects,
  sitemapEntries,
  sitemapXml,
} from './routes'
export { NOT_FOUND_ROUTE, pageTitle } from './page-title'

// Images
export type { ImageKind } from './images'
export { assetPath, IMAGE_FALLBACK_LABEL, ILLUSTRATION_SIZE, imageAsset } from './images'
export type { PhotoFormat } from './photos'
export {
  MEDIA_PREFIX,
  PHOTO_FILES,
  PHOTO_FORMATS,
  PHOTO_SRC_PATTERN,
  PHOTO_WIDTHS,
  photoSrcset,
  photoUrl,
  photoWidths,
  uploadedPhoto,
} from './photos'

// Portfolio projects and case studies
export type {
  CaseStudyStory,
  PortfolioCategory,
  PortfolioFilterId,
  Project,
  ProjectCategoryId,
  ProjectTestimonial,
  WebsiteSample,
} from './projects'
export {
  CASE_STUDY_STORIES,
  caseStudyStory,
  excerpt,
  filterProjects,
  getProjectBySlug,
  isPortfolioFilterId,
  MORE_PROJECTS_COUNT,
  moreProjects,
  otherProjects,
  PORTFOLIO_CATEGORIES,
  PROJECT_CATEGORY_IDS,
  PROJECT_CATEGORY_LABELS,
  PROJECTS,
  projectPath,
  projectsInFilter,
  WEBSITE_SAMPLES,
} from './projects'

// Testimonials and process steps
export {
  CAROUSEL_INTERVAL_MS,
  CAROUSEL_LABELS,
  carouselIndex,
  RESULTS_TESTIMONIALS,
  SAMPLE_TESTIMONIALS_NOTE,
  TESTIMONIALS,
} from './testimonials'
export type { ProcessStep } from './process'
export { CREATION_PROCESS, PORTFOLIO_PROCESS } from './process'

// The first document's pages
export {
  BOUTIQUE_PRICING_PAGE,
  QUOTE_STEP_COUNT,
  quoteProgressPercent,
  quoteStepLabel,
} from './pages/boutique-pricing'
export { FREE_WEBSITE_PAGE } from './pages/free-website'
export { HOME_PAGE, HOME_SECTION_ORDER, homeClaimWords } from './pages/home'
export { HOME_PAGE_COPY } from './pages/home-copy'
export { ENQUIRY_FORM } from './pages/enquiry-form'
export { ONE_PAGE_WEBSITE_PAGE } from './pages/one-page-website'
export type { LimitedOfferState } from './pages/special-offer-495'
export {
  LIMITED_OFFER_PAGE,
  limitedOfferDeadlineWords,
  limitedOfferProofStats,
  limitedOfferState,
} from './pages/special-offer-495'
export { WEBSITE_DESIGN_PAGE } from './pages/website-design'

// Structured data (schema.org JSON-LD)
export type { ArticleForJsonLd, JsonLd, OfferInput } from './structured-data'
export {
  ADVERTISED_OFFERS,
  absoluteUrl,
  articleJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  jsonLdScript,
  localBusinessJsonLd,
  offerJsonLd,
  projectJsonLd,
  SCHEMA_CONTEXT,
  webPageJsonLd,
} from './structured-data'

// Part two: articles, legal, FAQs and the second document's pages

// Insight articles, categories and filtering
export type {
  ArticleAuthor,
  InsightArticle,
  InsightArticleSummary,
  InsightCategory,
  InsightCategoryId,
  InsightFilterId,
  InsightTone,
} from './articles/article'
export {
  formatDisplayDate,
  getInsightCategory,
  INSIGHT_CATEGORIES,
  INSIGHT_CATEGORY_IDS,
  isInsightFilterId,
} from './articles/article'
export { articleBody } from './articles/article-body'
export { getArticleSummaryBySlug, INSIGHT_ARTICLE_SUMMARIES } from './articles/article-list'
export { getArticleBySlug, INSIGHT_ARTICLES } from './articles/articles'
export type { InsightFilter } from './articles/filter-insights'
export { DEFAULT_INSIGHT_FILTER, filterInsights } from './articles/filter-insights'

// Legal pages
export type { CookieCategory, CookieDescription, CookieStorage } from './legal/cookies'
export {
  COOKIE_CONSENT_KEY,
  COOKIE_CONSENT_RECORD_KEY,
  COOKIE_POLICY,
  COOKIE_TABLE,
} from './legal/cookies'
export { COOKIE_POLICY_VERSION } from './legal/cookie-policy-version'
export {
  COUNTING_PARAGRAPHS,
  COUNTING_RETENTION_MONTHS,
  COUNTING_SECTION_ID,
} from './legal/counting'
export {
  OBJECTION_ACTION,
  OBJECTION_COOKIE,
  OBJECTION_LIFETIME_DAYS,
  OBJECTION_VALUE,
  objectionCookie,
  objectsToCounting,
} from './legal/objection'
export type { LegalPage, LegalSection } from './legal/legal-page'
export { LEGAL_LAST_UPDATED } from './legal/legal-page'
export { PRIVACY_POLICY, SUBMISSION_RETENTION_MONTHS } from './legal/privacy'
export { TERMS_OF_SERVICE } from './legal/terms'

// FAQs
export { CONTACT_FAQS } from './faqs/contact'
export { CRM_FAQS } from './faqs/crm'
export { ONE_PAGE_WEBSITE_FAQS } from './faqs/one-page-website'
export {
  DOMINANCE_FAQS,
  LAUNCH_FAQS,
  MARKETING_PACKAGE_FAQS,
  MOMENTUM_FAQS,
} from './faqs/packages'
export { PREMIUM_PACKAGE_FAQS } from './faqs/premium-package'
export { REFERRAL_FAQS, REFERRAL_PAYMENT_DAYS, REFERRAL_PAYMENT_METHODS } from './faqs/referrals'
export { LIMITED_OFFER_FAQS, limitedOfferFaqs } from './faqs/special-offer-495'

// The second document's pages
export type {
  BusinessPackagePage,
  PackageReason,
  PackageTimelineStage,
} from './pages/business-packages'
export {
  BUSINESS_PACKAGE_PAGES,
  ENTERPRISE_PAGE,
  MEDIUM_BUSINESS_PAGE,
  SMALL_BUSINESS_PAGE,
} from './pages/business-packages'
export { CONTACT_PAGE, OFFICE_MAP_URL } from './pages/contact'
export type { CrmPricingPlan } from './pages/crm'
export { CRM_PAGE, CRM_PRICING_PLAN, CRM_TESTIMONIALS } from './pages/crm'
export { ARTICLE_NOT_FOUND, ARTICLE_PAGE, INSIGHTS_PAGE } from './pages/insights'
export type {
  MarketingPackagePage,
  PackageGuarantee,
  PackageSuccessStory,
  PackageWeek,
} from './pages/marketing-packages'
export {
  DOMINANCE_PAGE,
  LAUNCH_PAGE,
  MARKETING_PACKAGE_PAGES,
  MOMENTUM_PAGE,
} from './pages/marketing-packages'
export { LAUNCH_PAGE_FORM } from './pages/package-form-words'
export { CASE_STUDY_PAGE, PORTFOLIO_PAGE, PROJECT_NOT_FOUND } from './pages/portfolio'
export {
  PREMIUM_PACKAGE_PAGE,
  PREMIUM_SPOTS,
  premiumSlotsWords,
} from './pages/premium-package'
export {
  REFERRAL_NOTES_FALLBACK,
  REFERRAL_PAGE,
  REFERRAL_RULES,
  REFERRAL_TOTAL_COUNTS,
  referralTotal,
} from './pages/referrals'
export {
  celebrationOfferDeadlineWords,
  celebrationSlotsWords,
  formatOfferExpiry,
  SPECIAL_OFFER_PAGE,
} from './pages/special-offer'
export { THANK_YOU_PAGE } from './pages/thank-you'
export type { SiteMapGroup } from './site-map'
export { SITE_MAP_PAGE, siteMapGroups } from './site-map'
export { WEBSITE_SERVICES_PAGE } from './pages/website-services'
export type { OfferPage } from './offer-pages'
export {
  deadlineRenderings,
  OFFER_PAGES,
  OFFER_SERVED_AT,
  OFFER_STATE_HEADER,
  OFFER_STATES_FOLDER,
} from './offer-pages'
export type { OfferState } from './offer-state'
export {
  deadlineEndingAt,
  momentInState,
  OFFER_STATES,
  offerStateAt,
} from './offer-state'

// Content as data: the schemas of what the agency writes, and the seed of a new store
export type {
  ClaimKey,
  ClaimValues,
  FaqEntry,
  FaqPage,
  ShownClaims,
  SiteContent,
  SlotsClaim,
  TestimonialEntry,
  TestimonialPlace,
} from './content-data'
export {
  ArticleInputSchema,
  ArticleSchema,
  CLAIM_DEFAULTS,
  CLAIM_FRESH_FOR_MS,
  CLAIM_KEYS,
  CLAIM_PAGES,
  CLAIM_SCHEMAS,
  CLAIM_TITLES,
  ClientsClaimSchema,
  ENDED_OFFER_FAQS,
  FAQ_PAGES,
  FaqEntrySchema,
  FaqSchema,
  ImageSchema,
  isClaimShown,
  isScarcityClaim,
  PhotoUploadSchema,
  MAX_GALLERY_PHOTOS,
  MAX_MARKDOWN_LENGTH,
  ProjectInputSchema,
  ProjectSchema,
  RatingClaimSchema,
  ResultsClaimSchema,
  SCARCITY_CLAIMS,
  SEED_CONTENT,
  SlotsClaimSchema,
  SlugSchema,
  TESTIMONIAL_PLACE_PAGES,
  TESTIMONIAL_PLACES,
  TestimonialEntrySchema,
  TestimonialSchema,
} from './content-data'
