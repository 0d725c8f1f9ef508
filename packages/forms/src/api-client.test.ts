import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient, createIdempotencyKey } from './api-client'
import { OnePageEnquirySchema } from './forms/one-page/form'
import { buildOnePageEnquiry } from './forms/one-page/payload'
import { NETWORK_ERROR_MESSAGE } from './messages'
import * as samples from './testing/samples'

interface Received {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

const received: Received[] = []
let server: Server
let baseUrl: string

// The fake API answers by path, so each test can pick the answer it needs.
const answers: Record<string, { status: number; body: string }> = {
  '/ok/api/submit-enquiry': {
    status: 200,
    body: JSON.stringify({ success: true, id: 'sub-1', reference: 'HH-7K2P' }),
  },
  '/ok/api/submit-boutique-quote': {
    status: 200,
    body: JSON.stringify({ success: true, id: 'sub-2', reference: 'HH-9QX4' }),
  },
  '/ok/api/leads': {
    status: 201,
    body: JSON.stringify({ success: true, id: 'sub-3', reference: 'HH-3MZ8' }),
  },
  '/invalid/api/submit-enquiry': {
    status: 400,
    body: JSON.stringify({
      success: false,
      error: {
        code: 'validation_error',
        message: 'Check the highlighted fields',
        fields: { email: 'Enter your email address' },
      },
    }),
  },
  '/limited/api/submit-enquiry': {
    status: 429,
    body: JSON.stringify({
      success: false,
      error: { code: 'rate_limited', message: 'Too many submissions. Wait a minute.' },
    }),
  },
  '/broken/api/submit-enquiry': { status: 502, body: '<html>Bad gateway</html>' },
  '/garbled/api/submit-enquiry': { status: 200, body: '{"success":true}' },
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const url = request.url ?? ''
      received.push({ method: request.method ?? '', url, headers: request.headers, body })
      if (url.startsWith('/hangs/')) return // never answers
      if (url.startsWith('/ok/api/referrals/code?')) {
        const id = new URL(url, 'http://x').searchParams.get('id')
        response.writeHead(200, { 'content-type': 'application/json' })
        return response.end(JSON.stringify({ referralCode: `REF-${id}` }))
      }
      const answer = answers[url] ?? { status: 404, body: '' }
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const enquiry = buildOnePageEnquiry(OnePageEnquirySchema.parse(samples.onePageEnquiry), 'one-page')

describe('createApiClient', () => {
  it('POSTs an enquiry as JSON with the idempotency key and returns the stored reference', async () => {
    const api = createApiClient({ baseUrl: `${baseUrl}/ok/` })
    const result = await api.submitEnquiry(enquiry, { idempotencyKey: 'key-1' })
    expect(result).toEqual({
      ok: true,
      data: { success: true, id: 'sub-1', reference: 'HH-7K2P' },
    })
    const request = received.at(-1)
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('/ok/api/submit-enquiry')
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request?.headers['idempotency-key']).toBe('key-1')
    expect(JSON.parse(request?.body ?? '')).toEqual(enquiry)
  })

  it('posts boutique quotes and leads to their own paths', async () => {
    const api = createApiClient({ baseUrl: `${baseUrl}/ok` })
    const quote = await api.submitBoutiqueQuote(
      {
        basePackage: { name: 'Three Page Website', price: 2500, pages: 3 },
        selectedFeatures: [],
        total: 2500,
        contactInfo: samples.quoteContact,
        timestamp: '2025-06-01T09:30:00.000Z',
      },
      { idempotencyKey: 'key-2' },
    )
    expect(quote).toMatchObject({ ok: true, data: { reference: 'HH-9QX4' } })
    expect(received.at(-1)?.url).toBe('/ok/api/submit-boutique-quote')
    const lead = await api.submitLead(
      { formType: 'newsletter', formData: { email: 'sam@builders.example' } },
      { idempotencyKey: 'key-3' },
    )
    expect(lead).toMatchObject({ ok: true, data: { id: 'sub-3' } })
    expect(received.at(-1)?.headers['idempotency-key']).toBe('key-3')
  })

  it('turns a 400 into a validation error with the fields at fault', async () => {
    const api = createApiClient({ baseUrl: `${baseUrl}/invalid` })
    expect(await api.submitEnquiry(enquiry, { idempotencyKey: 'k' })).toEqual({
      ok: false,
      error: {
        kind: 'validation',
        fields: { email: 'Enter your email address' },
        message: 'Check the highlighted fields',
      },
    })
  })

  it('passes on the API’s message with the status for other errors', async () => {
    const api = createApiClient({ baseUrl: `${baseUrl}/limited` })
    expect(await api.submitEnquiry(enquiry, { idempotencyKey: 'k' })).toEqual({
      ok: false,
      error: { kind: 'http', status: 429, message: 'Too many submissions. Wait a minute.' },
    })
  })

  it('answers a generic message when a proxy sends HTML', async () => {
    const api = createApiClient({ baseUrl: `${baseUrl}/broken` })
    const result = await api.submitEnquiry(enquiry, { idempotencyKey: 'k' })
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 502 } })
  })

  it('refuses a success answer without its id and reference', async () => {
    const api = createApiClient({ baseUrl: `${baseUrl}/garbled` })
    const result = await api.submitEnquiry(enquiry, { idempotencyKey: 'k' })
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 200 } })
  })

  it('answers a network error, not a throw, when the server cannot be reached', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}` })
    expect(await api.submitEnquiry(enquiry, { idempotencyKey: 'k' })).toEqual({
      ok: false,
      error: { kind: 'network', message: NETWORK_ERROR_MESSAGE },
    })
  })

  it('gives up with a network error when the server does not answer in time', async () => {
    const api = createApiClient({ baseUrl: `${baseUrl}/hangs`, timeoutMs: 150 })
    const started = Date.now()
    expect(await api.submitEnquiry(enquiry, { idempotencyKey: 'k' })).toEqual({
      ok: false,
      error: { kind: 'network', message: NETWORK_ERROR_MESSAGE },
    })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('GETs the referral code for a submission, escaping the id', async () => {
    const api = createApiClient({ baseUrl: `${baseUrl}/ok` })
    expect(await api.getReferralCode('sub 1&x')).toEqual({
      ok: true,
      data: { referralCode: 'REF-sub 1&x' },
    })
    expect(received.at(-1)?.method).toBe('GET')
    expect(received.at(-1)?.url).toBe('/ok/api/referrals/code?id=sub%201%26x')
  })

  it('answers not found as an http error', async () => {
    const api = createApiClient({ baseUrl: `${baseUrl}/nowhere` })
    expect(await api.getReferralCode('x')).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 404 },
    })
  })

  it('uses the page’s own origin and an injected fetch by default path', async () => {
    const urls: string[] = []
    const api = createApiClient({
      fetch: async (input) => {
        urls.push(String(input))
        return Response.json({ success: true, id: 'a', reference: 'b' })
      },
    })
    await api.submitLead(
      { formType: 'newsletter', formData: { email: 'sam@builders.example' } },
      { idempotencyKey: 'k' },
    )
    expect(urls).toEqual(['/api/leads'])
  })
})

describe('createIdempotencyKey', () => {
  it('makes a fresh random UUID each time', () => {
    const keys = new Set(Array.from({ length: 100 }, createIdempotencyKey))
    expect(keys.size).toBe(100)
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
