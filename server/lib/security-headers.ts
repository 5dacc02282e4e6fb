import type { MiddlewareHandler } from 'hono'

/**
 * Security headers on every response. Inline scripts (React Router's hydration data) carry a
 * per-response nonce; styles allow inline attributes because React renders style props.
 */
export function securityHeaders(options: { isHttps: (url: URL) => boolean; isDev: boolean }): MiddlewareHandler<{
  Variables: { nonce: string }
}> {
  return async (c, next) => {
    const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
    c.set('nonce', nonce)
    await next()
    const h = c.res.headers
    h.set(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        // Vite's dev client injects inline scripts and talks over a websocket.
        options.isDev ? "script-src 'self' 'unsafe-inline'" : `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        options.isDev ? "connect-src 'self' ws:" : "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ].join('; '),
    )
    h.set('X-Content-Type-Options', 'nosniff')
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    h.set('X-Frame-Options', 'SAMEORIGIN')
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
    h.set('Cross-Origin-Opener-Policy', 'same-origin')
    if (options.isHttps(new URL(c.req.url))) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    h.delete('X-Powered-By')
  }
}
