/** What one load run measured; latencies in milliseconds. */
export interface LoadResult {
  requests: number
  durationSec: number
  rps: number
  p50Ms: number
  p99Ms: number
  /** Responses other than 2xx (wrk: other than 2xx/3xx). */
  non2xx: number
  /** Connection errors and timeouts. */
  errors: number
}

export interface LoadOptions {
  baseUrl: string
  connections: number
  durationSec: number
}
