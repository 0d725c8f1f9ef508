// Every admin route as a case of access.test.ts's table: what it declares and what an allowed
// caller gets.

import { randomUUID } from 'node:crypto'
import type { Role, Scope } from '../store/people.js'

/** A link's secret in the right shape that opens no link. */
const NO_SUCH_SECRET = 'x'.repeat(43)

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
interface Body {
  readonly form?: Record<string, string>
  readonly json?: unknown
}

type Build = (fixtures: Fixtures) => Promise<{ url: string } & Body>

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

const fixed =
  (url: string, body?: Body): Build =>
  async () => ({ url, ...body })

export const ROUTES: readonly RouteCase[] = [
  // Public: the sign-in page, its assets, the passkey ceremonies and the links' pages.
  { method: 'GET', url: '/admin', access: 'public', allowed: 200, byCaller: { token: 403 } },
  { method: 'GET', url: '/admin/inbox.css', access: 'public', allowed: 200 },
  { method: 'GET', url: '/admin/webauthn.js', access: 'public', allowed: 200 },
  { method: 'GET', url: '/admin/passkey.js', access: 'public', allowed: 200 },
  { method: 'GET', url: '/admin/photo-field.js', access: 'public', allowed: 200 },
  { method: 'POST', url: '/admin/sign-in', access: 'public', allowed: 400, form: { token: '' } },
  { method: 'POST', url: '/admin/sign-out', access: 'public', allowed: 303 },
  { method: 'POST', url: '/admin/sign-in/options', access: 'public', allowed: 200, json: {} },
  { method: 'POST', url: '/admin/sign-in/verify', access: 'public', allowed: 400, json: {} },
  { method: 'GET', url: '/admin/welcome', access: 'public', allowed: 200 },
  {
    method: 'POST',
    url: '/admin/welcome/check',
    access: 'public',
    allowed: 400,
    json: { token: NO_SUCH_SECRET },
  },
  {
    method: 'POST',
    url: '/admin/welcome/options',
    access: 'public',
    allowed: 400,
    json: { token: NO_SUCH_SECRET },
  },
  {
    method: 'POST',
    url: '/admin/welcome/verify',
    access: 'public',
    allowed: 400,
    json: { token: NO_SUCH_SECRET, response: {} },
  },
  // Staff (and owners): the leads and their own account.
  { method: 'POST', url: '/admin', access: 'staff', allowed: 200, form: { status: 'all' } },
  {
    method: 'GET',
    url: '/admin/leads/:id',
    access: 'staff',
    allowed: 200,
    build: async (f) => ({ url: `/admin/leads/${f.leadId}` }),
  },
  {
    method: 'POST',
    url: '/admin/leads/:id/status',
    access: 'staff',
    allowed: 303,
    build: async (f) => ({
      url: `/admin/leads/${f.leadId}/status`,
      form: { status: 'contacted', note: '' },
    }),
  },
  {
    method: 'POST',
    url: '/admin/leads/:id/assign',
    access: 'staff',
    allowed: 303,
    build: async (f) => ({
      url: `/admin/leads/${f.leadId}/assign`,
      form: { assignedTo: f.staffId },
    }),
  },
  { method: 'GET', url: '/admin/reports', access: 'staff', allowed: 200 },
  { method: 'GET', url: '/admin/reports.csv', access: 'staff', allowed: 200 },
  { method: 'GET', url: '/admin/reports/visits', access: 'staff', allowed: 200 },
  { method: 'GET', url: '/admin/reports/visits.csv', access: 'staff', allowed: 200 },
  { method: 'GET', url: '/admin/account', access: 'staff', allowed: 200 },
  { method: 'GET', url: '/admin/passkeys', access: 'staff', allowed: 200, needsPerson: true },
  {
    method: 'POST',
    url: '/admin/passkeys/options',
    needsPerson: true,
    access: 'staff',
    allowed: 200,
    json: {},
  },
  {
    method: 'POST',
    url: '/admin/passkeys/verify',
    needsPerson: true,
    access: 'staff',
    allowed: 400,
    json: { response: {} },
  },
  {
    method: 'POST',
    url: '/admin/passkeys/:id/remove',
    needsPerson: true,
    access: 'staff',
    allowed: 404,
    build: fixed('/admin/passkeys/not-mine/remove', { form: {} }),
  },
  {
    method: 'POST',
    url: '/admin/confirm/options',
    needsPerson: true,
    access: 'staff',
    allowed: 200,
    json: {},
  },
  {
    method: 'POST',
    url: '/admin/confirm/verify',
    needsPerson: true,
    access: 'staff',
    allowed: 400,
    json: { response: {} },
  },
  { method: 'GET', url: '/admin/sessions', access: 'staff', allowed: 200 },
  {
    method: 'POST',
    url: '/admin/sessions/end-others',
    needsPerson: true,
    access: 'staff',
    allowed: 303,
    form: {},
  },
  {
    method: 'POST',
    url: '/admin/sessions/:id/end',
    access: 'staff',
    allowed: 404,
    build: fixed(`/admin/sessions/${randomUUID()}/end`, { form: {} }),
  },
  // Owners only: export, erasure, people, invitations, tokens, the audit.
  { method: 'POST', url: '/admin/export', access: 'owner', allowed: 200, form: { status: 'all' } },
  { method: 'GET', url: '/admin/address-export', access: 'owner', allowed: 200 },
  { method: 'GET', url: '/admin/erasure', access: 'owner', allowed: 200 },
  {
    method: 'POST',
    url: '/admin/erasure',
    access: 'owner',
    allowed: 200,
    form: { step: 'preview', email: 'nobody@example.com' },
  },
  { method: 'GET', url: '/admin/people', access: 'owner', allowed: 200 },
  {
    method: 'POST',
    url: '/admin/invitations',
    access: 'owner',
    allowed: 200,
    build: async () => ({
      url: '/admin/invitations',
      form: { email: `${randomUUID()}@example.com`, displayName: 'New Person', role: 'staff' },
    }),
  },
  {
    method: 'POST',
    url: '/admin/invitations/:id/revoke',
    access: 'owner',
    allowed: 404,
    build: fixed(`/admin/invitations/${randomUUID()}/revoke`, { form: {} }),
  },
  {
    method: 'POST',
    url: '/admin/people/:id/link',
    access: 'owner',
    allowed: 200,
    build: async (f) => ({ url: `/admin/people/${f.staffId}/link`, form: {} }),
  },
  {
    method: 'POST',
    url: '/admin/people/:id/remove',
    access: 'owner',
    allowed: 303,
    build: async (f) => ({
      url: `/admin/people/${await f.throwawayPerson()}/remove`,
      form: { confirm: 'yes' },
    }),
  },
  { method: 'GET', url: '/admin/tokens', access: 'owner', allowed: 200 },
  {
    method: 'POST',
    url: '/admin/tokens',
    access: 'owner',
    allowed: 200,
    form: { name: 'Script', scope_read: 'on' },
  },
  {
    method: 'POST',
    url: '/admin/tokens/:id/revoke',
    access: 'owner',
    allowed: 303,
    build: async (f) => ({ url: `/admin/tokens/${await f.throwawayToken()}/revoke`, form: {} }),
  },
  { method: 'GET', url: '/admin/audit', access: 'owner', allowed: 200 },
  // The API for scripts (and the inbox's buttons).
  { method: 'GET', url: '/api/admin/leads', access: 'staff', scope: 'read', allowed: 200 },
  {
    method: 'GET',
    url: '/api/admin/submissions/:id',
    access: 'staff',
    scope: 'read',
    allowed: 200,
    build: async (f) => ({ url: `/api/admin/submissions/${f.leadId}` }),
  },
  {
    method: 'POST',
    url: '/api/admin/submissions/:id/replay',
    access: 'staff',
    scope: 'replay',
    allowed: 404,
    build: fixed('/api/admin/submissions/missing/replay', { json: {} }),
  },
  {
    method: 'POST',
    url: '/api/admin/submissions/:id/not-spam',
    access: 'staff',
    scope: 'replay',
    allowed: 404,
    build: fixed('/api/admin/submissions/missing/not-spam', { json: {} }),
  },
  {
    method: 'POST',
    url: '/api/admin/submissions/:id/spam',
    access: 'staff',
    scope: 'replay',
    allowed: 404,
    build: fixed('/api/admin/submissions/missing/spam', { json: {} }),
  },
  { method: 'GET', url: '/api/admin/submissions', access: 'owner', scope: 'export', allowed: 200 },
  {
    method: 'GET',
    url: '/api/admin/address-export',
    access: 'owner',
    scope: 'export',
    allowed: 200,
    build: fixed('/api/admin/address-export?email=nobody%40example.com'),
  },
  {
    method: 'POST',
    url: '/api/admin/address-export',
    access: 'owner',
    scope: 'export',
    allowed: 200,
    json: { email: 'nobody@example.com' },
  },
  {
    method: 'POST',
    url: '/api/admin/erasure/preview',
    access: 'owner',
    scope: 'erase',
    allowed: 200,
    json: { email: 'nobody@example.com' },
  },
  {
    method: 'POST',
    url: '/api/admin/erasure',
    access: 'owner',
    scope: 'erase',
    allowed: 200,
    json: { email: 'nobody@example.com' },
  },
  ...contentRoutes(),
  ...previewRoutes(),
  ...contentEditorRoutes(),
]

/** The previews of a draft (decision 042): people signed in, staff or owners; an id nothing has a 404. */
function previewRoutes(): RouteCase[] {
  const missing = '00000000-0000-4000-8000-000000000000'
  return ['articles', 'projects', 'testimonials', 'faqs'].flatMap((plural) =>
    ['/preview', '/preview/page'].map(
      (page): RouteCase => ({
        method: 'GET',
        url: `/admin/content/${plural}/:id${page}`,
        access: 'staff',
        allowed: 404,
        build: fixed(`/admin/content/${plural}/${missing}${page}`),
      }),
    ),
  )
}

/**
 * The Content section's pages (decision 041): people only, staff and owners. An allowed caller
 * gets the page; an empty form is a 400 page naming the fields; an id nothing has a 404 page.
 */
function contentEditorRoutes(): RouteCase[] {
  const missing = '00000000-0000-4000-8000-000000000000'
  const page = (
    method: RouteCase['method'],
    url: string,
    allowed: number,
    form?: Record<string, string>,
  ): RouteCase => ({
    method,
    url,
    access: 'staff',
    allowed,
    build: fixed(url.replace(':id', missing), form === undefined ? {} : { form }),
  })
  return [
    page('GET', '/admin/content', 200),
    page('GET', '/admin/content/editor.js', 200),
    ...['articles', 'projects', 'testimonials', 'faqs'].flatMap((plural) => [
      page('GET', `/admin/content/${plural}`, 200),
      page('GET', `/admin/content/${plural}/new`, 200),
      page('POST', `/admin/content/${plural}/new`, 400, { action: 'save' }),
      page('GET', `/admin/content/${plural}/:id`, 404),
      page('POST', `/admin/content/${plural}/:id`, 404, { action: 'save' }),
      page('POST', `/admin/content/${plural}/:id/autosave`, 404, { action: 'save' }),
    ]),
  ]
}

/**
 * The content API's routes (decision 038), for each kind, and its photos (decision 040): staff and
 * owners, or a token with `content`. An allowed caller reaches the route's checks: an empty body is
 * a 400 (a photo not sent as multipart a 415), an id nothing has a 404.
 */
function contentRoutes(): RouteCase[] {
  const routeIn =
    (base: string, missing: string) =>
    (method: RouteCase['method'], url: string, allowed: number, json?: unknown): RouteCase => ({
      method,
      url: `${base}${url}`,
      access: 'staff',
      scope: 'content',
      allowed,
      build: fixed(`${base}${url.replace(':id', missing).replace(':version', '1')}`, {
        ...(json === undefined ? {} : { json }),
      }),
    })
  const kinds = ['articles', 'projects', 'testimonials', 'faqs'].flatMap((plural): RouteCase[] => {
    const route = routeIn(`/api/admin/content/${plural}`, '00000000-0000-4000-8000-000000000000')
    return [
      route('GET', '', 200),
      route('POST', '', 400, {}),
      route('GET', '/:id', 404),
      route('PUT', '/:id', 400, {}),
      route('POST', '/:id/publish', 404, {}),
      route('POST', '/:id/unpublish', 404, {}),
      route('GET', '/:id/versions', 404),
      route('POST', '/:id/restore/:version', 404),
      // The history's diff for scripts (decision 045): version 1 of an id nothing has.
      {
        ...route('GET', '/:id/versions/:a/diff/:b', 404),
        build: fixed(
          `/api/admin/content/${plural}/00000000-0000-4000-8000-000000000000/versions/1/diff/draft`,
        ),
      },
      ...historyPages(plural),
    ]
  })
  const photo = routeIn('/api/admin/content/images', '0'.repeat(32))
  // The claims (decision 044): staff see the page and read the API; changes are an owner's, or a
  // token's with `content`. An empty form or body is a 400; confirming the rating changes nothing seen.
  const claims: RouteCase[] = [
    { method: 'GET', url: '/admin/content/claims', access: 'staff', allowed: 200 },
    {
      method: 'POST',
      url: '/admin/content/claims/:key',
      access: 'owner',
      allowed: 400,
      build: fixed('/admin/content/claims/rating', { form: {} }),
    },
    {
      method: 'POST',
      url: '/admin/content/claims/:key/confirm',
      access: 'owner',
      allowed: 303,
      build: fixed('/admin/content/claims/rating/confirm', { form: {} }),
    },
    {
      method: 'GET',
      url: '/api/admin/content/claims',
      access: 'staff',
      scope: 'content',
      allowed: 200,
    },
    {
      method: 'PUT',
      url: '/api/admin/content/claims',
      access: 'owner',
      scope: 'content',
      allowed: 400,
      json: {},
    },
  ]
  // The editor's photo form (content/editor/photo-field.ts): people only, no token.
  const photoForms = ['articles', 'projects'].map(
    (plural): RouteCase => ({
      method: 'POST',
      url: `/admin/content/${plural}/:id/photo`,
      access: 'staff',
      allowed: 404,
      build: fixed(`/admin/content/${plural}/00000000-0000-4000-8000-000000000000/photo`, {
        json: {},
      }),
    }),
  )
  return [
    ...kinds,
    ...photoForms,
    photo('POST', '', 415, {}),
    photo('GET', '/:id', 404),
    photo('DELETE', '/:id', 404),
    ...claims,
  ]
}

/** The editor's history page and its restore (decision 045): staff and owners, signed in. */
function historyPages(plural: string): RouteCase[] {
  const page = `/admin/content/${plural}/:id/history`
  const missing = `/admin/content/${plural}/00000000-0000-4000-8000-000000000000/history`
  return [
    { method: 'GET', url: page, access: 'staff', allowed: 404, build: fixed(missing) },
    {
      method: 'POST',
      url: `${page}/restore/:version`,
      access: 'staff',
      allowed: 404,
      build: fixed(`${missing}/restore/1`, { form: {} }),
    },
  ]
}
