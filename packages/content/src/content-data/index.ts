export {
  ArticleInputSchema,
  ArticleSchema,
  FaqSchema,
  ImageSchema,
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
