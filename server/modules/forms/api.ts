import { createRoute, z, type RouteConfig } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { Api, ApiEnv } from '~/server/api'
import { dataEnvelope, errorEnvelope, errorResponses } from '~/server/lib/api-envelope'
import { clientIp } from '~/server/lib/client-ip'
import { DomainError } from '~/server/lib/errors'
import { captchaClientConfig, createChallenge } from './captcha'
import { confirmSubmission } from './confirm'
import { contactAdmin } from './contact'
import type { FieldErrors } from './fields'
import { subscribeNewsletter } from './newsletter'
import { formFilter, formView, formViewById, storeFormData, type SubmissionResult } from './service'

/**
 * SPEC §7 form filter, get/{id}, storeData (id, data, recaptcha), confirmEmail/{id};
 * contact/contactAdmin; POST newsletter/subscribe; and the captcha challenge the browser solves
 * (app/enhance/captcha.ts). Thin: parse, call a service, wrap. Field errors answer 422 with the
 * first field's message (code and translated text) and every field in `fields` of the payload.
 */

const json = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } })
const ok = <T extends z.ZodType>(description: string, schema: T) => ({ 200: { description, content: { 'application/json': { schema: dataEnvelope(schema) } } } })
const invalid = { 422: { description: 'Field errors (validation, consents, captcha)', content: { 'application/json': { schema: errorEnvelope } } } }
const tooMany = { 429: { description: 'Too many submissions', content: { 'application/json': { schema: errorEnvelope } } } }

const clientKey = (c: Context<ApiEnv, any, any>) => clientIp(c, c.get('ctx').config.TRUST_PROXY)

function route(method: RouteConfig['method'], path: string, tag: string, summary: string) {
  return { method, path, tags: [tag], summary }
}

const consentSchema = z.object({ uniqueNumber: z.string(), version: z.number().int(), displayName: z.string(), required: z.boolean() })
const captchaConfigSchema = z.union([
  z.object({ kind: z.literal('pow'), challengeUrl: z.string(), apiKey: z.string().nullable() }),
  z.object({ kind: z.literal('recaptcha'), siteKey: z.string(), version: z.literal(2), size: z.literal('invisible') }),
])
const formViewSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    locale: z.string(),
    title: z.string(),
    description: z.string(),
    submitLabel: z.string(),
    successMessage: z.string(),
    fields: z.array(z.object({
      name: z.string(),
      type: z.enum(['text', 'email', 'tel', 'textarea', 'checkbox', 'select']),
      label: z.string(),
      required: z.boolean(),
      maxLength: z.number().int().nullable(),
      autoComplete: z.string().nullable(),
      options: z.array(z.object({ value: z.string(), label: z.string() })),
    })),
    consents: z.array(consentSchema),
    captcha: captchaConfigSchema,
    action: z.string(),
    doubleOptIn: z.boolean(),
  })
  .openapi('Form')

const submittedSchema = z.object({ status: z.enum(['received', 'awaitingConfirmation']), message: z.string() }).openapi('FormSubmitted')
const consentsField = z.array(z.string().max(100)).max(20).optional().openapi({ description: 'uniqueNumber of every consent accepted' })
const captchaField = z.string().max(4000).optional().openapi({ description: 'The captcha response: the proof-of-work payload or the reCAPTCHA token' })

const challengeSchema = z.union([
  z.object({ kind: z.literal('pow'), algorithm: z.literal('SHA-256'), challenge: z.string(), maxnumber: z.number().int(), salt: z.string(), signature: z.string() }),
  z.object({ kind: z.literal('recaptcha'), siteKey: z.string(), version: z.literal(2), size: z.literal('invisible') }),
]).openapi('CaptchaChallenge')

const goalSchema = z.union([
  z.object({ goalType: z.literal('message'), message: z.string(), confirmedEmail: z.string() }),
  z.object({ goalType: z.enum(['url', 'file']), url: z.string(), confirmedEmail: z.string() }),
]).openapi('ConfirmedGoal')

/** A failed submission as the API answers it: 422, the first field's message, every field's in `fields`. */
function answer(c: Context<ApiEnv, any, any>, result: SubmissionResult) {
  if (result.ok) return c.json({ data: { status: result.status, message: result.message } }, 200)
  throw fieldErrors(result.errors)
}

function fieldErrors(errors: FieldErrors): DomainError {
  const [field, first] = Object.entries(errors)[0]!
  return new DomainError(first.code, 422, { field, ...(first.params ?? {}), fields: Object.entries(errors).map(([name, e]) => `${name}:${e.code}`).join(',') })
}

export function registerFormsApi(api: Api): void {
  api.openapi(
    createRoute({
      ...route('get', '/v1/captcha/challenge', 'Forms', 'A proof-of-work challenge to solve (ALTCHA), or the reCAPTCHA site key when reCAPTCHA is configured'),
      responses: { ...ok('The challenge', challengeSchema), ...errorResponses(401) },
    }),
    async (c) => {
      const ctx = c.get('ctx')
      const config = captchaClientConfig(ctx, null)
      c.header('Cache-Control', 'no-store')
      if (config.kind === 'recaptcha') return c.json({ data: config }, 200)
      return c.json({ data: { kind: 'pow' as const, ...createChallenge(ctx) } }, 200)
    },
  )

  api.openapi(
    createRoute({
      ...route('get', '/v1/cms/form/filter', 'Forms', 'The forms that have texts in the request language'),
      responses: { ...ok('The forms', z.object({ records: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string() })) })), ...errorResponses(401) },
    }),
    async (c) => c.json({ data: { records: await formFilter(c.get('ctx')) } }, 200),
  )

  api.openapi(
    createRoute({
      ...route('get', '/v1/cms/form/get/{id}', 'Forms', 'A form by id or slug: fields with labels, consents, captcha, in the request language'),
      request: { params: z.object({ id: z.string().min(1).max(80) }) },
      responses: { ...ok('The form', formViewSchema), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const ctx = c.get('ctx')
      const { id } = c.req.valid('param')
      const form = /^\d+$/.test(id) ? await formViewById(ctx, Number(id)) : await formView(ctx, id)
      if (!form) throw new DomainError('forms.errors.notFound', 404)
      return c.json({ data: form }, 200)
    },
  )

  api.openapi(
    createRoute({
      ...route('post', '/v1/cms/form/storeData', 'Forms', 'Sends a form: validated, stored, mailed (or, with double opt-in, a confirmation link mailed)'),
      request: json(z.object({
        id: z.union([z.number().int().positive(), z.string().regex(/^[a-z0-9-]{1,80}$/)]).openapi({ description: 'The form id or slug' }),
        data: z.record(z.string().max(50), z.union([z.string().max(10_000), z.boolean(), z.number()])),
        recaptcha: captchaField,
        acceptedConsents: consentsField,
      })),
      responses: { ...ok('Stored', submittedSchema), ...errorResponses(400, 401, 404), ...invalid, ...tooMany },
    }),
    async (c) => {
      const body = c.req.valid('json')
      const by = typeof body.id === 'number' ? { id: body.id } : { slug: body.id }
      const key = clientKey(c)
      return answer(c, await storeFormData(c.get('ctx'), by, { data: body.data, acceptedConsents: body.acceptedConsents, captcha: body.recaptcha }, { clientKey: key, remoteIp: key }))
    },
  )

  api.openapi(
    createRoute({
      ...route('get', '/v1/cms/form/confirmEmail/{id}', 'Forms', 'Follows a double opt-in link (id = the token of the mail): confirms once, answers the goal'),
      request: {
        params: z.object({ id: z.string().min(1).max(200) }),
        query: z.object({ kind: z.enum(['form', 'newsletter']).default('form') }),
      },
      responses: { ...ok('Confirmed: the goal', goalSchema), ...errorResponses(400, 401) },
    }),
    async (c) => {
      const { id } = c.req.valid('param')
      const { kind } = c.req.valid('query')
      return c.json({ data: await confirmSubmission(c.get('ctx'), kind, id) }, 200)
    },
  )

  api.openapi(
    createRoute({
      ...route('post', '/v1/cms/contact/contactAdmin', 'Forms', 'A message to the shop: stored and mailed to SendEmailTo'),
      request: json(z.object({
        firstName: z.string().max(200),
        from: z.string().max(300),
        content: z.string().max(6000),
        subject: z.string().max(300).optional(),
        acceptedConsents: consentsField,
        recaptcha: captchaField,
      })),
      responses: { ...ok('Sent', submittedSchema), ...errorResponses(400, 401), ...invalid, ...tooMany },
    }),
    async (c) => {
      const { recaptcha, ...body } = c.req.valid('json')
      const key = clientKey(c)
      return answer(c, await contactAdmin(c.get('ctx'), { ...body, captcha: recaptcha }, { clientKey: key, remoteIp: key }))
    },
  )

  api.openapi(
    createRoute({
      ...route('post', '/v1/newsletter/subscribe', 'Forms', 'Subscribes an address (double opt-in); an address already subscribed: alreadySubscribedToNewsletter'),
      request: json(z.object({ email: z.string().max(300), acceptedConsents: consentsField, recaptcha: captchaField })),
      responses: { ...ok('Confirmation mailed', submittedSchema), ...errorResponses(400, 401), ...invalid, ...tooMany },
    }),
    async (c) => {
      const body = c.req.valid('json')
      const key = clientKey(c)
      return answer(c, await subscribeNewsletter(c.get('ctx'), { email: body.email, acceptedConsents: body.acceptedConsents, captcha: body.recaptcha }, { clientKey: key, remoteIp: key }))
    },
  )
}
