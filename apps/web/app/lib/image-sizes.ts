/**
 * How wide each place shows its image, for an uploaded photo's `sizes`: the browser picks the
 * narrowest file that fills it at the screen's density.
 */
export const IMAGE_SIZES = {
  /** The article's column: max-w-3xl less its padding. */
  article: '(min-width: 768px) 736px, calc(100vw - 2rem)',
  /** Half of the case study's max-w-7xl overview from lg, the full width below. */
  caseStudy: '(min-width: 1280px) 604px, (min-width: 1024px) calc(50vw - 36px), calc(100vw - 2rem)',
  /** A case study's further photo: one column, two from sm, three from lg in max-w-7xl. */
  gallery:
    '(min-width: 1280px) 400px, (min-width: 1024px) calc(33vw - 2rem), (min-width: 640px) calc(50vw - 2rem), calc(100vw - 2rem)',
  /** A card in a grid of three from md. */
  card: '(min-width: 1280px) 400px, (min-width: 768px) 33vw, calc(100vw - 2rem)',
} as const
