import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import { z } from 'zod'
import type { AppContext, SessionUser } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'

/**
 * Access tokens (decision 006): an HS256 JWT of 15 minutes carrying who the user is, so a request
 * needs no database read to know it. Only HS256 is accepted (no `alg: none`, no key confusion).
 */
export const accessTokenSeconds = 15 * 60
const issuer = 'ducan'
const audience = 'ducan-api'
const algorithm = 'HS256'

const keys = new Map<string, Uint8Array>()
function keyOf(app: Pick<AppContext, 'config'>): Uint8Array {
  const secret = app.config.JWT_SECRET
  let key = keys.get(secret)
  if (!key) keys.set(secret, (key = new TextEncoder().encode(secret)))
  return key
}

/** The claims beside the standard ones: the SessionUser, and the refresh family (sid) for logout. */
const claims = z.object({
  sub: z.string().regex(/^\d{1,10}$/),
  sid: z.uuid().optional(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  bo: z.boolean(),
  scope: z.array(z.string()),
})

export interface AccessTokenUser extends SessionUser {
  firstName: string
  lastName: string
}

export function signAccessToken(
  app: Pick<AppContext, 'config'>,
  user: AccessTokenUser,
  familyId: string,
  now = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000)
  return new SignJWT({ sid: familyId, email: user.email, firstName: user.firstName, lastName: user.lastName, bo: user.isBackofficeUser, scope: user.scope })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + accessTokenSeconds)
    .sign(keyOf(app))
}

/** The verified token's user and refresh family; null for an expired, tampered or foreign token. */
export async function readAccessToken(
  app: Pick<AppContext, 'config'>,
  token: string,
  now = new Date(),
): Promise<{ user: AccessTokenUser; familyId?: string } | null> {
  if (token.length > 4096) return null
  try {
    const { payload } = await jwtVerify(token, keyOf(app), {
      algorithms: [algorithm],
      issuer,
      audience,
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'sub'],
    })
    const parsed = claims.safeParse(payload)
    if (!parsed.success) return null
    const c = parsed.data
    return {
      user: { id: Number(c.sub), email: c.email, firstName: c.firstName, lastName: c.lastName, isBackofficeUser: c.bo, scope: c.scope },
      ...(c.sid && { familyId: c.sid }),
    }
  } catch (err) {
    if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null
    throw err
  }
}

/**
 * The user of an access token, for the API (api-headers.ts) and for pages reading it from a cookie.
 * An expired or invalid token is a 401 with account.errors.invalidAccessToken, so a client knows
 * to refresh (SPEC §4) rather than see a stack trace.
 */
export async function userFromAccessToken(app: Pick<AppContext, 'config'>, token: string): Promise<SessionUser> {
  const read = await readAccessToken(app, token)
  if (!read) throw new DomainError('account.errors.invalidAccessToken', 401)
  return read.user
}

/**
 * For page loaders reading the accessToken cookie: the user, or null when there is no token or it
 * is expired or invalid (the page then refreshes with the refreshToken cookie, or logs out).
 */
export async function userFromAccessTokenCookie(app: Pick<AppContext, 'config'>, token: string | undefined | null): Promise<SessionUser | null> {
  if (!token) return null
  return (await readAccessToken(app, token))?.user ?? null
}

/**
 * API paths that ignore the accessToken header: the calls that obtain or end a session. A client
 * sends its (possibly expired) access token with every request (SPEC §7), and the refresh call
 * exists precisely for an expired one.
 */
const sessionPaths = new Set(['/v1/login', '/v1/refresh', '/auth/logout', '/v1/user/web/register', '/v1/user/password/forgot', '/v1/user/password/reset'])

export function ignoresAccessToken(apiPath: string): boolean {
  return sessionPaths.has(apiPath) || apiPath.startsWith('/v1/user/web/verify/')
}
