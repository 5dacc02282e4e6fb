import autocannon from 'autocannon'
import type { LoadOptions, LoadResult } from './load-types'

/**
 * Runs autocannon (programmatic API) with POST bodies taken round-robin from `bodies`, shared by
 * all connections, so consecutive requests ask for different listings.
 */
export async function runAutocannon(
  options: LoadOptions & { path: string; bodies: string[]; headers: Record<string, string> },
): Promise<LoadResult> {
  let next = 0
  const result = await autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.durationSec,
    timeout: 10,
    requests: [{
      method: 'POST',
      path: options.path,
      headers: { 'content-type': 'application/json', ...options.headers },
      setupRequest: (req) => ({ ...req, body: options.bodies[next++ % options.bodies.length] }),
    }],
  })
  const requests = result.requests.total
  return {
    requests,
    durationSec: result.duration,
    rps: requests / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}
