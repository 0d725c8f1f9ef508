import { describe, expect, it } from 'vitest'
import { newReference, newReferralCode, newSubmissionId } from './ids.js'

describe('ids', () => {
  it('gives references in the HH-XXXX-XXXX shape, from the unambiguous alphabet only', () => {
    for (let index = 0; index < 50; index += 1)
      expect(newReference()).toMatch(/^HH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
  })

  it('gives referral codes in the REF-XXXXXXXXXX shape', () => {
    expect(newReferralCode()).toMatch(/^REF-[0-9A-HJKMNP-TV-Z]{10}$/)
  })

  it('never repeats a code across many refills of the random pool', () => {
    // 4096-byte pool: 5,000 references and referral codes draw it about 17 times over.
    const codes = Array.from({ length: 5_000 }, (_, index) =>
      index % 2 === 0 ? newReference() : newReferralCode(),
    )
    expect(new Set(codes).size).toBe(codes.length)
  })

  it('spreads the characters of many codes over the whole alphabet', () => {
    const characters = new Set(
      Array.from({ length: 200 }, () => newReference().replaceAll(/HH|-/g, '')).join(''),
    )
    expect(characters.size).toBe(32)
  })

  it('gives submission ids as UUIDs version 7: the time in milliseconds, then random bits', () => {
    const id = newSubmissionId(Date.UTC(2026, 10, 25, 6, 0, 0, 123))
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(
      Date.UTC(2026, 10, 25, 6, 0, 0, 123),
    )
    // 74 random bits: two ids of the same millisecond differ.
    expect(newSubmissionId(1)).not.toBe(newSubmissionId(1))
  })

  it('orders submission ids by time, so new rows land on the last pages of their indexes', () => {
    const ids = [1_700_000_000_000, 1_700_000_000_001, 1_800_000_000_000].map((now) =>
      newSubmissionId(now),
    )
    expect([...ids].sort()).toEqual(ids)
  })
})
