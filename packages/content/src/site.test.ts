import { describe, expect, it } from 'vitest'
import { DEADLINES, formatDeadline, hasDeadlinePassed, SITE, timeRemaining } from './site'

describe('SITE', () => {
  it('uses a phone number from the range Ofcom reserves for fiction', () => {
    expect(SITE.phone.display).toMatch(/^01632 960\d{3}$/)
    expect(SITE.phone.tel).toBe(`+44${SITE.phone.display.replace(/\s/g, '').slice(1)}`)
    expect(SITE.phone.href).toBe(`tel:${SITE.phone.tel}`)
  })

  it('uses .example addresses for email and the web', () => {
    expect(SITE.email.address.endsWith('.example')).toBe(true)
    expect(new URL(SITE.origin).hostname.endsWith('.example')).toBe(true)
    for (const link of SITE.social) expect(new URL(link.href).hostname).toMatch(/\.example$/)
  })

  it('keeps the office in Scarborough', () => {
    expect(SITE.address.addressLocality).toBe('Scarborough')
    expect(SITE.addressLine).toContain('Scarborough')
    expect(SITE.addressLines).not.toContain('')
  })

  it('defines opening hours once, Monday to Friday 09:00 to 17:30, in both forms', () => {
    expect(SITE.openingHours.dayOfWeek).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ])
    expect(SITE.openingHours.display).toContain(SITE.openingHours.opens)
    expect(SITE.openingHours.display).toContain(SITE.openingHours.closes)
    expect(SITE.openingHours.schemaOrg).toBe(
      `Mo-Fr ${SITE.openingHours.opens}-${SITE.openingHours.closes}`,
    )
  })
})

describe('deadlines', () => {
  it('stores the £495 offer end as 23:55 London time on 14 June 2025', () => {
    expect(new Date(DEADLINES.limitedOnePageOffer.endsAt).toISOString()).toBe(
      '2025-06-14T22:55:00.000Z',
    )
    expect(formatDeadline(DEADLINES.limitedOnePageOffer)).toBe('14 June 2025 at 23:55')
  })

  it('stores the celebration offer end as 23:55:59 London time on 30 May 2025', () => {
    expect(new Date(DEADLINES.celebrationOffer.endsAt).toISOString()).toBe(
      '2025-05-30T22:55:59.000Z',
    )
  })

  it('counts down in whole units before the deadline', () => {
    const now = new Date('2025-06-13T21:54:58Z')
    expect(timeRemaining(DEADLINES.limitedOnePageOffer, now)).toEqual({
      days: 1,
      hours: 1,
      minutes: 0,
      seconds: 2,
      totalMs: 90_002_000,
    })
    expect(hasDeadlinePassed(DEADLINES.limitedOnePageOffer, now)).toBe(false)
  })

  it('shows zeros and reports the offer passed from the deadline on', () => {
    const atDeadline = new Date(DEADLINES.celebrationOffer.endsAt)
    expect(hasDeadlinePassed(DEADLINES.celebrationOffer, atDeadline)).toBe(true)
    expect(timeRemaining(DEADLINES.celebrationOffer, new Date('2030-01-01T00:00:00Z'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      totalMs: 0,
    })
  })
})
