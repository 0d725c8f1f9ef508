// The content wing's admin routes (decisions 038 and 040-045) as cases of access.test.ts's table.

import { fixed, type RouteCase } from './admin-route-case.js'

/** The previews of a draft (decision 042): people signed in, staff or owners; an id nothing has a 404. */
export function previewRoutes(): RouteCase[] {
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
export function contentEditorRoutes(): RouteCase[] {
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
export function contentRoutes(): RouteCase[] {
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
  // A case study's further photos (content/editor/gallery.ts): added by the photo form's upload,
  // described or removed by a form of their own.
  const missingProject = '/admin/content/projects/00000000-0000-4000-8000-000000000000/gallery'
  const galleryForms: RouteCase[] = [
    {
      method: 'POST',
      url: '/admin/content/projects/:id/gallery',
      access: 'staff',
      allowed: 404,
      build: fixed(missingProject, { json: {} }),
    },
    {
      method: 'POST',
      url: '/admin/content/projects/:id/gallery/:index',
      access: 'staff',
      allowed: 404,
      build: fixed(`${missingProject}/0`, { json: {} }),
    },
  ]
  return [
    ...kinds,
    ...photoForms,
    ...galleryForms,
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
