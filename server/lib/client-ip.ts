import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The address a request came from, for rate limits. X-Forwarded-For is a header anyone can send,
 * so it counts only behind a proxy the operator declared (TRUST_PROXY); otherwise the socket's
 * address. Requests made in-process (tests through app.request) have no socket: 'local'.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'local'
  } catch {
    return 'local'
  }
}
