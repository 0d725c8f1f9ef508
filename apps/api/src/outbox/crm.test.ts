import { EnquiryRequestSchema } from '@hard-hat/forms'
import { describe, expect, it } from 'vitest'
import { buildApp, REQUEST_TIMEOUT_MS } from '../app.js'
import { parseEnv } from '../env.js'
import { crmLeadOf } from '../leads/index.js'
import { ENQUIRY_BODIES } from '../test/bodies.js'
import { startFakeCrm } from '../test/fake-crm.js'
import { deliverLead } from './crm.js'
import { smtpTransportOptions } from './email.js'

describe('the way to the CRM and the SMTP server', () => {
  it('fails a lead on a 3xx from the CRM at once, and never follows it with the key', async () => {
    const elsewhere = await startFakeCrm()
    const { createServer } = await import('node:http')
    const redirecting = createServer((_request, response) => {
      response.writeHead(307, { location: `${elsewhere.url}/leads` }).end()
    })
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve))
    const address = redirecting.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      const outcome = await deliverLead(
        crmLeadOf({
          kind: 'enquiry',
          payload: EnquiryRequestSchema.parse(ENQUIRY_BODIES.contact),
        }),
        {
          crmUrl: `http://127.0.0.1:${port}`,
          apiKey: 'secret-crm-key',
          timeoutMs: 2000,
          idempotencyKey: 'redirected',
          nowMs: Date.now(),
        },
      )
      expect(outcome).toMatchObject({ ok: false, isPermanent: true })
      expect(outcome.ok ? '' : outcome.reason).toMatch(
        /^HTTP 307: the CRM answered with a redirect/,
      )
      expect(elsewhere.requests).toEqual([])
    } finally {
      redirecting.close()
      await elsewhere.close()
    }
  })

  it('wants CRM_URL over https, plain http only to this machine', () => {
    expect(() => parseEnv({ CRM_URL: 'http://crm.example/leads' })).toThrow(
      /CRM_URL must start with https/,
    )
    expect(parseEnv({ CRM_URL: 'https://crm.example/leads' }).CRM_URL).toBe(
      'https://crm.example/leads',
    )
    for (const local of ['http://127.0.0.1:9000', 'http://localhost:9000', 'http://[::1]:9000']) {
      expect(parseEnv({ CRM_URL: local }).CRM_URL).toBe(local)
    }
  })

  it('requires TLS to an SMTP server that is not this machine', () => {
    const options = (smtpUrl: string) => smtpTransportOptions({ smtpUrl, timeoutMs: 1000 })
    expect(options('smtp://user:pass@smtp.example:587').requireTLS).toBe(true)
    expect(options('smtp://user:pass@10.0.0.5:587').requireTLS).toBe(true)
    expect(options('smtp://user:pass@127.0.0.1:2525').requireTLS).toBe(false)
    expect(options('smtp://localhost:25').requireTLS).toBe(false)
  })

  it("bounds every request: Fastify's requestTimeout is set", async () => {
    const { createSqliteStore } = await import('../store/sqlite.js')
    const { mkdtemp, rm } = await import('node:fs/promises')
    const { tmpdir } = await import('node:os')
    const { join } = await import('node:path')
    const dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-timeout-'))
    const app = await buildApp({
      store: createSqliteStore({ dataDir }),
      rateLimitMax: 0,
      publicOrigin: 'http://127.0.0.1:3000',
    })
    expect(app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS)
    expect(REQUEST_TIMEOUT_MS).toBe(30_000)
    await app.close()
    await rm(dataDir, { recursive: true, force: true })
  })
})
