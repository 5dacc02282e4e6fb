import { createRoute, z, type RouteConfig } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { Api, ApiEnv } from '~/server/api'
import { dataEnvelope, errorEnvelope, errorResponses } from '~/server/lib/api-envelope'
import { describeIssues } from '~/server/lib/api-issues'
import { clientIp } from '~/server/lib/client-ip'
import { DomainError } from '~/server/lib/errors'
import { readAccessToken } from './access-token'
import { addressInput, addressList, addressUpdateInput, createAddress, updateAddress } from './addresses'
import { addressSchema, authSchema, userSchema } from './api-schemas'
import { confirmEmail } from './email-confirmation'
import { forgotPassword, resetPassword, setPassword } from './password-change'
import { backofficeProfile, login, logout, profile, refresh, register, updateProfile } from './service'
import { registerSocialLoginApi } from './social-login-api'
import { forgotPasswordInput, loginInput, registerInput, resetPasswordInput, setPasswordInput, updateProfileInput, isMessageKey, validationError } from './validation'

/**
 * SPEC §7 Auth and User calls: login and refresh under /v1, the user calls under /v1/user, and
 * logout at /auth/logout, the one logout path §7 names. Thin: parse, call a service, wrap.
 */

const json = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } })
const ok = <T extends z.ZodType>(description: string, schema: T) => ({ 200: { description, content: { 'application/json': { schema: dataEnvelope(schema) } } } })
const tooManyRequests = { 429: { description: 'Too many attempts', content: { 'application/json': { schema: errorEnvelope } } } }
const unauthorized = { 401: { description: 'Missing, expired or invalid token; for login: INVALID_LOGIN', content: { 'application/json': { schema: errorEnvelope } } } }
const auth = (description: string) => ok(description, authSchema)
/** Documents the refreshToken header; the handlers read it themselves (header names arrive lower-cased). */
const refreshTokenHeader = z.object({ refreshToken: z.string().max(200).optional().openapi({ description: 'The refresh token from login, register or the last refresh' }) })

/** Body errors answer the first field's message (minLength with its {length}, repeatPassword, ...), not a generic one. */
const fieldHook = (result: { success: boolean; error?: unknown; target?: string }, c: Context<ApiEnv>): undefined => {
  if (result.success) return undefined
  const error = result.error as z.ZodError
  if (isMessageKey(error.issues[0]?.message ?? '')) throw validationError(error)
  // Not a form mistake (a wrong type, a malformed id): the API's usual description.
  throw new DomainError('api.invalidInput', 400, { details: describeIssues(c.get('locale'), error.issues, result.target) })
}

function route(method: RouteConfig['method'], path: string, tag: 'Auth' | 'User', summary: string, extra: Partial<RouteConfig> = {}) {
  return { method, path, tags: [tag], summary, ...extra }
}

/** The client address of any route's request, for the rate limits (client-ip.ts). */
const clientKey = (c: Context<ApiEnv, any, any>) => clientIp(c, c.get('ctx').config.TRUST_PROXY)

export function registerCustomersApi(api: Api) {
  api.openapi(
    createRoute({
      ...route('post', '/v1/login', 'Auth', 'Logs in with e-mail (username) and password: tokens and the user', {
        description:
          "An unknown e-mail and a wrong password answer the same 401 core.errors.INVALID_LOGIN ('Unknown username or password!'). " +
          'Rate-limited per account and per client address (429 account.errors.tooManyAttempts).',
      }),
      request: json(loginInput),
      responses: { ...auth('Logged in'), ...errorResponses(400), ...unauthorized, ...tooManyRequests },
    }),
    async (c) => c.json({ data: await login(c.get('ctx'), c.req.valid('json'), { clientKey: clientKey(c) }) }, 200),
    fieldHook,
  )

  api.openapi(
    createRoute({
      ...route('get', '/v1/refresh', 'Auth', 'Rotates the refresh token (header refreshToken): new tokens and the user', {
        description:
          'The refresh token works once. Presenting one that was already used revokes its whole family (every session started by that login). ' +
          'An unknown, expired or revoked token answers 401 account.errors.invalidRefreshToken. An expired accessToken header is ignored here.',
      }),
      request: { headers: refreshTokenHeader },
      responses: { ...auth('New tokens'), ...errorResponses(400), ...unauthorized },
    }),
    async (c) => c.json({ data: await refresh(c.get('ctx'), c.req.header('refreshToken') ?? '') }, 200),
  )

  api.openapi(
    createRoute({
      ...route('post', '/auth/logout', 'Auth', 'Logs out: the refresh token family ends (header or body refreshToken, else the accessToken header)', {
        description: 'Always answers 200, also for a token that is already dead. The access token itself stays valid until it expires (15 minutes at most).',
      }),
      request: {
        headers: refreshTokenHeader,
        body: { required: false, content: { 'application/json': { schema: z.object({ refreshToken: z.string().max(200).optional() }) } } },
      },
      responses: { ...ok('Logged out', z.object({ loggedOut: z.literal(true) })), ...errorResponses(400) },
    }),
    async (c) => {
      const body = (c.req.header('Content-Type')?.includes('json') ? c.req.valid('json') : {}) as { refreshToken?: string }
      const ctx = c.get('ctx')
      await logout(ctx, { refreshToken: body.refreshToken ?? c.req.header('refreshToken'), accessToken: ctx.accessToken })
      return c.json({ data: { loggedOut: true as const } }, 200)
    },
  )

  api.openapi(
    createRoute({
      ...route('get', '/v1/user/web/profile', 'User', 'The logged-in customer (accessToken header)'),
      responses: { ...ok('The user', userSchema), ...errorResponses(400), ...unauthorized },
    }),
    async (c) => c.json({ data: await profile(c.get('ctx')) }, 200),
  )

  api.openapi(
    createRoute({
      ...route('get', '/v1/user/profile', 'User', 'The logged-in back-office user; 403 for customers (SPEC §6)'),
      responses: { ...ok('The user', userSchema), ...errorResponses(400, 403), ...unauthorized },
    }),
    async (c) => c.json({ data: await backofficeProfile(c.get('ctx')) }, 200),
  )

  api.openapi(
    createRoute({
      ...route('post', '/v1/user/web/register', 'User', 'Registers a customer and logs them in: tokens and the user', {
        description:
          "Password 8 to 128 characters (core.validation.minLength / maxLength), confirmedPassword equal (core.validation.repeatPassword), the register form's required consents " +
          "(account.errors.consentRequired); an address already registered answers 409 'User already exist.' (core.errors.userAlreadyExist). Sends a confirmation e-mail. " +
          'Rate-limited per client address (429 account.errors.tooManyRegistrations).',
      }),
      request: json(registerInput),
      responses: { ...auth('Registered and logged in'), ...errorResponses(400, 409), ...tooManyRequests },
    }),
    async (c) => c.json({ data: await register(c.get('ctx'), c.req.valid('json'), { clientKey: clientKey(c) }) }, 200),
    fieldHook,
  )

  api.openapi(
    createRoute({
      ...route('get', '/v1/user/web/verify/{token}', 'User', "Confirms the user's e-mail address with the token from the confirmation mail (works once)"),
      request: { params: z.object({ token: z.string().min(1).max(200) }) },
      responses: { ...ok('Confirmed', z.object({ email: z.string(), confirmed: z.literal(true) })), ...errorResponses(400) },
    }),
    async (c) => c.json({ data: await confirmEmail(c.get('ctx'), c.req.valid('param').token) }, 200),
  )

  api.openapi(
    createRoute({
      ...route('patch', '/v1/user/web/update', 'User', "Updates the logged-in user's e-mail and membership card barcode (and names, as the profile form does); a new e-mail is confirmed again by mail"),
      request: json(updateProfileInput),
      responses: { ...ok('The updated user', userSchema), ...errorResponses(400, 409), ...unauthorized },
    }),
    async (c) => c.json({ data: await updateProfile(c.get('ctx'), c.req.valid('json')) }, 200),
    fieldHook,
  )

  api.openapi(
    createRoute({
      ...route('post', '/v1/user/password/forgot', 'User', "Mails a password reset link; always the same answer ('check your e-mail')", {
        description: 'The same answer for unknown addresses. Rate-limited per client address (429) and, silently, per account.',
      }),
      request: json(forgotPasswordInput),
      responses: { ...ok('Accepted', z.object({ sent: z.literal(true), message: z.string() })), ...errorResponses(400), ...tooManyRequests },
    }),
    async (c) => c.json({ data: await forgotPassword(c.get('ctx'), c.req.valid('json'), { clientKey: clientKey(c) }) }, 200),
    fieldHook,
  )

  api.openapi(
    createRoute({
      ...route('post', '/v1/user/password/reset', 'User', 'Sets a new password with the token from the reset mail (single use, one hour); every session of the user ends'),
      request: json(resetPasswordInput),
      responses: { ...ok('Password reset', z.object({ reset: z.literal(true) })), ...errorResponses(400) },
    }),
    async (c) => c.json({ data: await resetPassword(c.get('ctx'), c.req.valid('json')) }, 200),
    fieldHook,
  )

  api.openapi(
    createRoute({
      ...route('post', '/v1/user/password/set', 'User', "Changes the logged-in user's password (profile): the old one, and a different new one", {
        description:
          "oldPassword wrong: 'Incorrect old password.' (core.errors.incorrectOldPassword); the same new password: core.validation.differentPassword. " +
          'An account without a password yet (guest, social login) sets one without oldPassword. Other sessions of the user end; this one stays.',
      }),
      request: json(setPasswordInput),
      responses: { ...ok('Password changed', z.object({ changed: z.literal(true) })), ...errorResponses(400), ...unauthorized, ...tooManyRequests },
    }),
    async (c) => {
      const ctx = c.get('ctx')
      const keepFamilyId = ctx.accessToken ? (await readAccessToken(ctx, ctx.accessToken))?.familyId : undefined
      return c.json({ data: await setPassword(ctx, c.req.valid('json'), { keepFamilyId }) }, 200)
    },
    fieldHook,
  )

  api.openapi(
    createRoute({
      ...route('get', '/v1/user/web/address/list', 'User', "The logged-in customer's saved addresses, the default first", {
        description: 'SPEC §7 does not show how the profile lists addresses; this call is ours.',
      }),
      responses: { ...ok('The addresses', z.array(addressSchema)), ...errorResponses(400), ...unauthorized },
    }),
    async (c) => c.json({ data: await addressList(c.get('ctx')) }, 200),
  )

  api.openapi(
    createRoute({
      ...route('post', '/v1/user/web/address/create', 'User', 'Saves a delivery address for the logged-in customer (the first one is the default)'),
      request: json(addressInput),
      responses: { ...ok('The saved address', addressSchema), ...errorResponses(400), ...unauthorized },
    }),
    async (c) => c.json({ data: await createAddress(c.get('ctx'), c.req.valid('json')) }, 200),
    fieldHook,
  )

  api.openapi(
    createRoute({
      ...route('patch', '/v1/user/web/address/update/{id}', 'User', "Changes one of the logged-in customer's addresses; another's answers 404"),
      request: { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647).openapi({ type: 'integer' }) }), ...json(addressUpdateInput) },
      responses: { ...ok('The changed address', addressSchema), ...errorResponses(400, 404), ...unauthorized },
    }),
    async (c) => c.json({ data: await updateAddress(c.get('ctx'), c.req.valid('param').id, c.req.valid('json')) }, 200),
    fieldHook,
  )

  registerSocialLoginApi(api, fieldHook)
}
