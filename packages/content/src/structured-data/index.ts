export type { JsonLd } from './json-ld'
export { absoluteUrl, jsonLdScript, SCHEMA_CONTEXT } from './json-ld'
export { localBusinessJsonLd } from './local-business'
export type { OfferInput } from './offers'
export { ADVERTISED_OFFERS, offerJsonLd } from './offers'
export type { ArticleForJsonLd } from './pages'
export {
  articleJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  projectJsonLd,
  webPageJsonLd,
} from './pages'
