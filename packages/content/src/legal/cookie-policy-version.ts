/**
 * The version of the cookie policy a stored choice was made under. Change it whenever the cookie
 * table (`COOKIE_TABLE` in `./cookies`) changes: every visitor is asked again.
 *
 * A module of its own because the cookie banner's code, which every page fetches once hydrated,
 * needs this one string: the bundler moves whole modules, so beside the table it brought the
 * cookie policy's text (about 2 kB compressed) to every page.
 */
export const COOKIE_POLICY_VERSION = '2026-11-28'
