import { describe, expect, it } from 'vitest'
import { SITE } from '../site'
import {
  COOKIE_CONSENT_KEY,
  COOKIE_CONSENT_RECORD_KEY,
  COOKIE_POLICY,
  COOKIE_TABLE,
} from './cookies'
import { COUNTING_PARAGRAPHS, COUNTING_RETENTION_MONTHS } from './counting'
import type { LegalPage } from './legal-page'
import { OBJECTION_COOKIE, objectionCookie, objectsToCounting } from './objection'
import { PRIVACY_POLICY } from './privacy'
import { TERMS_OF_SERVICE } from './terms'

const pages: [string, LegalPage][] = [
  ['terms', TERMS_OF_SERVICE],
  ['privacy', PRIVACY_POLICY],
  ['cookies', COOKIE_POLICY],
]
const allText = (page: LegalPage) =>
  [page.intro, ...page.sections.flatMap((section) => section.paragraphs)].join(' ')

describe('legal pages', () => {
  it.each(pages)('dates the %s page 21 May 2025', (_name, page) => {
    expect(page.lastUpdated).toBe('21 May 2025')
    expect(page.lastUpdatedIso).toBe('2025-05-21')
  })

  it.each(pages)('gives every %s section a unique id, a heading and text', (_name, page) => {
    expect(new Set(page.sections.map((section) => section.id)).size).toBe(page.sections.length)
    for (const section of page.sections) {
      expect(section.heading.length).toBeGreaterThan(3)
      expect(section.paragraphs.length).toBeGreaterThan(0)
      for (const paragraph of section.paragraphs) expect(paragraph.length).toBeGreaterThan(40)
    }
  })

  it('has the twelve terms sections in the spec’s order', () => {
    expect(TERMS_OF_SERVICE.sections.map((section) => section.id)).toEqual([
      'acceptance',
      'services',
      'accounts',
      'fees',
      'intellectual-property',
      'user-content',
      'liability',
      'indemnification',
      'termination',
      'governing-law',
      'changes',
      'contact',
    ])
  })

  it('limits liability to amounts paid in the prior six months and chooses UK law', () => {
    const text = allText(TERMS_OF_SERVICE)
    expect(text).toContain('amounts you paid us in the six months before')
    expect(text).toContain('law of England and Wales')
  })

  it('has the nine privacy sections in the spec’s order', () => {
    expect(PRIVACY_POLICY.sections.map((section) => section.id)).toEqual([
      'data-collected',
      'use',
      'sharing',
      'security',
      'cookies',
      'your-rights',
      'children',
      'changes',
      'contact',
    ])
  })

  it('tells visitors what the site really does with their data', () => {
    const text = allText(PRIVACY_POLICY)
    expect(text).toContain('within one month')
    expect(text).toContain('under 16')
    expect(text).toContain('hashed')
    expect(text).toContain('24 months')
    expect(text).toContain('forwarded to our customer relationship management (CRM) system')
    expect(text).toContain('only after you choose Accept All')
  })

  it('lists exactly what the site stores, with the lifetimes it enforces', () => {
    expect(
      COOKIE_TABLE.map((cookie) => [cookie.name, cookie.storage, cookie.lifetimeDays]),
    ).toEqual([
      ['_ga', 'cookie', 730],
      ['_ga_<ID>', 'cookie', 730],
      [COOKIE_CONSENT_KEY, 'localStorage', 365],
      [COOKIE_CONSENT_RECORD_KEY, 'localStorage', 365],
      [OBJECTION_COOKIE, 'cookie', 365],
    ])
    expect(COOKIE_CONSENT_KEY).toBe('cookieConsent')
  })

  it('marks only the Google Analytics cookies as analytics and says they wait for Accept All', () => {
    expect(
      COOKIE_TABLE.filter((cookie) => cookie.category === 'analytics').map((cookie) => cookie.name),
    ).toEqual(['_ga', '_ga_<ID>'])
    expect(allText(COOKIE_POLICY)).toContain('load only after you choose Accept All')
  })

  it('tells the visitor how to change their mind and that a choice lasts 12 months', () => {
    const text = allText(COOKIE_POLICY)
    expect(text).toContain('choose Cookie settings at the foot of any page')
    expect(text).toContain('delete the analytics cookies already set')
    expect(text).toContain('Your choice lasts 12 months')
  })

  it.each(pages)('gives the agency’s real contact details on the %s page', (_name, page) => {
    expect(allText(page)).toContain(SITE.email.address)
  })

  it('says on both policies what is counted, why, for how long and how to object', () => {
    const counting = COUNTING_PARAGRAPHS.join(' ')
    for (const page of [COOKIE_POLICY, PRIVACY_POLICY]) expect(allText(page)).toContain(counting)
    expect(counting).toContain(`${COUNTING_RETENTION_MONTHS} months`)
    expect(counting).toContain("Don't count my visits")
    expect(counting).toContain('Data (Use and Access) Act 2025')
    expect(counting).toMatch(/never store your IP address/)
    // Declining Google Analytics does not stop the counting, so no policy may say it collects nothing.
    expect(allText(PRIVACY_POLICY)).not.toMatch(/If you decline, no analytics/)
    expect(allText(PRIVACY_POLICY)).toContain('The site does not need Google Analytics')
  })

  it('keeps in the objection cookie only the objection, and reads it back', () => {
    const set = objectionCookie(true, true)
    expect(set).toBe('hh-no-count=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure')
    expect(objectsToCounting(`a=b; ${set.split(';')[0]}`)).toBe(true)
    expect(objectionCookie(false, false)).toBe('hh-no-count=; Path=/; Max-Age=0; SameSite=Lax')
    expect(objectsToCounting('hh-no-count=; other=1')).toBe(false)
    expect(objectsToCounting(undefined)).toBe(false)
  })
})
