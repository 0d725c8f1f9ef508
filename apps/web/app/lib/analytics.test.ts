import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { isAnalyticsCookie, loadAnalytics, stopAnalytics } from './analytics'

beforeAll(() => {
  // happy-dom would try to fetch gtag.js; only the element matters here.
  const happy = (window as unknown as { happyDOM?: { settings: Record<string, unknown> } }).happyDOM
  if (happy) happy.settings.disableJavaScriptFileLoading = true
})

afterEach(() => {
  document.head.innerHTML = ''
  window.dataLayer = undefined
})

const gtagScripts = () => document.head.querySelectorAll('script[src*="googletagmanager.com"]')

describe('loadAnalytics', () => {
  it('does nothing without a measurement id', () => {
    expect(loadAnalytics('')).toBe(false)
    expect(gtagScripts()).toHaveLength(0)
    expect(window.dataLayer).toBeUndefined()
  })

  it('adds gtag.js once, with the id, and configures it with IP anonymisation', () => {
    expect(loadAnalytics('G-TEST123')).toBe(true)
    expect(loadAnalytics('G-TEST123')).toBe(true)
    const scripts = gtagScripts()
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    )
    const config = window.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>))
    expect(config?.[1]).toEqual(['config', 'G-TEST123', { anonymize_ip: true }])
  })
})

/** Sets or expires a cookie as a page's scripts (gtag.js) do. */
function writeCookie(text: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays a third-party script's part.
  document.cookie = text
}

describe('stopAnalytics', () => {
  afterEach(() => {
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim()
      if (name) writeCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`)
    }
  })

  it('tells gtag.js to stop and deletes the analytics cookies only', () => {
    for (const name of ['_ga', '_ga_TEST123', '_gid', '_gat', 'kept']) {
      writeCookie(`${name}=1; path=/`)
    }
    loadAnalytics('G-TEST123')
    expect(window['ga-disable-G-TEST123']).toBe(false)
    stopAnalytics('G-TEST123')
    expect(window['ga-disable-G-TEST123']).toBe(true)
    expect(document.cookie).toBe('kept=1')
  })

  it('lets gtag.js run again after a later Accept All', () => {
    stopAnalytics('G-TEST123')
    loadAnalytics('G-TEST123')
    expect(window['ga-disable-G-TEST123']).toBe(false)
  })

  it.each([
    ['_ga', true],
    ['_ga_ABC123', true],
    ['_gid', true],
    ['_gat', true],
    ['_gat_gtag_UA_1', true],
    ['_gads', false],
    ['_gid_x', false],
    ['cookieConsent', false],
  ])('counts %s as an analytics cookie: %s', (name, expected) => {
    expect(isAnalyticsCookie(name)).toBe(expected)
  })
})
