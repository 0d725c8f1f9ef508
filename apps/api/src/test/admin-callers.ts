// Who asks the admin routes, and what each caller must get from a route (access.test.ts).

import type { Caller, RouteCase } from './admin-routes.js'

export const CALLERS: readonly { name: string; caller: Caller }[] = [
  { name: 'owner session', caller: { kind: 'session', role: 'owner' } },
  { name: 'staff session', caller: { kind: 'session', role: 'staff' } },
  { name: 'read token', caller: { kind: 'token', scope: 'read' } },
  { name: 'replay token', caller: { kind: 'token', scope: 'replay' } },
  { name: 'export token', caller: { kind: 'token', scope: 'export' } },
  { name: 'erase token', caller: { kind: 'token', scope: 'erase' } },
  { name: 'content token', caller: { kind: 'token', scope: 'content' } },
  { name: 'ADMIN_TOKEN (deprecated)', caller: { kind: 'legacy-token' } },
  { name: 'nobody', caller: { kind: 'none' } },
]

/** People, invitations, tokens, sessions, the audit and one's account: who can get in. */
const ACCESS_PAGES =
  /^\/admin\/(account|passkeys|confirm|sessions|people|invitations|tokens|audit)(\/|$)/

const isAboutAccess = (url: string) => ACCESS_PAGES.test(url)

/** The status a caller must get from a route, from the declared rules alone. */
export function expectedStatus(route: RouteCase, caller: Caller): number {
  if (route.access === 'public') return route.byCaller?.[caller.kind] ?? route.allowed
  if (caller.kind === 'none') return route.url.startsWith('/api/') ? 401 : 303
  if (caller.kind === 'session') {
    return route.access === 'staff' || caller.role === 'owner' ? route.allowed : 403
  }
  // The deprecated ADMIN_TOKEN keeps only the lead pages and the lead API it had before people
  // existed: every route about who can get in refuses it (P-access-ends).
  if (caller.kind === 'legacy-token') {
    // Nor the content API, which came after it was deprecated.
    return route.needsPerson || isAboutAccess(route.url) || route.scope === 'content'
      ? 403
      : route.allowed
  }
  // Tokens are for scripts: only routes with a scope, and only their own scopes.
  if (route.scope === undefined) return 403
  return caller.scope === route.scope ? route.allowed : 403
}
