// The shape of a case in access.test.ts's table of admin routes (admin-routes.ts and its parts).

import type { Role, Scope } from '../store/people.js'

/** Who asks: a person's session by role, a named token by scope, the deprecated token, nobody. */
export type Caller =
  | { kind: 'session'; role: Role }
  | { kind: 'token'; scope: Scope }
  | { kind: 'legacy-token' }
  | { kind: 'none' }

/** What a test needs to build a request that succeeds for whoever is allowed. */
export interface Fixtures {
  leadId: string
  staffId: string
  /** A person made for this request alone (to remove). */
  throwawayPerson(): Promise<string>
  /** A token made for this request alone (to revoke). */
  throwawayToken(): Promise<string>
}

/** What a request sends: a form or JSON, or nothing. */
export interface Body {
  readonly form?: Record<string, string>
  readonly json?: unknown
}

export type Build = (fixtures: Fixtures) => Promise<{ url: string } & Body>

/**
 * Every admin route, what it declares and what an allowed caller gets. A route the server has and
 * this table lacks fails the test, as does a route whose declared access differs from the table.
 */
export interface RouteCase extends Body {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  readonly url: string
  readonly access: Role | 'public'
  readonly scope?: Scope
  /**
   * The status an allowed caller gets from the request `build` makes, or else from `url` itself
   * with the case's form or JSON.
   */
  readonly allowed: number
  /** For public routes: the status each caller gets when it differs from `allowed`. */
  readonly byCaller?: Partial<Record<Caller['kind'], number>>
  /** A page about "your" passkeys needs a person: the deprecated token (no person) gets 403. */
  readonly needsPerson?: boolean
  readonly build?: Build
}

export const fixed =
  (url: string, body?: Body): Build =>
  async () => ({ url, ...body })
