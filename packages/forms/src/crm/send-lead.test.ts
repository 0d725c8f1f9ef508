import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LEAD_FORM_SCHEMAS } from '../api-contract'
import * as samples from '../testing/samples'
import { buildLead } from './lead'
import { formSubmissionsUrl, sendLead } from './send-lead'

interface Received {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: unknown
}

const received: Received[] = []
let server: Server
let crmUrl: string

function route(request: IncomingMessage, response: ServerResponse, raw: string) {
  received.push({
    method: request.method ?? '',
    url: request.url ?? '',
    headers: request.headers,
    body: raw ? JSON.parse(raw) : undefined,
  })
  const mode = request.headers['x-test-mode'] ?? request.url?.split('/')[1]
  if (mode === 'fails') return response.writeHead(500).end('boom')
  if (mode === 'hangs') return // never answers
  response.writeHead(201, { 'content-type': 'application/json' }).end('{"id":"crm-1"}')
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => {
      raw += chunk
    })
    request.on('end', () => route(request, response, raw))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  crmUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const lead = buildLead('consultation', LEAD_FORM_SCHEMAS.consultation.parse(samples.consultation))

describe('sendLead', () => {
  it('POSTs the lead as JSON to /api/form-submissions with the API key and idempotency key', async () => {
    const result = await sendLead(lead, {
      crmUrl,
      apiKey: 'test-key',
      timeoutMs: 2000,
      idempotencyKey: 'submission-1',
    })
    expect(result).toEqual({ ok: true, status: 201 })
    const request = received.at(-1)
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('/api/form-submissions')
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request?.headers['x-api-key']).toBe('test-key')
    expect(request?.headers['idempotency-key']).toBe('submission-1')
    expect(request?.body).toEqual(lead)
  })

  it("posts to another CRM's endpoint with its headers and its own body", async () => {
    const result = await sendLead(lead, {
      endpoint: `${crmUrl}/v2/contacts`,
      headers: { authorization: 'Bearer other-crm' },
      toBody: (each) => ({ contact: { email: each.userEmail, name: each.userName } }),
      timeoutMs: 2000,
    })
    expect(result).toEqual({ ok: true, status: 201 })
    const request = received.at(-1)
    expect(request?.url).toBe('/v2/contacts')
    expect(request?.headers.authorization).toBe('Bearer other-crm')
    expect(request?.headers).not.toHaveProperty('x-api-key')
    expect(request?.body).toEqual({ contact: { email: lead.userEmail, name: lead.userName } })
  })

  it('leaves the idempotency header out when none is given', async () => {
    await sendLead(lead, { crmUrl, apiKey: 'k', timeoutMs: 2000 })
    expect(received.at(-1)?.headers).not.toHaveProperty('idempotency-key')
  })

  it('keeps a base path of the CRM URL', async () => {
    expect(formSubmissionsUrl('https://crm.example/tenant/')).toBe(
      'https://crm.example/tenant/api/form-submissions',
    )
    await sendLead(lead, { crmUrl: `${crmUrl}/fails`, apiKey: 'k', timeoutMs: 2000 })
    expect(received.at(-1)?.url).toBe('/fails/api/form-submissions')
  })

  it('answers an http failure with the status when the CRM answers 500', async () => {
    const result = await sendLead(lead, { crmUrl: `${crmUrl}/fails`, apiKey: 'k', timeoutMs: 2000 })
    expect(result).toEqual({ ok: false, kind: 'http', status: 500 })
  })

  it('gives up with a timeout when the CRM never answers', async () => {
    const started = Date.now()
    const result = await sendLead(lead, { crmUrl: `${crmUrl}/hangs`, apiKey: 'k', timeoutMs: 150 })
    expect(result).toEqual({ ok: false, kind: 'timeout', message: 'No answer within 150 ms' })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('answers a network failure when nothing listens', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const result = await sendLead(lead, {
      crmUrl: `http://127.0.0.1:${port}`,
      apiKey: 'k',
      timeoutMs: 2000,
    })
    expect(result).toMatchObject({ ok: false, kind: 'network' })
    expect(result.ok === false && result.kind === 'network' && result.message).toMatch(
      /ECONNREFUSED/,
    )
  })

  it('answers a network failure, not a throw, for a malformed CRM URL', async () => {
    const result = await sendLead(lead, { crmUrl: 'not a url', apiKey: 'k', timeoutMs: 2000 })
    expect(result).toMatchObject({ ok: false, kind: 'network' })
  })

  it('uses an injected fetch', async () => {
    const calls: string[] = []
    const fakeFetch: typeof fetch = async (input) => {
      calls.push(String(input))
      return new Response(null, { status: 204 })
    }
    const result = await sendLead(lead, {
      crmUrl: 'https://crm.example',
      apiKey: 'k',
      timeoutMs: 100,
      fetch: fakeFetch,
    })
    expect(result).toEqual({ ok: true, status: 204 })
    expect(calls).toEqual(['https://crm.example/api/form-submissions'])
  })
})
