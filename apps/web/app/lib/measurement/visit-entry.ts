import type { VisitEntry } from '@hard-hat/forms'

// Where this visit began (decision 037): noted once, when the document first loads, and kept in
// this module's memory only, so client-side navigations keep it and a new document (a reload, a
// new tab) starts afresh. No cookie, no storage: nothing outlives the page.
let entry: VisitEntry | undefined

/**
 * Notes the page the visit entered on, at the document's first load (call before hydration, while
 * the address is still the first page's): only when that load was an entry as the visit counts
 * see it, the referrer another site or none. A load from one of the site's own pages notes none.
 */
export function noteVisitEntry(): void {
  if (entry !== undefined) return
  let cameFromSite = false
  try {
    cameFromSite = document.referrer !== '' && new URL(document.referrer).host === location.host
  } catch {
    cameFromSite = false
  }
  if (!cameFromSite) entry = { path: location.pathname, search: location.search }
}

/** The visit's entry, if this document's first load was one. */
export function visitEntry(): VisitEntry | undefined {
  return entry
}
