import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request the receiver got, as it arrived. */
export interface ReceivedWebhook {
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

/** A webhook receiver of the tests' own on loopback: records every POST, answers as told. */
export interface FakeWebhook {
  readonly url: string
  readonly received: ReceivedWebhook[]
  /** The statuses of the next answers, in order; 200 once they are used up. */
  readonly statuses: number[]
  close(): Promise<void>
}

/** Starts the receiver on a free loopback port. */
export async function startFakeWebhook(statuses: number[] = []): Promise<FakeWebhook> {
  const received: ReceivedWebhook[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
      response.statusCode = statuses.shift() ?? 200
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    statuses,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
