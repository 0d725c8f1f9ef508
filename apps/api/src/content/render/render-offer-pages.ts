import { isDeepStrictEqual } from 'node:util'
import {
  CLAIM_KEYS,
  CLAIM_PAGES,
  ENDED_OFFER_FAQS,
  FAQ_PAGES,
  type FaqPage,
  findRoute,
  OFFER_PAGES,
  OFFER_STATE_HEADER,
  OFFER_STATES,
  type OfferState,
} from '@hard-hat/content'
import type { RenderedOfferStates } from '../../lib/offer-pages.js'
import type { RenderedContent } from './publish-content.js'
import { renderPages } from './render-pages.js'

/** An offer page rendered in both its states, as the build's offer-states pass renders it. */
export interface RenderedOfferPage {
  readonly path: string
  readonly states: RenderedOfferStates
}

const isFaqPage = (pageId: string): pageId is FaqPage =>
  (FAQ_PAGES as readonly string[]).includes(pageId)

/** The FAQs an offer page shows from the store: its own while running, another once ended. */
function faqPagesOf(path: string): FaqPage[] {
  const pageId = findRoute(path)?.pageId
  if (!pageId || !isFaqPage(pageId)) return []
  const ended = (ENDED_OFFER_FAQS as Partial<Record<FaqPage, FaqPage>>)[pageId]
  return ended ? [pageId, ended] : [pageId]
}

/** The claims an offer page shows (the 150th-client offer's places left). */
const claimsOf = (path: string) =>
  CLAIM_KEYS.filter((key) => CLAIM_PAGES[key].some((page) => page === findRoute(path)?.pageId))

/**
 * The offer pages (served by the offer plugin in the state of the server's clock, never from the
 * snapshot) whose render can differ: each whose FAQ, in either state, or whose claims changed since
 * `previous` (every one with an FAQ or a claim on a first pass).
 * @example offerPaths(content, previous) // ['/special-offer-495', '/special-one-page-offer']
 */
export function offerPaths(content: RenderedContent, previous?: RenderedContent): string[] {
  return OFFER_PAGES.map(({ path }) => path).filter((path) => {
    const shown = faqPagesOf(path)
    const claims = claimsOf(path)
    if (shown.length === 0 && claims.length === 0) return false
    return (
      !previous ||
      shown.some((page) => !isDeepStrictEqual(previous.faqs[page], content.faqs[page])) ||
      claims.some((key) => !isDeepStrictEqual(previous.claims[key], content.claims[key]))
    )
  })
}

/**
 * Renders offer pages in both their states with the web build's server bundle, as the build's
 * offer-states pass does (the state in the request's header, the specification's deadline, which
 * the offer plugin swaps for its own). Throws when any document or data did not render 200, so a
 * publication that fails serves nothing new.
 */
export async function renderOfferPages(
  serverBuildPath: string,
  paths: readonly string[],
  content: RenderedContent,
): Promise<RenderedOfferPage[]> {
  const rendered: RenderedOfferPage[] = []
  for (const path of paths) {
    const states: Partial<Record<OfferState, { html: string; data: string }>> = {}
    for (const state of OFFER_STATES) {
      const [page] = await renderPages(serverBuildPath, [path], content, {
        [OFFER_STATE_HEADER]: state,
      })
      if (page?.status !== 200 || page.dataStatus !== 200) {
        throw new Error(
          `${path} (${state}) rendered ${page?.status} and its data ${page?.dataStatus}`,
        )
      }
      states[state] = { html: page.html, data: page.data }
    }
    rendered.push({ path, states: states as RenderedOfferStates })
  }
  return rendered
}
