/** A note the page shows near sample testimonials, so nobody takes them for real clients.
 * A module of its own: the home page's code shows it without the testimonials. */
export const SAMPLE_TESTIMONIALS_NOTE =
  'Sample testimonials: the names and businesses shown are illustrative.'
