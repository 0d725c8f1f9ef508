import { objectsToCounting } from '@hard-hat/content'
import { attributionFromSearch, isReferrerHost } from '@hard-hat/forms'
import { isbot } from 'isbot'

/** The three device classes a view is counted under; nothing finer is kept. */
export const DEVICES = ['phone', 'tablet', 'desktop'] as const
export type Device = (typeof DEVICES)[number]

/**
 * One counted page view: the page, the device class and, for an entry (a view whose referrer is
 * another site or none), where it came from. No address, hash or identifier is part of it.
 */
export interface PageView {
  readonly day: string
  readonly page: string
  readonly device: Device
  readonly isEntry: boolean
  /** For an entry: the other site's host name, or '' for none (typed, bookmarked). */
  readonly referrerHost: string
  readonly utmSource: string
  readonly utmMedium: string
  readonly utmCampaign: string
}

/** What the counting rule needs of a request and its answer; plain values, so it is pure. */
export interface ServedRequest {
  readonly method: string
  readonly url: string
  readonly statusCode: number
  readonly contentType: string | undefined
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
  /** The site's own host name: a referrer on it is a view inside a visit, not an entry. */
  readonly ownHost: string
  readonly nowMs: number
}

// The route's `.data` a client-side navigation fetches; the home page's is `/_root.data`.
const ROUTE_DATA = /^(.*)\.data$/
// Never a public page: the inbox, the API, the build's files and images.
const NOT_A_PAGE = /^\/(?:admin|api|assets|images)(?:\/|$)/
// The longest page path kept: any real route is far shorter; a longer one is an unknown path.
const MAX_PAGE_LENGTH = 200

const header = (headers: ServedRequest['headers'], name: string): string => {
  const value = headers[name]
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/** The device class from the User-Agent: a phone, a tablet, or a desktop for anything else. */
export function deviceOf(userAgent: string, mobileHint: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent)) return 'tablet'
  // Android tablets leave "Mobile" out of their User-Agent; phones put it in.
  if (/Android/i.test(userAgent)) return /Mobile/i.test(userAgent) ? 'phone' : 'tablet'
  if (mobileHint === '?1' || /Mobi|iPhone|iPod|Windows Phone/i.test(userAgent)) return 'phone'
  return 'desktop'
}

/** The host of a Referer when it is another site's; '' for none; undefined for our own. */
function otherSiteOf(referer: string, ownHost: string): string | undefined {
  if (referer === '') return ''
  let host: string
  try {
    const url = new URL(referer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return ''
    host = url.hostname
  } catch {
    return ''
  }
  if (host === ownHost) return undefined
  return isReferrerHost(host) ? host : ''
}

/** The day a moment falls on, in UTC, as YYYY-MM-DD. */
export function dayOf(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10)
}

/**
 * Why a request's sender is not counted at all, whatever it asked for: a bot (the isbot list, or no
 * User-Agent), a prefetch or prerender, `Sec-GPC: 1`, or the objection cookie; undefined to count.
 */
export function notCountedSender(
  headers: ServedRequest['headers'],
): 'bot' | 'prefetch' | 'global_privacy_control' | 'objected' | undefined {
  const userAgent = header(headers, 'user-agent')
  if (userAgent === '' || isbot(userAgent)) return 'bot'
  const purpose = `${header(headers, 'sec-purpose')} ${header(headers, 'purpose')}`
  if (/prefetch|prerender/i.test(purpose)) return 'prefetch'
  if (header(headers, 'sec-gpc').trim() === '1') return 'global_privacy_control'
  if (objectsToCounting(header(headers, 'cookie'))) return 'objected'
  return undefined
}

/** The device class of a request's sender. */
export function deviceOfRequest(headers: ServedRequest['headers']): Device {
  return deviceOf(header(headers, 'user-agent'), header(headers, 'sec-ch-ua-mobile'))
}

/** Why a request is not a counted view, for the tests and the metrics; 'counted' when it is. */
export type CountingVerdict =
  | { readonly kind: 'counted'; readonly view: PageView }
  | {
      readonly kind:
        | 'not_a_page'
        | 'bot'
        | 'prefetch'
        | 'objected'
        | 'global_privacy_control'
        | 'not_found'
    }

/**
 * Whether a served request is a page view, and the view to count: the prerendered document (a
 * 200 HTML answer to a GET) or a route's `.data` (a client-side navigation). Not counted: HEAD and
 * other methods, the inbox and API, bots (the isbot list), prefetches and prerenders
 * (`Sec-Purpose`, `Purpose`), a visitor who objected (the objection cookie) or who sends
 * `Sec-GPC: 1`, and unknown paths (404). Reads no address and keeps nothing that tells one visitor
 * from another.
 */
export function countingVerdict(request: ServedRequest): CountingVerdict {
  if (request.method !== 'GET') return { kind: 'not_a_page' }
  const url = new URL(request.url, 'http://localhost')
  let path = url.pathname
  const data = ROUTE_DATA.exec(path)
  if (data) path = data[1] === '/_root' ? '/' : (data[1] ?? '/')
  else if (!(request.contentType ?? '').startsWith('text/html')) return { kind: 'not_a_page' }
  if (NOT_A_PAGE.test(path) || path.length > MAX_PAGE_LENGTH) return { kind: 'not_a_page' }
  if (request.statusCode !== 200) return { kind: 'not_found' }
  const { headers } = request
  const notCounted = notCountedSender(headers)
  if (notCounted) return { kind: notCounted }

  // A route's data is fetched from a page already open: never an entry.
  const otherSite = data ? undefined : otherSiteOf(header(headers, 'referer'), request.ownHost)
  const isEntry = otherSite !== undefined
  const campaign = isEntry ? attributionFromSearch(url.search) : {}
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path
  return {
    kind: 'counted',
    view: {
      day: dayOf(request.nowMs),
      page,
      device: deviceOfRequest(headers),
      isEntry,
      referrerHost: otherSite ?? '',
      utmSource: campaign.utmSource ?? '',
      utmMedium: campaign.utmMedium ?? '',
      utmCampaign: campaign.utmCampaign ?? '',
    },
  }
}
