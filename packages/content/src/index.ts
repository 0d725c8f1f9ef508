// biome-ignore-all assist/source/organizeImports: exports stay grouped by topic, part two last
// Part one: site, navigation, routes, images, projects, testimonials, process, the first
// document's pages and structured data.

// Shared types
export type { Deadline, Faq, ImageAsset, LinkItem, Rating, Testimonial } from './types'

// Site config: brand, contact details, opening hours, claims, deadlines, VAT wording
export type { OpeningHours, PostalAddress, TimeRemaining } from './site'
export {
  CLAIMS,
  DEADLINES,
  formatDeadline,
  hasDeadlinePassed,
  OFFER_ENDED,
  priceExVat,
  RESPONSE_PROMISES,
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
  PageId,
  PageMeta,
  RouteEntry,
  RouteKind,
  SitemapEntry,
} from './routes'
export {
  canonicalUrl,
  findRoute,
  NOT_FOUND_ROUTE,
  normalisePath,
  pageMeta,
  pageTitle,
  ROUTES,
  routeForPage,
  routePaths,
  routeRedirects,
  sitemapEntries,
  sitemapXml,
} from './routes'

// Images
export type { ImageKind } from './images'
export { assetPath, IMAGE_FALLBACK_LABEL, ILLUSTRATION_SIZE, imageAsset } from './images'

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
  PORTFOLIO_CATEGORIES,
  PROJECT_CATEGORY_IDS,
  PROJECT_CATEGORY_LABELS,
  PROJECTS,
  projectPath,
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
export { HOME_PAGE, HOME_SECTION_ORDER } from './pages/home'
export { ENQUIRY_FORM, ONE_PAGE_WEBSITE_PAGE } from './pages/one-page-website'
export type { LimitedOfferState } from './pages/special-offer-495'
export { LIMITED_OFFER_PAGE, limitedOfferState } from './pages/special-offer-495'
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
