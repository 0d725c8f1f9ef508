import { describe, expect, it } from 'vitest'
import { SubmissionMetaSchema } from './api-contract'
import {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_PARAMS,
  attributionFromSearch,
  isReferrerHost,
  referrerHostOf,
  withReferrerHost,
  withVisitEntry,
} from './attribution'

describe('attributionFromSearch', () => {
  it('reads a whole URL’s query string, the first named parameter winning', () => {
    const url = new URL(
      'https://hardhat.example/contact?referral_source=newsletter&ref=partner-site&utm_source=bing',
    )
    expect(attributionFromSearch(url.search)).toEqual({
      referralSource: 'partner-site',
      utmSource: 'bing',
    })
  })

  it('cuts a long value to the forms’ short-text bound and drops a multi-line one', () => {
    expect(attributionFromSearch(`utm_campaign=${'y'.repeat(250)}`).utmCampaign).toHaveLength(200)
    expect(attributionFromSearch('utm_campaign=spring%0Aroofs')).toEqual({})
  })

  it('names parameters for every hidden attribution field', () => {
    expect(Object.keys(ATTRIBUTION_PARAMS).sort()).toEqual([...ATTRIBUTION_FIELDS].sort())
  })
})

describe('referrerHostOf', () => {
  const own = 'hardhat.example'

  it('keeps only the host of another site’s page, never its path or query', () => {
    expect(referrerHostOf('https://www.Google.com/search?q=jane%40example.com', own)).toBe(
      'www.google.com',
    )
    expect(referrerHostOf('http://xn--bcher-kva.example:8080/a', own)).toBe('xn--bcher-kva.example')
  })

  it('gives nothing for the site’s own pages, no referrer, or one that is not a web page', () => {
    expect(referrerHostOf('https://hardhat.example/pricing', own)).toBeUndefined()
    expect(referrerHostOf('', own)).toBeUndefined()
    expect(referrerHostOf('android-app://com.google.android.gm/', own)).toBeUndefined()
    expect(referrerHostOf('https://[2001:db8::1]/', own)).toBeUndefined()
  })
})

describe('isReferrerHost', () => {
  it('accepts a host name and refuses control characters, spaces, paths and overlong names', () => {
    expect(isReferrerHost('l.facebook.com')).toBe(true)
    expect(isReferrerHost('localhost')).toBe(true)
    expect(isReferrerHost('evil.example\u0000')).toBe(false)
    expect(isReferrerHost('a b.example')).toBe(false)
    expect(isReferrerHost('example.com/path')).toBe(false)
    expect(isReferrerHost('Example.com')).toBe(false)
    expect(isReferrerHost('')).toBe(false)
    expect(isReferrerHost(`${'a.'.repeat(125)}abc`)).toBe(true)
    expect(isReferrerHost(`${'a.'.repeat(126)}ab`)).toBe(false)
  })
})

describe('withReferrerHost', () => {
  const body = { formType: 'contact', meta: { pagePath: '/contact' } }

  it('adds the host to the body’s meta, keeping what the meta held', () => {
    expect(withReferrerHost(body, 'https://www.bing.com/', 'hardhat.example')).toEqual({
      formType: 'contact',
      meta: { pagePath: '/contact', referrerHost: 'www.bing.com' },
    })
    expect(withReferrerHost({ a: 1 }, 'https://www.bing.com/', 'x.example')).toEqual({
      a: 1,
      meta: { referrerHost: 'www.bing.com' },
    })
  })

  it('gives the same body back when there is no other site’s host', () => {
    expect(withReferrerHost(body, 'https://hardhat.example/', 'hardhat.example')).toBe(body)
    expect(withReferrerHost(body, '', 'hardhat.example')).toBe(body)
  })
})

describe('withVisitEntry', () => {
  const entry = { path: '/services/', search: '?utm_source=newsletter&utm_campaign=spring-roofs' }

  it('adds the entry page and its campaign to a body, keeping its own meta', () => {
    expect(withVisitEntry({ total: 1, meta: { startedAt: 5 } }, entry)).toEqual({
      total: 1,
      meta: { startedAt: 5, landingPage: '/services' },
      attribution: { utmSource: 'newsletter', utmCampaign: 'spring-roofs' },
    })
  })

  it('lets the entry’s tags win over the form page’s, and keeps the page’s others', () => {
    const body = { attribution: { utmCampaign: 'other', referralSource: 'partner' } }
    expect(withVisitEntry(body, entry).attribution).toEqual({
      utmCampaign: 'spring-roofs',
      utmSource: 'newsletter',
      referralSource: 'partner',
    })
  })

  it('adds only the landing page for an entry without tags, and nothing without an entry', () => {
    expect(withVisitEntry({}, { path: '/', search: '' })).toEqual({ meta: { landingPage: '/' } })
    const body = { a: 1 }
    expect(withVisitEntry(body, undefined)).toBe(body)
  })

  it('sends no landing page that is not a path on the site', () => {
    expect(withVisitEntry({}, { path: '//evil.example/x', search: '' })).toEqual({})
  })
})

describe('the entry on the wire', () => {
  it('is validated: a landing page must be a path, and no longer than a stored page', () => {
    expect(SubmissionMetaSchema.safeParse({ landingPage: '/services' }).success).toBe(true)
    expect(SubmissionMetaSchema.safeParse({ landingPage: 'https://x.example/' }).success).toBe(
      false,
    )
    expect(SubmissionMetaSchema.safeParse({ landingPage: `/${'a'.repeat(300)}` }).success).toBe(
      false,
    )
  })
})
