import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { noteVisitEntry } from './lib/measurement/visit-entry'

declare global {
  interface Window {
    __reactRouterRouteModules?: Record<string, unknown>
  }
}

/**
 * Unknown portfolio and insight slugs are not prerendered: the server answers them with the 404
 * page's HTML and a 404 status (P-html-first), and the slug's route then shows its own "Project Not
 * Found" or "Article Not Found". That document can never match the slug route's markup, so React
 * renders it on the client; the mismatch is expected there and only there.
 */
function isServedNotFoundPage(): boolean {
  const modules = window.__reactRouterRouteModules ?? {}
  return 'routes/not-found' in modules && window.location.pathname !== '/404'
}

// The page the visit began on, before any client-side navigation changes the address: leads sent
// later in the visit carry it (decision 037).
noteVisitEntry()

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      onRecoverableError(error) {
        if (isServedNotFoundPage()) return
        globalThis.reportError(error)
      },
    },
  )
})
