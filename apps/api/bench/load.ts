import autocannon from 'autocannon'

export const CONNECTIONS = 50

/**
 * The server's environment in every lead-path bench: no rate limit (one client sends everything)
 * and no backup schedule (its first look, 10 s after start, took a backup inside the measurement:
 * up to a second of the main thread checking the copy, in the profile and in the p99).
 */
export const BENCH_ENV = { RATE_LIMIT_MAX: '0', BACKUP_INTERVAL_HOURS: '0' } as const

/**
 * What a lead is compared with: a GET through the same pipeline (helmet, CORS, logging, the route
 * schema) that writes nothing. `/api/health` writes a 64 kB probe row on each call since it became
 * a readiness check, so the ratio to it compared a lead with another write (decision 026).
 */
export const BASELINE_PATH = '/api/health/ready'

/** Throughput, p99 and errors (including non-2xx answers) of one autocannon run on loopback. */
export async function measureLoad(options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, ...options })
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

/** The middle value of a bench's rounds: the mean of the two middle ones for an even count. */
export function median(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}
