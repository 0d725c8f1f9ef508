import { OFFER_STATE_HEADER, type OfferState } from '@hard-hat/content'
import { OFFER_PATHS } from '../pages-of.js'
import type { RenderedContent } from './publish-content.js'
import { type RenderedPage, renderPages } from './render-pages.js'

/** The state an offer page is previewed in: as it reads while its offer runs. */
export const PREVIEW_OFFER_STATE: OfferState = 'running'

/**
 * One page as publishing would serve it with `content` (decision 042): the same server bundle and
 * call as a publication (publish-content.ts), an offer page in its running state as the build's
 * offer-states pass renders it.
 */
export async function renderPreview(
  serverBuildPath: string,
  path: string,
  content: RenderedContent,
): Promise<RenderedPage> {
  const headers: Record<string, string> = OFFER_PATHS.has(path)
    ? { [OFFER_STATE_HEADER]: PREVIEW_OFFER_STATE }
    : {}
  const [page] = await renderPages(serverBuildPath, [path], content, headers)
  if (!page) throw new Error(`${path} did not render`)
  return page
}
