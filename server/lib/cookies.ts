/** One cookie's value from a Cookie header, or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return null
}

/**
 * A Set-Cookie header for a cookie the server reads and scripts never need: HttpOnly, SameSite=Lax
 * (sent with top-level navigations and same-site form posts, not with cross-site requests), Path=/.
 * A maxAgeSeconds of 0 deletes it.
 */
export function serializeCookie(name: string, value: string, options: { maxAgeSeconds: number; secure: boolean }): string {
  return [`${name}=${value}`, 'Path=/', `Max-Age=${options.maxAgeSeconds}`, 'SameSite=Lax', 'HttpOnly', ...(options.secure ? ['Secure'] : [])].join('; ')
}
