import { findRoute, type PageId, ROUTES, routePaths } from '@hard-hat/content'

/** The screens of both specification documents and the HTML sitemap (the XML one is a file). */
export const APP_PAGE_IDS = [
  'home',
  'website-design',
  'boutique-pricing',
  'one-page-website',
  'special-offer-495',
  'free-website',
  'website-services',
  'portfolio',
  'case-study',
  'insights',
  'article',
  'crm',
  'contact',
  'premium-package',
  'package-launch',
  'package-momentum',
  'package-dominance',
  'special-offer',
  'package-small-business',
  'package-medium-business',
  'package-enterprise',
  'referrals',
  'thank-you',
  'terms',
  'privacy',
  'cookies',
  'site-map',
] as const satisfies readonly PageId[]

/** Path of the not-found page; the API serves its HTML with a 404 status for unknown paths. */
export const NOT_FOUND_PATH = '/404'

/** Every path the app renders from the content route table: pages, aliases and every slug. */
export const APP_PATHS: readonly string[] = routePaths().filter((path) => {
  const pageId = findRoute(path)?.pageId
  return pageId !== undefined && (APP_PAGE_IDS as readonly PageId[]).includes(pageId)
})

/** Redirects of the route table (`/projects` to `/portfolio`, P-redirect-projects). */
export const REDIRECT_PATHS: readonly string[] = ROUTES.filter(
  (route) => route.kind === 'redirect',
).map((route) => route.path)

/** Every path written to HTML at build time (P-html-first). */
export const PRERENDER_PATHS: readonly string[] = [...APP_PATHS, ...REDIRECT_PATHS, NOT_FOUND_PATH]
