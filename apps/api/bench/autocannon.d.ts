// The slice of autocannon's API the benchmarks use (it ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url?: string
      method?: string
      headers?: Record<string, string>
      body?: string
      connections?: number
      duration?: number
    }
    interface Result {
      requests: { average: number }
      latency: { p99: number }
      errors: number
      non2xx: number
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>
  export default autocannon
}
