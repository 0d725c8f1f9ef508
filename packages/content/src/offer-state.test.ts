import { describe, expect, it } from 'vitest'
import { deadlineRenderings, OFFER_PAGES } from './offer-pages'
import { deadlineEndingAt, momentInState, offerStateAt } from './offer-state'
import { DEADLINES } from './site'

const limited = DEADLINES.limitedOnePageOffer

describe('offerStateAt', () => {
  it('runs until the millisecond before the deadline and has ended at its exact second', () => {
    const endsAtMs = Date.parse(limited.endsAt)
    expect(offerStateAt(limited, new Date(endsAtMs - 1))).toBe('running')
    expect(offerStateAt(limited, new Date(endsAtMs))).toBe('ended')
    expect(offerStateAt(limited, new Date(endsAtMs + 1000))).toBe('ended')
  })

  it('compares instants across the UK clock change (BST to GMT on 26 October 2025)', () => {
    // 01:30 happens twice that night: first in BST (00:30Z), then in GMT (01:30Z).
    const firstHalfPastOne = deadlineEndingAt(limited, '2025-10-26T01:30:00+01:00')
    const secondHalfPastOne = deadlineEndingAt(limited, '2025-10-26T01:30:00+00:00')
    const between = new Date('2025-10-26T01:00:00Z')
    expect(offerStateAt(firstHalfPastOne, between)).toBe('ended')
    expect(offerStateAt(secondHalfPastOne, between)).toBe('running')
    expect(offerStateAt(secondHalfPastOne, new Date('2025-10-26T01:29:59.999Z'))).toBe('running')
    expect(offerStateAt(secondHalfPastOne, new Date('2025-10-26T01:30:00Z'))).toBe('ended')
  })

  it('compares instants across the spring change too (GMT to BST on 30 March 2025)', () => {
    const deadline = deadlineEndingAt(limited, '2025-03-30T03:00:00+01:00')
    expect(offerStateAt(deadline, new Date('2025-03-30T01:59:59.999Z'))).toBe('running')
    expect(offerStateAt(deadline, new Date('2025-03-30T02:00:00Z'))).toBe('ended')
  })
})

describe('momentInState', () => {
  it('gives a moment at which the offer is in the state asked for', () => {
    expect(offerStateAt(limited, momentInState(limited, 'running'))).toBe('running')
    expect(offerStateAt(limited, momentInState(limited, 'ended'))).toBe('ended')
  })
})

describe('deadlineRenderings', () => {
  it('writes a deadline in ISO, in words and in the 12-hour words of the celebration page', () => {
    expect(deadlineRenderings(DEADLINES.celebrationOffer)).toEqual([
      '2025-05-30T23:55:59+01:00',
      '30 May 2025 at 23:55',
      '11:55 PM on 30 May 2025',
    ])
  })

  it('writes a deadline given in UTC in UK time', () => {
    const winter = deadlineEndingAt(limited, '2026-12-24T17:00:00Z')
    expect(deadlineRenderings(winter).slice(1)).toEqual([
      '24 December 2026 at 17:00',
      '5:00 PM on 24 December 2026',
    ])
  })
})

describe('OFFER_PAGES', () => {
  it('lists every path whose page depends on a deadline, aliases included', () => {
    expect(OFFER_PAGES).toEqual([
      { path: '/special-offer-495', deadlineKey: 'limitedOnePageOffer' },
      { path: '/special-offer', deadlineKey: 'celebrationOffer' },
      { path: '/special-one-page-offer', deadlineKey: 'limitedOnePageOffer' },
    ])
  })
})
