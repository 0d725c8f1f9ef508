import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * How the fake CRM answers the next request: accept (201), refuse (503, an outage), reject (422,
 * the CRM refusing this lead for good), busy (429 with `retryAfter` as Retry-After), hang.
 */
export type CrmBehaviour = 'accept' | 'refuse' | 'reject' | 'busy' | 'hang'

/** A CRM on loopback that records what it receives and answers as told. */
export interface FakeCrm {
  readonly url: string
  /** Every request received, in order. */
  readonly requests: { idempotencyKey: string; apiKey: string; path: string; body: unknown }[]
  /** Accepted deliveries per idempotency key (the CRM deduplicates on it: only the first counts). */
  readonly accepted: Map<string, number>
  behaviour: CrmBehaviour
  /** How to answer one lead (by its idempotency key), overriding `behaviour` when it returns one. */
  behaviourFor: ((idempotencyKey: string) => CrmBehaviour | undefined) | undefined
  /** The Retry-After a busy CRM sends (seconds or an HTTP date). */
  retryAfter: string
  close(): Promise<void>
}

/** Starts a fake CRM on a free loopback port. */
export async function startFakeCrm(initial: CrmBehaviour = 'accept'): Promise<FakeCrm> {
  const hanging = new Set<ServerResponse>()
  const crm: FakeCrm = {
    url: '',
    requests: [],
    accepted: new Map(),
    behaviour: initial,
    behaviourFor: undefined,
    retryAfter: '120',
    close: async () => {},
  }
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const idempotencyKey = String(request.headers['idempotency-key'] ?? '')
      crm.requests.push({
        idempotencyKey,
        apiKey: String(request.headers['x-api-key'] ?? ''),
        path: request.url ?? '',
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'),
      })
      const behaviour = crm.behaviourFor?.(idempotencyKey) ?? crm.behaviour
      if (behaviour === 'hang') {
        hanging.add(response)
        return
      }
      if (behaviour === 'refuse') {
        response.writeHead(503).end('down for maintenance')
        return
      }
      if (behaviour === 'reject') {
        response.writeHead(422, { 'content-type': 'application/json' }).end('{"error":"invalid"}')
        return
      }
      if (behaviour === 'busy') {
        response.writeHead(429, { 'retry-after': crm.retryAfter }).end('slow down')
        return
      }
      crm.accepted.set(idempotencyKey, (crm.accepted.get(idempotencyKey) ?? 0) + 1)
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(crm, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const response of hanging) response.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  })
}

/** Polls until the check passes or the time runs out. */
export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
