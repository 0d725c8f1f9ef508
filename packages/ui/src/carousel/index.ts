export type { Testimonial, TestimonialCarouselProps } from './carousel'
export { CAROUSEL_INTERVAL_MS, TestimonialCarousel } from './carousel'
