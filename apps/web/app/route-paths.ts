import { type PageId, ROUTES } from '@hard-hat/content'

/** The screens of the first specification document, the ones this app renders so far. */
export const APP_PAGE_IDS = [
  'home',
  'website-design',
  'boutique-pricing',
  'one-page-website',
  'special-offer-495',
  'free-website',
] as const satisfies readonly PageId[]

/** Path of the not-found page; the API serves its HTML with a 404 status for unknown paths. */
export const NOT_FOUND_PATH = '/404'

/** Every path the app renders from the content route table: pages, their aliases and redirects. */
export const APP_PATHS: readonly string[] = ROUTES.filter(
  (route) =>
    (APP_PAGE_IDS as readonly PageId[]).includes(route.pageId) &&
    (route.kind === 'page' || route.kind === 'alias'),
).map((route) => route.path)

/** Redirects of the route table (`/projects` to `/portfolio`, decision 5). */
export const REDIRECT_PATHS: readonly string[] = ROUTES.filter(
  (route) => route.kind === 'redirect',
).map((route) => route.path)

/** Every path written to HTML at build time (decision 7). */
export const PRERENDER_PATHS: readonly string[] = [...APP_PATHS, ...REDIRECT_PATHS, NOT_FOUND_PATH]
