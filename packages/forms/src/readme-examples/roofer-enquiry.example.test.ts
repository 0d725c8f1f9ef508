import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { handleEnquiry, roofEnquiry } from './roofer-enquiry.example'

const post = (body: FormData) =>
  new Request('https://roofs.example/enquiries', { method: 'POST', body })

describe("the README's roofer enquiry example", () => {
  it('parses a multipart post with a photo, and asks for the phone only when chosen', async () => {
    const body = new FormData()
    for (const [name, value] of [
      ['name', 'Rhys Evans'],
      ['contactBy', 'phone'],
      ['email', 'rhys@example.com'],
      ['work', 'gutters'],
      ['storeys', '2'],
    ]) {
      body.append(name ?? '', value ?? '')
    }
    body.append('photo', new File([new Uint8Array(12)], 'roof.jpg', { type: 'image/jpeg' }))
    expect(await handleEnquiry(post(body))).toEqual({
      status: 400,
      errors: { phone: 'Enter your phone number' },
      values: expect.objectContaining({ contactBy: 'phone', work: ['gutters'], photo: '' }),
    })
    body.append('phone', '029 2000 0000')
    expect(await handleEnquiry(post(body))).toEqual({
      status: 303,
      storeys: 2,
      work: ['gutters'],
      photoBytes: 12,
    })
    expect(roofEnquiry.names).toContain('photo')
  })

  it('is the code the README shows', () => {
    const source = readFileSync(new URL('./roofer-enquiry.example.ts', import.meta.url), 'utf8')
    const region = source.split('// #region readme\n')[1]?.split('// #endregion')[0] ?? ''
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
    expect(region.length).toBeGreaterThan(0)
    expect(readme).toContain(region.replace("from '../index'", "from '@hard-hat/forms'"))
  })
})
