/**
 * A prerendered route's `shouldRevalidate`: its loader data is the page's, fixed when the page was
 * rendered, so a navigation that only changes the query string (a filter, the calculator's state,
 * docs/decisions/003) or stays on the page keeps it instead of fetching `<path>.data` again. This
 * is what React Router does by itself with `ssr: false`; the build renders with `ssr: true` so the
 * API can render published content with the same bundle (docs/decisions/039).
 * @example export const shouldRevalidate = keepPageData
 */
export function keepPageData(): boolean {
  return false
}
