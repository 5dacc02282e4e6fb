import { timingSafeEqual } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { locales, type Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { formConsents, logAcceptedConsents, type FormConsent } from '~/server/modules/consents/form-consents'
import { checkoutSettingsView } from '~/server/modules/settings/service'
import { sendConfirmationMail } from './email-confirmation'
import { authorizationUrl, configuredProviders, discover, exchangeCode, newAuthorizationSecrets, providerName, socialProviders, type IdClaims, type OidcProviderConfig, type SocialProvider } from './oidc-client'
import { accountLimiters } from './rate-limits'
import { seal, unseal } from './sealed-token'
import { userIdentities, users } from './schema'
import { startSession, type AuthResult } from './service'

/**
 * Social login (issue 5, SPEC §2 and §7 social/redirect-login, social/oauth): OpenID Connect's
 * code flow with PKCE. The attempt's secrets travel in a sealed, httpOnly cookie; the provider
 * sends the browser back to /social-login, which finds the person by the linked identity or by a
 * verified e-mail, and a first-time person accepts the consents there before the account exists.
 */

/** The consent assignment of the social login consents page (seeded: privacy required). */
export const socialLoginForm = 'social-login'
export const flowCookie = 'socialLogin'
export const signupCookie = 'socialSignup'
export const flowSeconds = 10 * 60
export const signupSeconds = 15 * 60

const flowSchema = z.object({
  provider: z.enum(socialProviders),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  redirectTo: z.string().nullable(),
  locale: z.enum(locales),
})
export type SocialFlow = z.infer<typeof flowSchema>

const signupSchema = z.object({
  provider: z.enum(socialProviders),
  subject: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  redirectTo: z.string().nullable(),
})
export type PendingSignup = z.infer<typeof signupSchema>

/**
 * One redirect URI for every language, so a provider registers one address: the Croatian path of
 * the social login page (the language travels in the sealed attempt).
 */
export const callbackUrl = (ctx: RequestContext) => new URL(href('socialLogin', 'hr'), ctx.config.SITE_URL).toString()

/** SPEC §3 checkout settings social_google / social_facebook gate the configured providers. */
export async function availableProviders(ctx: RequestContext): Promise<SocialProvider[]> {
  const configured = configuredProviders(ctx.config)
  if (configured.length === 0) return []
  const settings = await checkoutSettingsView(ctx)
  const enabled: Record<SocialProvider, boolean> = { google: settings.social_google, facebook: settings.social_facebook }
  return configured.filter((p) => enabled[p.key]).map((p) => p.key)
}

/** SPEC §7 GET social/redirect-login: the provider's authorization URL and the sealed attempt for the cookie. */
export async function startSocialLogin(ctx: RequestContext, input: { provider: string; redirectTo?: string | null }): Promise<{ url: string; flow: string }> {
  const provider = await availableProvider(ctx, input.provider)
  const discovery = await discoverOrFail(ctx, provider)
  const secrets = newAuthorizationSecrets()
  const flow: SocialFlow = { provider: provider.key, ...secrets, redirectTo: localPath(input.redirectTo), locale: ctx.locale }
  const url = authorizationUrl(provider, discovery, { ...secrets, redirectUri: callbackUrl(ctx), locale: ctx.locale })
  return { url, flow: await seal(ctx.config.JWT_SECRET, 'social-flow', flow, flowSeconds) }
}

/** The attempt a cookie carries, or null (expired, tampered with, absent). */
export function openFlow(ctx: RequestContext, sealed: string | null | undefined): Promise<SocialFlow | null> {
  return unseal(ctx.config.JWT_SECRET, 'social-flow', sealed, flowSchema)
}

export type SocialOutcome =
  | { outcome: 'loggedIn'; auth: AuthResult; redirectTo: string | null; locale: Locale }
  | { outcome: 'consentsRequired'; signupToken: string; signup: PendingSignup; consents: FormConsent[]; locale: Locale }

export const callbackInput = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
})
export type CallbackInput = z.infer<typeof callbackInput>

/**
 * The provider's answer (SPEC §7 POST social/oauth): the state must be this browser's attempt,
 * the code is exchanged and the id_token verified; then a linked identity, or an account with the
 * same verified e-mail (linked now), is logged in. Anyone else gets a sealed pending sign-up.
 * Rate-limited per client address (rate-limits.ts), whatever the answer.
 */
export async function finishSocialLogin(
  ctx: RequestContext,
  input: CallbackInput,
  sealedFlow: string | null | undefined,
  meta?: { clientKey: string },
): Promise<SocialOutcome> {
  await countSocialAttempt(ctx, meta)
  const flow = await openFlow(ctx, sealedFlow)
  if (!flow || !input.state || !sameSecret(flow.state, input.state)) throw new DomainError('account.social.errors.stateMismatch', 400)
  const provider = configuredProviders(ctx.config).find((p) => p.key === flow.provider)
  if (!provider) throw new DomainError('account.social.errors.unknownProvider', 404)
  const ctxIn = { ...ctx, locale: flow.locale }
  if (input.error) {
    ctx.log.info({ provider: provider.key, error: input.error }, 'social login: provider answered an error')
    const code = input.error === 'access_denied' ? 'account.social.errors.denied' : 'account.social.errors.providerError'
    throw new DomainError(code, 400, { provider: providerName(provider.key) })
  }
  if (!input.code) throw new DomainError('account.social.errors.stateMismatch', 400)
  const discovery = await discoverOrFail(ctx, provider)
  const claims = await exchangeCode(provider, discovery, { code: input.code, redirectUri: callbackUrl(ctx), codeVerifier: flow.codeVerifier, nonce: flow.nonce }, ctx.log)
  const known = await knownUser(ctxIn, provider, claims)
  if (known) return { outcome: 'loggedIn', auth: await startSession(ctxIn, known), redirectTo: flow.redirectTo, locale: flow.locale }
  const signup = pendingSignupOf(provider, claims, flow.redirectTo)
  const signupToken = await seal(ctx.config.JWT_SECRET, 'social-signup', signup, signupSeconds)
  return { outcome: 'consentsRequired', signupToken, signup, consents: await formConsents(ctxIn, socialLoginForm), locale: flow.locale }
}

/** The pending sign-up a token carries, or null (expired, tampered with). */
export function openSignup(ctx: RequestContext, token: string | null | undefined): Promise<PendingSignup | null> {
  return unseal(ctx.config.JWT_SECRET, 'social-signup', token, signupSchema)
}

export const signupInput = z.object({
  signupToken: z.string().min(1).max(4000),
  acceptedConsents: z.array(z.string().max(100)).max(20).default([]),
})

/**
 * The consents page's submit: the account is created with the provider's names and e-mail, the
 * identity linked and the consents logged (who, which version, when), then logged in. A guest of
 * an earlier checkout with that address becomes a customer, as in register(), and is
 * rate-limited as finishSocialLogin() is.
 */
export async function completeSocialSignup(
  ctx: RequestContext,
  raw: z.input<typeof signupInput>,
  meta?: { clientKey: string },
): Promise<AuthResult & { redirectTo: string | null }> {
  await countSocialAttempt(ctx, meta)
  const parsed = signupInput.safeParse(raw)
  const input = parsed.success ? parsed.data : null
  const signup = input && (await openSignup(ctx, input.signupToken))
  if (!input || !signup) throw new DomainError('account.social.errors.signupExpired', 400)
  const consents = await formConsents(ctx, socialLoginForm)
  const missing = consents.find((c) => c.required && !input.acceptedConsents.includes(c.uniqueNumber))
  if (missing) throw new DomainError('account.errors.consentRequired', 400, { field: `consent.${missing.uniqueNumber}` })
  const row = await ctx.db.transaction(async (tx) => {
    const [linked] = await tx.select({ userId: userIdentities.userId }).from(userIdentities)
      .where(and(eq(userIdentities.provider, signup.provider), eq(userIdentities.subject, signup.subject)))
    if (linked) return null
    const [existing] = await tx.select().from(users).where(eq(users.email, signup.email)).for('update')
    if (existing && !existing.isGuest) return null
    const values = { firstName: signup.firstName, lastName: signup.lastName, isGuest: false, emailConfirmedAt: signup.emailVerified ? new Date() : null }
    const [saved] = existing
      ? await tx.update(users).set(values).where(eq(users.id, existing.id)).returning()
      : await tx.insert(users).values({ ...values, email: signup.email }).onConflictDoNothing({ target: users.email }).returning()
    if (!saved) return null
    await tx.insert(userIdentities).values({ userId: saved.id, provider: signup.provider, subject: signup.subject })
    await logAcceptedConsents({ ...ctx, db: tx }, { email: saved.email, userId: saved.id, accepted: consents.filter((c) => input.acceptedConsents.includes(c.uniqueNumber)) })
    return saved
  })
  // Someone registered the address (or linked this identity) since the provider answered: log in again.
  if (!row) throw new DomainError('core.errors.userAlreadyExist', 409)
  if (!row.emailConfirmedAt) await sendConfirmationMail(ctx, row)
  return { ...(await startSession(ctx, row)), redirectTo: signup.redirectTo }
}

/**
 * The user behind these claims: by linked identity first; else a customer with the same address,
 * linked now only when the provider vouches for the address (email_verified), since otherwise
 * anyone could claim an account by typing its e-mail at some provider. A guest is not linked
 * here: becoming a customer needs the consents.
 */
async function knownUser(ctx: RequestContext, provider: OidcProviderConfig, claims: IdClaims) {
  const [linked] = await ctx.db.select({ user: users }).from(userIdentities).innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider.key), eq(userIdentities.subject, claims.sub)))
  if (linked) return linked.user
  const email = normalEmail(claims.email)
  if (!email) throw new DomainError('account.social.errors.emailMissing', 400, { provider: providerName(provider.key) })
  const [byEmail] = await ctx.db.select().from(users).where(eq(users.email, email))
  if (!byEmail || byEmail.isGuest) return null
  if (claims.email_verified !== true) throw new DomainError('account.social.errors.emailNotVerified', 409, { provider: providerName(provider.key) })
  // A back-office account is never opened by an outside provider's word alone.
  if (byEmail.isBackofficeUser) throw new DomainError('account.social.errors.backofficeAccount', 403)
  return ctx.db.transaction(async (tx) => {
    await tx.insert(userIdentities).values({ userId: byEmail.id, provider: provider.key, subject: claims.sub }).onConflictDoNothing()
    const [row] = byEmail.emailConfirmedAt ? [byEmail] : await tx.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, byEmail.id)).returning()
    return row ?? byEmail
  })
}

function pendingSignupOf(provider: OidcProviderConfig, claims: IdClaims, redirectTo: string | null): PendingSignup {
  const email = normalEmail(claims.email)
  if (!email) throw new DomainError('account.social.errors.emailMissing', 400, { provider: providerName(provider.key) })
  const [first = '', ...rest] = (claims.name ?? '').trim().split(/\s+/)
  return {
    provider: provider.key,
    subject: claims.sub,
    email,
    emailVerified: claims.email_verified === true,
    firstName: (claims.given_name ?? first).slice(0, 100),
    lastName: (claims.family_name ?? rest.join(' ')).slice(0, 100),
    redirectTo,
  }
}

/** The API and the page pass the client address; only in-process callers without one (tests) do not. */
async function countSocialAttempt(ctx: RequestContext, meta: { clientKey: string } | undefined) {
  if (meta && !(await accountLimiters(ctx).socialPerClient.hit(meta.clientKey)).allowed) throw new DomainError('account.errors.tooManyAttempts', 429)
}

async function availableProvider(ctx: RequestContext, key: string): Promise<OidcProviderConfig> {
  const available = await availableProviders(ctx)
  const provider = configuredProviders(ctx.config).find((p) => p.key === key && available.includes(p.key))
  if (!provider) throw new DomainError('account.social.errors.unknownProvider', 404)
  return provider
}

async function discoverOrFail(ctx: RequestContext, provider: OidcProviderConfig) {
  try {
    return await discover(provider.issuer)
  } catch (err) {
    ctx.log.error({ err, provider: provider.key }, 'social login: discovery failed')
    throw new DomainError('account.social.errors.providerUnavailable', 503, { provider: providerName(provider.key) })
  }
}

const emailShape = z.email().max(254)

function normalEmail(value: string | undefined): string | null {
  const email = value?.trim().toLowerCase()
  return email && emailShape.safeParse(email).success ? email : null
}

function sameSecret(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)]
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * Only a path on this site, as the login page's redirectTo (auth-session.server.ts
 * safeRedirectPath, which the server side cannot import): never '//host', '/\host' or a scheme.
 */
export function localPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null
  return /^\/(?![/\\])[\w\-./?=&%~+,;:@#]*$/.test(value) ? value : null
}
