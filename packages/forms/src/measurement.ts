// No zod here: the web app's cookie settings and the API's counting read these without the schemas.

/**
 * The cookie that records a visitor's objection to being counted (decision 035), and nothing else:
 * its only value is {@link OBJECTION_VALUE}. The API counts no page view of a request that sends it.
 */
export const OBJECTION_COOKIE = 'hh-no-count'
/** The objection cookie's one value. */
export const OBJECTION_VALUE = '1'
/** How long an objection lasts before the browser forgets it: one year, in seconds. */
export const OBJECTION_MAX_AGE_S = 365 * 24 * 60 * 60

/** The `Set-Cookie` value that records an objection (or, with `objects` false, withdraws it). */
export function objectionCookie(objects: boolean, secure: boolean): string {
  const value = objects ? OBJECTION_VALUE : ''
  const maxAge = objects ? OBJECTION_MAX_AGE_S : 0
  return `${OBJECTION_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * True when a Cookie header (or `document.cookie`) carries the objection.
 * @example objectsToCounting('a=b; hh-no-count=1') // true
 */
export function objectsToCounting(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .some((part) => part.trim() === `${OBJECTION_COOKIE}=${OBJECTION_VALUE}`)
}
