import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'

/** The only address the separate metrics port listens on: a scraper on the same machine. */
export const METRICS_HOST = '127.0.0.1'

/**
 * Serves the app's metrics at GET /metrics on a port of its own, bound to loopback only (METRICS_PORT):
 * a Prometheus agent beside the server scrapes it without a token, and nothing else answers there.
 */
export async function startMetricsServer(
  app: FastifyInstance,
  options: { port: number },
): Promise<{ port: number; close(): Promise<void> }> {
  const server = Fastify({ logger: false })
  server.get('/metrics', async (_request, reply) => {
    const { contentType, body } = await app.metrics.render()
    return reply.header('cache-control', 'no-store').type(contentType).send(body)
  })
  await server.listen({ port: options.port, host: METRICS_HOST })
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => server.close(),
  }
}
