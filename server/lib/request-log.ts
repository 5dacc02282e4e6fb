import type { Context, MiddlewareHandler } from 'hono'
import type { Logger } from './logger'
import type { SealVariables } from './sealed-response'

export interface RequestLogOptions {
  /**
   * Paths answered so often and so uniformly (built assets, health checks) that a line per
   * request is noise and costs a write each: they are logged only when they fail or are slow.
   */
  isQuiet?: (path: string) => boolean
  /** A quiet path slower than this is logged all the same (warn). */
  slowMs?: number
}

/**
 * One log line per request (method, path, status, duration, request id) and the X-Request-Id
 * response header. The header is set on the response's own Headers rather than with c.header():
 * after the handler, c.header() rebuilds the response around its body as a stream, which takes
 * @hono/node-server off its fast path for bodies held in memory (static files, cached pages).
 *
 * A request whose client left before the answer (a closed tab, a load test's last requests) is
 * logged with status 499, as nginx does, not with the status of the answer nobody got: React
 * Router answers an aborted request with a 500, which is no server error.
 */
export function requestLog(log: Logger, options: RequestLogOptions = {}): MiddlewareHandler<{ Variables: SealVariables }> {
  const slowMs = options.slowMs ?? 500
  return async (c, next) => {
    const started = performance.now()
    await next()
    const reqId = c.get('requestId')
    // A sealed response (sealed-response.ts) carries the header already.
    if (!c.get('sealed')) setResponseHeader(c, 'X-Request-Id', reqId)
    const ms = Math.round((performance.now() - started) * 10) / 10
    const left = clientLeft(c)
    const status = left ? clientClosedRequest : c.res.status
    if (options.isQuiet?.(c.req.path) && (status < 400 || left) && ms < slowMs) return
    const line = { reqId, method: c.req.method, path: c.req.path, status, ms }
    if (ms >= slowMs) log.warn(line, 'slow request')
    else log.info(line, left ? 'client closed request' : 'request')
  }
}

/** nginx's status for a request whose client closed the connection before the answer. */
export const clientClosedRequest = 499

/** True when the Node.js connection behind the request is gone (@hono/node-server's bindings). */
function clientLeft(c: Context): boolean {
  return (c.env as { outgoing?: { destroyed?: boolean } } | undefined)?.outgoing?.destroyed === true
}

/**
 * Sets a header on the finished response in place; a response with immutable headers (one made
 * by Response.redirect or fetch) is rebuilt by c.header() instead.
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value)
  } catch {
    c.header(name, value)
  }
}
