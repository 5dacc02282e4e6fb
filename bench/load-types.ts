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
  /** Cart cases: 2xx answers whose cart was not what the request must have made it (counted in errors). */
  wrongCarts?: number
  /** checkout: order/create alone, of the whole checkouts counted in `requests` (each one order). */
  orderCreateP50Ms?: number
  orderCreateP99Ms?: number
  /** The first failure's reason, to show beside the counts. */
  firstFailure?: string
}

export interface LoadOptions {
  baseUrl: string
  connections: number
  durationSec: number
}
