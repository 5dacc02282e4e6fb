import { createRoute, z } from '@hono/zod-openapi'
import type { Api } from '~/server/api'
import { dataEnvelope, errorResponses } from '~/server/lib/api-envelope'
import { clientIp } from '~/server/lib/client-ip'
import {
  consentAssignmentInput,
  consentAssignmentList,
  consentLogInput,
  logConsents,
  saveConsentAssignment,
  webConsentList,
} from './consent-records'

const ok = <T extends z.ZodType>(description: string, schema: T) => ({ 200: { description, content: { 'application/json': { schema: dataEnvelope(schema) } } } })

const paginationSchema = z
  .object({ page: z.number().int(), perPage: z.number().int(), total: z.number().int(), lastPage: z.number().int() })
  .openapi('ConsentPagination')

const consentSchema = z
  .object({
    uniqueNumber: z.string(),
    version: z.number().int(),
    displayName: z.string().openapi({ description: 'HTML, sanitised' }),
    required: z.boolean(),
  })
  .openapi('Consent')

const assignmentSchema = z
  .object({ id: z.number().int(), assigned_to: z.string(), consents: z.array(z.string()), requiredConsents: z.array(z.string()) })
  .openapi('ConsentAssignment')

const filterBody = z.object({
  filters: z
    .array(z.object({ key: z.enum(['assigned_to', 'assignedTo']), value: z.string().trim().max(80) }))
    .max(5)
    .default([]),
  page: z.number().int().min(1).max(10_000).default(1),
  limit: z.number().int().min(1).max(100).default(100),
})

/** The consent calls of SPEC §7: gdpr web consent filter, gdpr consent log create, CMS consent filter and create. */
export function registerConsentsApi(api: Api): void {
  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/gdpr/web/consent/filter',
      tags: ['Consents'],
      summary: "Consents in the request's language: a form's (filter assigned_to) or all; 100 a page",
      request: { body: { content: { 'application/json': { schema: filterBody } } } },
      responses: { ...ok('The consents', z.object({ records: z.array(consentSchema), pagination: paginationSchema })), ...errorResponses(400, 401) },
    }),
    async (c) => {
      const body = c.req.valid('json')
      const assignedTo = body.filters.find((f) => f.key === 'assigned_to' || f.key === 'assignedTo')?.value
      return c.json({ data: await webConsentList(c.get('ctx'), { assignedTo, page: body.page, limit: body.limit }) }, 200)
    },
  )

  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/gdpr/consent/log/create',
      tags: ['Consents'],
      summary: 'Logs the consents a person accepted, each with its current version and the time (GDPR art. 7(1)); rate-limited',
      request: { body: { content: { 'application/json': { schema: consentLogInput } } } },
      responses: {
        ...ok('What was logged', z.array(z.object({ uniqueNumber: z.string(), version: z.number().int(), createdAt: z.string() }))),
        ...errorResponses(400, 401, 429),
      },
    }),
    async (c) => {
      const ctx = c.get('ctx')
      return c.json({ data: await logConsents(ctx, c.req.valid('json'), { clientKey: clientIp(c, ctx.config.TRUST_PROXY) }) }, 200)
    },
  )

  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cms/consent/filter',
      tags: ['Consents'],
      summary: 'Back office: which consents each form shows and requires; 50 a page, the list in data.data',
      request: {
        body: {
          content: {
            'application/json': {
              schema: z.object({ page: z.number().int().min(1).max(10_000).default(1), perPage: z.number().int().min(1).max(50).default(50) }),
            },
          },
        },
      },
      responses: { ...ok('The assignments', z.object({ data: z.array(assignmentSchema), pagination: paginationSchema })), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json({ data: await consentAssignmentList(c.get('ctx'), c.req.valid('json')) }, 200),
  )

  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cms/consent/create',
      tags: ['Consents'],
      summary: 'Back office: sets the consents a form shows (consents) and requires (requiredConsents)',
      request: { body: { content: { 'application/json': { schema: consentAssignmentInput } } } },
      responses: { ...ok('The assignment', assignmentSchema), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json({ data: await saveConsentAssignment(c.get('ctx'), c.req.valid('json')) }, 200),
  )
}
