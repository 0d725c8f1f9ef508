import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { rawSqlOf, STORE_FACTORIES, storeForEachTest } from '../test/stores.js'
import { contactLeadBody, sampleSubmission } from '../test/submissions.js'
import { wholeAddressesIn } from './erasure-matches.js'

/**
 * Addresses that hold one another: `jo@acme.co.uk` is inside `mojo@acme.co.uk`, `x.jo@acme.co.uk`,
 * `jo@acme.co.uk.com` and `jo@acme.co.uk-mail.example`; none of them is `jo@acme.co.uk`.
 */
const addressPool = fc
  .record({
    local: fc.stringMatching(/^[a-z]{1,3}$/),
    domain: fc.constantFrom('acme.co.uk', 'example.com'),
  })
  .map(({ local, domain }) => [
    `${local}@${domain}`,
    `mo${local}@${domain}`,
    `x.${local}@${domain}`,
    `${local}@${domain}.com`,
    `${local}@sub.${domain}`,
    `${local}@${domain}-mail.example`,
  ])

// How a message mentions an address: always with no address character on either side.
const MENTIONS = [
  (address: string) => `Please reply to ${address}.`,
  (address: string) => `(${address}) is my work address`,
  (address: string) => `Email ${address.toUpperCase()}, thanks`,
  (address: string) => `<${address}>`,
]

const leadSpec = fc.record({
  own: fc.nat(),
  isOwnUpperCase: fc.boolean(),
  mentions: fc.array(fc.record({ address: fc.nat(), style: fc.nat(MENTIONS.length - 1) }), {
    maxLength: 2,
  }),
})

describe.each(STORE_FACTORIES)('erasure on $dialect', ({ open }) => {
  const testStore = storeForEachTest(open)

  afterEach(async () => {})

  it('deletes exactly the leads holding the whole address, and previews exactly those with the address matched', async () => {
    const sql = await rawSqlOf(testStore)
    try {
      await fc.assert(
        fc.asyncProperty(
          addressPool,
          fc.array(leadSpec, { minLength: 1, maxLength: 6 }),
          fc.nat(),
          async (pool, specs, targetIndex) => {
            await sql.exec('DELETE FROM submissions')
            const target = pool[targetIndex % pool.length] ?? ''
            const leads = specs.map((spec) => {
              const own = pool[spec.own % pool.length] ?? ''
              const mentioned = spec.mentions.map((mention) => pool[mention.address % pool.length])
              const message = spec.mentions
                .map((mention, index) => MENTIONS[mention.style]?.(mentioned[index] ?? '') ?? '')
                .join(' ')
              const typed = spec.isOwnUpperCase ? own.toUpperCase() : own
              return {
                submission: sampleSubmission({
                  email: own,
                  body: contactLeadBody({ email: typed, message: message || 'No addresses here.' }),
                }),
                holdsTarget: own === target || mentioned.includes(target),
              }
            })
            for (const lead of leads) await testStore.store.insertSubmission(lead.submission)
            const expected = leads
              .filter((lead) => lead.holdsTarget)
              .map((lead) => lead.submission.id)
              .sort()

            const preview = await testStore.store.findLeadsToErase(target.toUpperCase())
            expect(preview.map((found) => found.lead.id).sort()).toEqual(expected)
            for (const found of preview) {
              expect(found.matches.length).toBeGreaterThan(0)
              for (const match of found.matches) expect(match.address.toLowerCase()).toBe(target)
            }
            expect(await testStore.store.eraseEmail(` ${target} `)).toBe(expected.length)
            const left = (await testStore.store.listSubmissions()).map((record) => record.id)
            expect(left.sort()).toEqual(
              leads
                .filter((lead) => !lead.holdsTarget)
                .map((lead) => lead.submission.id)
                .sort(),
            )
          },
        ),
        { numRuns: 40 },
      )
    } finally {
      await sql.close()
    }
  })
})

describe('a whole address in text', () => {
  it('is found beside spaces, brackets and a full stop, never inside a longer address', () => {
    expect(wholeAddressesIn('Mail JO@acme.co.uk.', 'jo@acme.co.uk')).toEqual(['JO@acme.co.uk'])
    expect(wholeAddressesIn('mojo@acme.co.uk', 'jo@acme.co.uk')).toEqual([])
    expect(wholeAddressesIn('jo@acme.co.uk.com', 'jo@acme.co.uk')).toEqual([])
    expect(wholeAddressesIn('x.jo@acme.co.uk', 'jo@acme.co.uk')).toEqual([])
    expect(wholeAddressesIn('jo@acme.co.uk-mail.example', 'jo@acme.co.uk')).toEqual([])
    expect(wholeAddressesIn('(jo@acme.co.uk), <jo@acme.co.uk>', 'jo@acme.co.uk')).toHaveLength(2)
  })
})
