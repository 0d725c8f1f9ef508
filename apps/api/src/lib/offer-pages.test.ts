import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  DEADLINES,
  deadlineEndingAt,
  OFFER_SERVED_AT,
  OFFER_STATES_FOLDER,
} from '@hard-hat/content'
import { describe, expect, it } from 'vitest'
import { leadEmail } from '../outbox/index.js'
import { sampleSubmission } from '../test/submissions.js'
import {
  lateByMinutes,
  lateWords,
  readOfferPages,
  runningDataAt,
  runningDocumentAt,
  SPECIFIED_DEADLINES,
  servedState,
  swapDeadline,
  withCountdown,
} from './offer-pages.js'

const limited = DEADLINES.limitedOnePageOffer
const moved = deadlineEndingAt(limited, '2026-12-24T17:00:00Z')
const countdown = (seconds: string) =>
  `<html lang="en-GB"><body><div role="timer">${['days', 'hours', 'minutes']
    .map((unit) => `<span data-unit="${unit}" class="x">00</span>`)
    .join('')}<span data-unit="seconds" class="x">${seconds}</span></div></body></html>`

describe('swapDeadline', () => {
  it('swaps every way the copy writes the build deadline for the configured one', () => {
    const built = `"priceValidUntil":"${limited.endsAt}" Offer ends 14 June 2025 at 23:55 (UK time) at 11:55 PM on 14 June 2025`
    expect(swapDeadline(built, limited, moved)).toBe(
      '"priceValidUntil":"2026-12-24T17:00:00Z" Offer ends 24 December 2026 at 17:00 (UK time) at 5:00 PM on 24 December 2026',
    )
  })
})

describe('the countdown the server writes', () => {
  it('is the time left at the moment it answers, and zeros from the deadline on', () => {
    const endsAtMs = Date.parse(moved.endsAt)
    const left = withCountdown(countdown('00'), moved, new Date(endsAtMs - 90_061_000))
    expect([...left.matchAll(/>(\d+)</g)].map((match) => match[1])).toEqual([
      '01',
      '01',
      '01',
      '01',
    ])
    const ended = withCountdown(countdown('42'), moved, new Date(endsAtMs))
    expect([...ended.matchAll(/>(\d+)</g)].map((match) => match[1])).toEqual([
      '00',
      '00',
      '00',
      '00',
    ])
  })

  it('says when the running page was served, on the document element and in its route data', () => {
    const at = new Date('2026-12-24T16:59:00Z')
    const html = countdown('00').replace(
      '</body>',
      `<script>enqueue("[\\"servedAt\\",\\"${OFFER_SERVED_AT}\\"]")</script></body>`,
    )
    const served = runningDocumentAt(html, moved, at)
    expect(served).toMatch(/^<html data-served-at="1798131540000" lang="en-GB">/)
    expect(served).toContain('enqueue("[\\"servedAt\\",\\"1798131540000\\"]")')
    expect(served).not.toContain(OFFER_SERVED_AT)
  })

  it('says when the running route data was served, for a visit from another page', () => {
    const data = `[{"_1":2},"servedAt","${OFFER_SERVED_AT}"]`
    expect(runningDataAt(data, new Date('2026-12-24T16:59:00Z'))).toBe(
      '[{"_1":2},"servedAt","1798131540000"]',
    )
  })
})

describe('readOfferPages', () => {
  it('reads both states of every offer page the build wrote, for the configured deadline, and picks one by the clock', () => {
    const root = mkdtempSync(join(tmpdir(), 'offer-pages-'))
    for (const path of ['special-offer-495', 'special-one-page-offer', 'special-offer']) {
      const folder = join(root, OFFER_STATES_FOLDER, path)
      mkdirSync(folder, { recursive: true })
      for (const state of ['running', 'ended']) {
        writeFileSync(join(folder, `${state}.html`), `${state} ${limited.endsAt}`)
        writeFileSync(join(folder, `${state}.data`), `["${state}","${OFFER_SERVED_AT}"]`)
      }
    }
    const pages = readOfferPages(root, {
      ...SPECIFIED_DEADLINES,
      limitedOnePageOffer: moved.endsAt,
    })
    expect(pages.map((page) => page.path)).toEqual([
      '/special-offer-495',
      '/special-offer',
      '/special-one-page-offer',
    ])
    const [offer495] = pages
    expect(offer495?.states.running.html).toBe('running 2026-12-24T17:00:00Z')
    // Running data gets its moment per request; ended data the same bytes, with no moment.
    expect(offer495?.states.running.data).toBe(`["running","${OFFER_SERVED_AT}"]`)
    expect(offer495?.states.ended.data).toBe('["ended",""]')
    if (!offer495) throw new Error('no page')
    expect(servedState(offer495, new Date('2026-12-24T16:59:59.999Z'))).toBe('running')
    expect(servedState(offer495, new Date('2026-12-24T17:00:00Z'))).toBe('ended')
  })

  it('serves nothing from a build without the offer states', () => {
    expect(readOfferPages(mkdtempSync(join(tmpdir(), 'no-states-')), SPECIFIED_DEADLINES)).toEqual(
      [],
    )
  })
})

describe('a late claim (P-late-claim-is-a-lead)', () => {
  const deadlineMs = Date.parse(limited.endsAt)

  it('is late by whole minutes, rounded up, from the deadline second on', () => {
    expect(
      lateByMinutes('£495 One Page Website', deadlineMs - 1, SPECIFIED_DEADLINES),
    ).toBeUndefined()
    expect(lateByMinutes('£495 One Page Website', deadlineMs, SPECIFIED_DEADLINES)).toBe(1)
    expect(lateByMinutes('£495 One Page Website', deadlineMs + 180_000, SPECIFIED_DEADLINES)).toBe(
      3,
    )
    expect(lateByMinutes('£495 One Page Website', deadlineMs + 180_001, SPECIFIED_DEADLINES)).toBe(
      4,
    )
  })

  it('is only a claim on an offer: an ended page’s own form is never late', () => {
    expect(
      lateByMinutes('One Page Website Enquiry', deadlineMs + 1e9, SPECIFIED_DEADLINES),
    ).toBeUndefined()
    expect(lateByMinutes('launch', deadlineMs + 1e9, SPECIFIED_DEADLINES)).toBeUndefined()
  })

  it('is on time again once the agency extends the offer', () => {
    const extended = { ...SPECIFIED_DEADLINES, limitedOnePageOffer: '2025-06-21T23:55:00+01:00' }
    expect(lateByMinutes('£495 One Page Website', deadlineMs + 180_000, extended)).toBeUndefined()
  })

  it('is marked in the agency’s email, subject and body', () => {
    const message = leadEmail('sub-1', {
      ...sampleSubmission({
        formType: 'special_offer_claim',
        createdAtMs: Date.parse(DEADLINES.celebrationOffer.endsAt) + 125_000,
      }),
      reference: 'HH-ABCD-EFGH',
    })
    expect(message.subject).toBe('New lead: special_offer_claim (late claim) (HH-ABCD-EFGH)')
    expect(message.text).toContain(`LATE CLAIM: ${lateWords(3)}.`)
    expect(lateWords(1)).toBe(
      "Sent 1 minute after the offer's deadline: confirm the price with them",
    )
  })
})
