import type { Testimonial } from '../types'

export { SAMPLE_TESTIMONIALS_NOTE } from './sample-note'

/** The four sample testimonials of the home page carousel (fictional people and firms). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'sample-builder',
    name: 'Mike Sample',
    company: 'Sample Building Services (sample)',
    text: 'Within three months of the new website going live we were getting more enquiries than we could handle. It paid for itself with the first two jobs.',
    rating: 5,
  },
  {
    id: 'sample-electrician',
    name: 'Sarah Example',
    company: 'Example Electrical Ltd (sample)',
    text: 'They understood our trade from day one. No jargon, just a website that shows our work and makes it easy for customers to ring us.',
    rating: 5,
  },
  {
    id: 'sample-roofer',
    name: 'Dave Sample',
    company: 'Sample Roofing & Guttering (sample)',
    text: 'We are now on the first page of Google for roofers in our area. The phone rings with local jobs instead of time-wasters.',
    rating: 5,
  },
  {
    id: 'sample-plumber',
    name: 'Priya Example',
    company: 'Example Plumbing & Heating (sample)',
    text: 'The online booking form saves us hours every week, and customers love being able to book a boiler service at night.',
    rating: 4,
  },
]

/** The two testimonials shown beside the home page's results stats (fictional). */
export const RESULTS_TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'sample-landscaper',
    name: 'Tom Example',
    company: 'Example Landscapes (sample)',
    text: 'Enquiries up by more than half since launch, and they are the bigger garden projects we wanted.',
    rating: 5,
  },
  {
    id: 'sample-joiner',
    name: 'Emma Sample',
    company: 'Sample Joinery (sample)',
    text: 'Our website finally works as hard as we do. Visitors turn into quotes, and quotes into jobs.',
    rating: 5,
  },
]

/** How long each carousel item shows before it advances, in milliseconds. */
export const CAROUSEL_INTERVAL_MS = 5000

/** The carousel index after moving by `step`, wrapping at both ends. */
export function carouselIndex(current: number, step: number, count: number): number {
  if (count <= 0) throw new RangeError('@hard-hat/content: a carousel needs at least one item')
  return (((current + step) % count) + count) % count
}

/** Labels of the carousel's controls (P-motion-with-care: it has a pause control). */
export const CAROUSEL_LABELS = {
  region: 'Client testimonials',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  pause: 'Pause testimonials',
  play: 'Play testimonials',
  /** The label of the dot that shows a testimonial: "Show testimonial 2 of 5". */
  goTo: (position: number, count: number): string => `Show testimonial ${position} of ${count}`,
  /** The words for a star rating: "Rated 4 out of 5". */
  rating: (rating: number): string => `Rated ${rating} out of 5`,
} as const
