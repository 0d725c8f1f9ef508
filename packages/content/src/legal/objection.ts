// No text here: the pages' measurement script reads the objection without the policy's words.

/**
 * The cookie that records a visitor's objection to being counted, and nothing else: its one value
 * is {@link OBJECTION_VALUE}. The server counts no page view of a request that sends it.
 */
export const OBJECTION_COOKIE = 'hh-no-count'
/** The objection cookie's one value. */
export const OBJECTION_VALUE = '1'
/** How long an objection lasts before the browser forgets it, in days. */
export const OBJECTION_LIFETIME_DAYS = 365

/** The `Set-Cookie` (or `document.cookie`) value that records an objection, or withdraws it. */
export function objectionCookie(objects: boolean, isSecure: boolean): string {
  const value = objects ? OBJECTION_VALUE : ''
  const maxAgeS = objects ? OBJECTION_LIFETIME_DAYS * 24 * 60 * 60 : 0
  return `${OBJECTION_COOKIE}=${value}; Path=/; Max-Age=${maxAgeS}; SameSite=Lax${isSecure ? '; Secure' : ''}`
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

/** Where "Don't count my visits" posts when scripts are off (the API's measurement wing). */
export const OBJECTION_ACTION = '/api/counting-objection'
