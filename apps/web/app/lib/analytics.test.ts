import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadAnalytics } from './analytics'

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
