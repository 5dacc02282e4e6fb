import { createHash, randomBytes } from 'node:crypto'
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose'
import { z } from 'zod'
import type { Config } from '~/server/lib/config'
import { DomainError } from '~/server/lib/errors'
import type { Logger } from '~/server/lib/logger'

/**
 * The relying-party half of OpenID Connect's authorization code flow with PKCE (issue 5 social
 * login), written on jose and fetch: discovery, the authorization URL, the code exchange and the
 * id_token checks (signature from the provider's JWKS, issuer, audience, expiry, nonce).
 */

/** The providers the shop knows; each is offered when its OIDC_* variables are set (README). */
export const socialProviders = ['google', 'facebook'] as const
export type SocialProvider = (typeof socialProviders)[number]

export interface OidcProviderConfig {
  key: SocialProvider
  issuer: string
  clientId: string
  clientSecret: string
}

/** The providers whose issuer, client id and secret are configured (config.ts checks they come in threes). */
export function configuredProviders(config: Config): OidcProviderConfig[] {
  return socialProviders.flatMap((key) => {
    const prefix = `OIDC_${key.toUpperCase()}` as 'OIDC_GOOGLE' | 'OIDC_FACEBOOK'
    const issuer = config[`${prefix}_ISSUER`]
    const clientId = config[`${prefix}_CLIENT_ID`]
    const clientSecret = config[`${prefix}_CLIENT_SECRET`]
    return issuer && clientId && clientSecret ? [{ key, issuer, clientId, clientSecret }] : []
  })
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
})
export type Discovery = z.infer<typeof discoverySchema>

const discoveryTtlMs = 60 * 60_000
const discovered = new Map<string, { discovery: Promise<Discovery>; until: number }>()
const keySets = new Map<string, JWTVerifyGetKey>()

/**
 * The provider's discovery document, fetched on first use and kept an hour (the process may start
 * before the provider is reachable). A failed fetch is not kept, so the next login tries again.
 */
export function discover(issuer: string, now = Date.now()): Promise<Discovery> {
  const hit = discovered.get(issuer)
  if (hit && hit.until > now) return hit.discovery
  const discovery = fetchDiscovery(issuer)
  discovered.set(issuer, { discovery, until: now + discoveryTtlMs })
  discovery.catch(() => discovered.delete(issuer))
  return discovery
}

async function fetchDiscovery(issuer: string): Promise<Discovery> {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`
  const res = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(5000) })
  if (!res.ok) throw new Error(`OIDC discovery ${url}: HTTP ${res.status}`)
  const discovery = discoverySchema.parse(await res.json())
  // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched for.
  if (discovery.issuer !== issuer) throw new Error(`OIDC discovery ${url}: issuer ${discovery.issuer} is not ${issuer}`)
  return discovery
}

/** Fresh random values of one login attempt: state (CSRF), nonce (replay) and the PKCE verifier. */
export function newAuthorizationSecrets(): { state: string; nonce: string; codeVerifier: string } {
  const random = () => randomBytes(32).toString('base64url')
  return { state: random(), nonce: random(), codeVerifier: random() }
}

export function authorizationUrl(
  provider: OidcProviderConfig,
  discovery: Discovery,
  input: { redirectUri: string; state: string; nonce: string; codeVerifier: string; locale: string },
): string {
  const url = new URL(discovery.authorization_endpoint)
  const params = {
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: input.redirectUri,
    scope: 'openid email profile',
    state: input.state,
    nonce: input.nonce,
    code_challenge: createHash('sha256').update(input.codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
    ui_locales: input.locale,
  }
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  return url.toString()
}

/** The claims the shop uses; the rest of the id_token is ignored. */
const idClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().max(254).optional(),
  // Some providers send the boolean as a string.
  email_verified: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  given_name: z.string().max(100).optional(),
  family_name: z.string().max(100).optional(),
  name: z.string().max(200).optional(),
})
export type IdClaims = z.infer<typeof idClaimsSchema>

/**
 * Trades the code for tokens at the token endpoint (with the PKCE verifier) and returns the
 * verified id_token's claims. Every failure is logged with its reason and answered with one
 * message: the visitor can only try again.
 */
export async function exchangeCode(
  provider: OidcProviderConfig,
  discovery: Discovery,
  input: { code: string; redirectUri: string; codeVerifier: string; nonce: string },
  log: Logger,
): Promise<IdClaims> {
  const body = new URLSearchParams({ grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri, code_verifier: input.codeVerifier })
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' }
  const methods = discovery.token_endpoint_auth_methods_supported ?? ['client_secret_basic']
  if (methods.includes('client_secret_basic')) {
    // RFC 6749 §2.3.1: the id and secret are form-encoded before the Basic encoding.
    const credentials = `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`
    headers.Authorization = `Basic ${Buffer.from(credentials).toString('base64')}`
  } else {
    body.set('client_id', provider.clientId)
    body.set('client_secret', provider.clientSecret)
  }
  const res = await fetch(discovery.token_endpoint, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) })
  const answer = (await res.json().catch(() => ({}))) as { id_token?: unknown; error?: unknown }
  if (!res.ok || typeof answer.id_token !== 'string') {
    log.warn({ provider: provider.key, status: res.status, error: answer.error }, 'social login: code exchange failed')
    throw new DomainError('account.social.errors.providerError', 400, { provider: providerName(provider.key) })
  }
  return verifyIdToken(provider, discovery, answer.id_token, input.nonce, log)
}

/**
 * OpenID Connect Core §3.1.3.7: signed by a key of the provider's JWKS, issued by the configured
 * issuer, for this client (aud, and azp when there are several audiences), not expired, and
 * carrying the nonce this browser's attempt sent.
 */
export async function verifyIdToken(provider: OidcProviderConfig, discovery: Discovery, idToken: string, nonce: string, log: Logger): Promise<IdClaims> {
  try {
    const { payload } = await jwtVerify(idToken, keySet(discovery.jwks_uri), {
      issuer: provider.issuer,
      audience: provider.clientId,
      algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'],
      clockTolerance: 60,
    })
    if (payload.nonce !== nonce) throw new IdTokenRejected('nonce mismatch')
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== provider.clientId) throw new IdTokenRejected('azp is not this client')
    return idClaimsSchema.parse(payload)
  } catch (error) {
    if (!(error instanceof IdTokenRejected || error instanceof joseErrors.JOSEError || error instanceof z.ZodError)) throw error
    log.warn({ provider: provider.key, reason: error.message }, 'social login: id_token rejected')
    throw new DomainError('account.social.errors.invalidIdToken', 400, { provider: providerName(provider.key) })
  }
}

class IdTokenRejected extends Error {}

function keySet(jwksUri: string): JWTVerifyGetKey {
  let set = keySets.get(jwksUri)
  if (!set) {
    set = createRemoteJWKSet(new URL(jwksUri))
    keySets.set(jwksUri, set)
  }
  return set
}

/** The provider's own name, for messages ('Prijava putem Googlea…' is phrased around it). */
export function providerName(key: SocialProvider): string {
  return key === 'google' ? 'Google' : 'Facebook'
}
