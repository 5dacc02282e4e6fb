import type { MiddlewareHandler } from 'hono'
import { randomBytes } from 'node:crypto'
import type { SealVariables } from './sealed-response'

export interface SecurityVariables extends SealVariables {
  nonce: string
}

/** The headers a response carries, by how its inline scripts are allowed. */
export interface SecurityPolicy {
  /** A rendered response: its inline scripts carry this response's nonce. */
  forNonce(nonce: string, isHttps: boolean): Record<string, string>
  /**
   * A response from memory (a cached page, a built file): exactly these inline scripts, by hash.
   * Built once per hash list (a cached page asks with the same list on every hit).
   */
  forHashes(hashes: readonly string[], isHttps: boolean): Record<string, string>
}

/**
 * Inline scripts (React Router's hydration data) carry a per-response nonce; styles allow inline
 * attributes because React renders style props. A page served from the page cache is not
 * re-rendered, so its scripts hold an old nonce: its CSP allows exactly its inline scripts by
 * hash instead (docs/decisions/004-cached-pages-csp-hashes.md). The fixed parts are joined once.
 */
export function securityPolicy(options: {
  isDev: boolean
  formTargets?: readonly string[]
  /** A third party the site runs a script and a frame of (reCAPTCHA, when its keys are configured). */
  thirdParty?: { scripts: readonly string[]; frames: readonly string[] }
}): SecurityPolicy {
  const before = "default-src 'self'; "
  const scripts = (options.thirdParty?.scripts ?? []).map((s) => ` ${s}`).join('')
  const after = `${scripts}; ${[
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    options.isDev ? "connect-src 'self' ws:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // The checkout posts its signed form to the card gateway's hosted page (decision 009).
    ["form-action 'self'", ...(options.formTargets ?? [])].join(' '),
    "frame-ancestors 'self'",
    ...(options.thirdParty?.frames.length ? [`frame-src 'self' ${options.thirdParty.frames.join(' ')}`] : []),
  ].join('; ')}`
  const fixed: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
  const fixedHttps = { ...fixed, 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
  const withPolicy = (csp: string, isHttps: boolean) => ({ 'Content-Security-Policy': csp, ...(isHttps ? fixedHttps : fixed) })
  // Vite's dev client injects inline scripts and talks over a websocket.
  const dev = `${before}script-src 'self' 'unsafe-inline'${after}`
  const byHashes = new WeakMap<readonly string[], [Record<string, string>, Record<string, string>]>()
  return {
    forNonce: (nonce, isHttps) => withPolicy(options.isDev ? dev : `${before}script-src 'self' 'nonce-${nonce}'${after}`, isHttps),
    forHashes(hashes, isHttps) {
      let made = byHashes.get(hashes)
      if (!made) {
        const csp = options.isDev ? dev : `${before}script-src 'self'${hashes.map((h) => ` '${h}'`).join('')}${after}`
        byHashes.set(hashes, (made = [withPolicy(csp, false), withPolicy(csp, true)]))
      }
      return made[isHttps ? 1 : 0]
    },
  }
}

/**
 * Security headers on every response. A sealed response (sealed-response.ts) got them when it
 * was built, through the `securityHeaders` variable set here.
 */
export function securityHeaders(options: { isHttps: (url: URL) => boolean; isDev: boolean; policy?: SecurityPolicy }): MiddlewareHandler<{
  Variables: SecurityVariables
}> {
  const policy = options.policy ?? securityPolicy(options)
  return async (c, next) => {
    const nonce = nextNonce()
    c.set('nonce', nonce)
    let https: boolean | undefined
    const isHttps = () => (https ??= options.isHttps(new URL(c.req.url)))
    c.set('securityHeaders', (hashes) => policy.forHashes(hashes, isHttps()))
    await next()
    if (c.get('sealed')) return
    const h = c.res.headers
    for (const [name, value] of Object.entries(policy.forNonce(nonce, isHttps()))) h.set(name, value)
    h.delete('X-Powered-By')
  }
}

/**
 * 128 random bits per response, taken from a pool filled 4 KB at a time: one call into OpenSSL
 * per 256 responses instead of one per response. Each nonce is used once.
 */
let pool = Buffer.alloc(0)
let offset = 0
function nextNonce(): string {
  if (offset + 16 > pool.length) {
    pool = randomBytes(4096)
    offset = 0
  }
  offset += 16
  return pool.toString('base64', offset - 16, offset)
}
