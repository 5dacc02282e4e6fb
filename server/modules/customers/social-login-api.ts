import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { Api, ApiEnv } from '~/server/api'
import { dataEnvelope, errorEnvelope, errorResponses } from '~/server/lib/api-envelope'
import { clientIp } from '~/server/lib/client-ip'
import { readCookie, serializeCookie } from '~/server/lib/cookies'
import { authSchema } from './api-schemas'
import { socialProviders } from './oidc-client'
import { callbackInput, completeSocialSignup, finishSocialLogin, flowCookie, flowSeconds, signupInput, startSocialLogin } from './social-login'

/**
 * SPEC §7 GET social/redirect-login and POST social/oauth, for clients that are not the web app's
 * own pages (those call the same service in-process, routes/social-login.tsx). The attempt's
 * secrets stay in the httpOnly socialLogin cookie; the provider sends the browser back to
 * /social-login, whose page (or the client's) posts code and state here.
 */

const consentSchema = z.object({ uniqueNumber: z.string(), displayName: z.string().openapi({ description: 'HTML' }), required: z.boolean() })

const oauthAnswer = z
  .union([
    z.object({ outcome: z.literal('loggedIn'), tokens: authSchema.shape.tokens, user: authSchema.shape.user, redirectTo: z.string().nullable() }),
    z.object({
      outcome: z.literal('consentsRequired'),
      signupToken: z.string().openapi({ description: 'Sealed, valid 15 minutes: post it back with acceptedConsents' }),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      consents: z.array(consentSchema),
      redirectTo: z.string().nullable(),
    }),
  ])
  .openapi('SocialLoginOutcome')

const oauthBody = z.union([signupInput, callbackInput]).openapi({
  description: "Either the provider's answer {code, state} (or {error, state}) from the redirect, or {signupToken, acceptedConsents} to finish a first social login",
})

const isSecure = (c: Context<ApiEnv, any, any>) => new URL(c.req.url).protocol === 'https:'

type FieldHook = (result: { success: boolean; error?: unknown; target?: string }, c: Context<ApiEnv>) => undefined

export function registerSocialLoginApi(api: Api, fieldHook: FieldHook) {
  api.openapi(
    createRoute({
      method: 'get',
      path: '/v1/user/social/redirect-login',
      tags: ['User'],
      summary: "Starts a social login: redirects to the provider's login (or answers its URL)",
      description:
        'The provider must be configured (OIDC_* variables) and enabled in the checkout settings (social_google, social_facebook), else 404 account.social.errors.unknownProvider. ' +
        'Sets the httpOnly socialLogin cookie (state, nonce and PKCE verifier, sealed, 10 minutes). The provider sends the browser back to /social-login with code and state. ' +
        'redirectTo is kept only when it is a path on this site.',
      request: {
        query: z.object({
          provider: z.enum(socialProviders),
          redirectTo: z.string().max(2000).optional(),
          response: z.enum(['redirect', 'json']).default('redirect').openapi({ description: 'json: answer {url} instead of a 302' }),
        }),
      },
      responses: {
        200: { description: 'The authorization URL (response=json)', content: { 'application/json': { schema: dataEnvelope(z.object({ url: z.string() })) } } },
        302: { description: "To the provider's authorization endpoint" },
        ...errorResponses(400, 404),
      },
    }),
    async (c) => {
      const query = c.req.valid('query')
      const { url, flow } = await startSocialLogin(c.get('ctx'), query)
      c.header('Set-Cookie', serializeCookie(flowCookie, flow, { maxAgeSeconds: flowSeconds, secure: isSecure(c) }), { append: true })
      c.header('Cache-Control', 'no-store')
      if (query.response === 'json') return c.json({ data: { url } }, 200)
      return c.redirect(url, 302)
    },
  )

  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/user/social/oauth',
      tags: ['User'],
      summary: "Finishes a social login: the provider's code and state (with the socialLogin cookie), or the consents of a first login",
      description:
        'A wrong or missing state (or cookie): 400 account.social.errors.stateMismatch; a provider error: account.social.errors.denied / providerError; an id_token with a wrong signature, issuer, audience or nonce: account.social.errors.invalidIdToken. ' +
        'A linked identity, or a customer with the same e-mail verified by the provider, is logged in (outcome loggedIn). Anyone else gets outcome consentsRequired with the consents to show; ' +
        "posting signupToken with acceptedConsents creates the account and logs in (required consent missing: account.errors.consentRequired; expired: account.social.errors.signupExpired). " +
        'Both count against a per-address limit (20 in 15 minutes): over it, 429 account.errors.tooManyAttempts.',
      request: { body: { required: true, content: { 'application/json': { schema: oauthBody } } } },
      responses: {
        200: { description: 'Logged in, or consents required', content: { 'application/json': { schema: dataEnvelope(oauthAnswer) } } },
        ...errorResponses(400, 403, 404, 409),
        429: { description: 'Too many attempts', content: { 'application/json': { schema: errorEnvelope } } },
      },
    }),
    async (c) => {
      const ctx = c.get('ctx')
      const body = c.req.valid('json')
      const meta = { clientKey: clientIp(c, ctx.config.TRUST_PROXY) }
      if ('signupToken' in body) {
        const { redirectTo, ...auth } = await completeSocialSignup(ctx, body, meta)
        return c.json({ data: { outcome: 'loggedIn' as const, ...auth, redirectTo } }, 200)
      }
      // The attempt is over whatever the answer: its cookie goes.
      c.header('Set-Cookie', serializeCookie(flowCookie, '', { maxAgeSeconds: 0, secure: isSecure(c) }), { append: true })
      const result = await finishSocialLogin(ctx, body, readCookie(c.req.header('Cookie'), flowCookie), meta)
      if (result.outcome === 'loggedIn') return c.json({ data: { outcome: 'loggedIn' as const, ...result.auth, redirectTo: result.redirectTo } }, 200)
      const { signup } = result
      const consents = result.consents.map(({ uniqueNumber, displayName, required }) => ({ uniqueNumber, displayName, required }))
      return c.json(
        { data: { outcome: 'consentsRequired' as const, signupToken: result.signupToken, email: signup.email, firstName: signup.firstName, lastName: signup.lastName, consents, redirectTo: signup.redirectTo } },
        200,
      )
    },
    fieldHook,
  )
}
