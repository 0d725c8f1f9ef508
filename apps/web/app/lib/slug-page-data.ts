import { isHydrating } from './use-hydrated'

/**
 * A case study's or an article's data in the browser (their `clientLoader`). While hydrating it runs
 * only for a path that was not rendered (the server sent the 404 page), so that is `notFound()`
 * without asking again; afterwards the page's data comes from its `<path>.data` (one published
 * after the build too), and a failed fetch (an unpublished item, a stale link) is `notFound()`.
 */
export async function slugPageData<Data, NotFound>(
  serverLoader: () => Promise<Data>,
  notFound: () => NotFound,
): Promise<Data | NotFound> {
  if (isHydrating()) return notFound()
  try {
    return await serverLoader()
  } catch {
    return notFound()
  }
}
