export type { ClaimKey, ClaimValues, ShownClaims, SlotsClaim } from './claims'
export {
  CLAIM_DEFAULTS,
  CLAIM_FRESH_FOR_MS,
  CLAIM_KEYS,
  CLAIM_PAGES,
  CLAIM_SCHEMAS,
  CLAIM_TITLES,
  ClientsClaimSchema,
  isClaimShown,
  isScarcityClaim,
  RatingClaimSchema,
  ResultsClaimSchema,
  SCARCITY_CLAIMS,
  SlotsClaimSchema,
} from './claims'
export {
  ArticleInputSchema,
  ArticleSchema,
  FaqSchema,
  ImageSchema,
  MAX_GALLERY_PHOTOS,
  MAX_MARKDOWN_LENGTH,
  PhotoUploadSchema,
  ProjectInputSchema,
  ProjectSchema,
  SlugSchema,
  TestimonialSchema,
} from './schemas'
export { SEED_CONTENT } from './seed'
export type {
  FaqEntry,
  FaqPage,
  SiteContent,
  TestimonialEntry,
  TestimonialPlace,
} from './site-content'
export {
  ENDED_OFFER_FAQS,
  FAQ_PAGES,
  FaqEntrySchema,
  TESTIMONIAL_PLACE_PAGES,
  TESTIMONIAL_PLACES,
  TestimonialEntrySchema,
} from './site-content'
