import type { MetaDescriptor } from 'react-router'

/** What a route's build-time loader hands to its `meta`: the head it computed from content. */
export interface LoaderMeta {
  readonly meta: MetaDescriptor[]
}

/**
 * A route's `meta`, from its loader. The loaders run when the site is prerendered (and their data
 * is fetched as `<path>.data` on a client-side visit), so the route table, the titles and the
 * JSON-LD builders stay out of the browser's JavaScript.
 * @example export const loader = () => ({ meta: routeMeta('/crm', jsonLd) }); export const meta = loaderMeta
 */
export function loaderMeta({
  loaderData,
}: {
  loaderData?: LoaderMeta | undefined
}): MetaDescriptor[] {
  return loaderData?.meta ?? []
}
