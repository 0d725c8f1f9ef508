import autocannon from 'autocannon'

export const CONNECTIONS = 50

/** Throughput, p99 and errors (including non-2xx answers) of one autocannon run on loopback. */
export async function measureLoad(options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, ...options })
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}
