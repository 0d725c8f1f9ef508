// Part one: site, navigation, routes, projects, testimonials, process, the first document's pages
// and structured data.

export type { FooterGroup } from './navigation'
/** Header links, header buttons and the footer's content. */
export {
  FOOTER,
  GET_IN_TOUCH_BUTTON,
  HEADER_LABELS,
  HEADER_LINKS,
  REFERRALS_BUTTON,
} from './navigation'
export type { OpeningHours, PostalAddress, TimeRemaining } from './site'
/** Site config, claims, response promises, deadlines and deadline helpers. */
export {
  CLAIMS,
  DEADLINES,
  formatDeadline,
  hasDeadlinePassed,
  OFFER_ENDED,
  RESPONSE_PROMISES,
  SITE,
  timeRemaining,
} from './site'
export type { Deadline, Faq, ImageAsset, LinkItem, Rating, Testimonial } from './types'
