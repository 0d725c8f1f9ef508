import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ENQUIRY_BODIES } from '../../test/bodies.js'
import { createDatabase } from '../../test/postgres-cluster.js'
import { type ServerProcess, startServer } from '../../test/server-process.js'

const LIMIT = 4

function submitFrom(server: ServerProcess, forwardedFor: string) {
  return fetch(`${server.url}/api/submit-enquiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify(ENQUIRY_BODIES.onePage),
  })
}

describe('the submission limit with two server processes on one PostgreSQL', () => {
  const servers: ServerProcess[] = []
  beforeAll(async () => {
    const databaseUrl = await createDatabase(inject('postgresAdminUrl'))
    const env = {
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_MAX: String(LIMIT),
      // Both trust the loopback "proxy", so each test client is told apart by X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
    }
    // One after the other: the second finds the schema the first migrated.
    servers.push(await startServer(env))
    servers.push(await startServer(env))
  }, 90_000)
  afterAll(async () => {
    for (const server of servers) await server.stop()
  })

  it('gives one address RATE_LIMIT_MAX a minute across both instances, and another address its own', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess]
    const statuses: number[] = []
    for (let index = 0; index < LIMIT + 2; index += 1) {
      const response = await submitFrom(index % 2 === 0 ? first : second, '203.0.113.7')
      statuses.push(response.status)
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
    expect((await submitFrom(second, '198.51.100.23')).status).toBe(200)
  })

  it('counts concurrent submissions on both instances exactly', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess]
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        submitFrom(index % 2 === 0 ? first : second, '192.0.2.55'),
      ),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - LIMIT)
  })
})
