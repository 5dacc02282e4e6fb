import { createRoute, z } from '@hono/zod-openapi'
import type { Api } from '~/server/api'
import { dataEnvelope, errorResponses } from '~/server/lib/api-envelope'
import { clientIp } from '~/server/lib/client-ip'
import { DomainError } from '~/server/lib/errors'
import { requireBackOffice } from '~/server/modules/orders/admin-orders'
import { failedRequestList, maxRedirectPathLength, recordFailedRequest } from './failed-requests'
import { deleteOwnerRedirect, ownerRedirectList, resolveRedirect, saveOwnerRedirect } from './redirects'

const redirectSchema = z
  .object({
    id: z.number().int(),
    fromPath: z.string(),
    toPath: z.string(),
    statusCode: z.union([z.literal(301), z.literal(302)]),
    hits: z.number().int(),
    createdAt: z.string(),
  })
  .openapi('Redirect')

const failedRequestSchema = z
  .object({ path: z.string(), hits: z.number().int(), firstSeenAt: z.string(), lastSeenAt: z.string() })
  .openapi('FailedRequest')

/**
 * SPEC §7 redirect/addFailedRequest: a client that met a 404 reports the path; the answer says
 * where the path redirects now, if anywhere (owner table or an old slug). The back office lists,
 * adds and deletes the owner's redirects and sees the most requested missing paths.
 */
export function registerRedirectsApi(api: Api): void {
  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cms/redirect/addFailedRequest',
      tags: ['CMS'],
      summary: 'Record a path that found no page; answers its redirect if it has one',
      request: {
        body: {
          required: true,
          content: { 'application/json': { schema: z.object({ path: z.string().min(1).max(4000).openapi({ example: '/stara-stranica' }) }) } },
        },
      },
      responses: {
        200: {
          description: 'Recorded (or counted); the redirect the path has now, if any',
          content: {
            'application/json': {
              schema: dataEnvelope(
                z.object({
                  recorded: z.boolean().openapi({ description: 'False when the path is unusable or the client is over its limit' }),
                  redirect: z.object({ location: z.string(), status: z.union([z.literal(301), z.literal(302)]) }).nullable(),
                }),
              ),
            },
          },
        },
        ...errorResponses(400, 401),
      },
    }),
    async (c) => {
      const ctx = c.get('ctx')
      const { path } = c.req.valid('json')
      const [pathname, query = ''] = path.split('?', 2)
      const redirect = (pathname ?? '').length <= maxRedirectPathLength ? await resolveRedirect(ctx, pathname ?? '', query ? `?${query}` : '') : null
      const recorded = redirect ? false : await recordFailedRequest(ctx, { path, clientKey: clientIp(c, ctx.config.TRUST_PROXY) })
      return c.json({ data: { recorded, redirect } }, 200)
    },
  )

  api.openapi(
    createRoute({
      method: 'get',
      path: '/v1/cms/redirect/filter',
      tags: ['CMS'],
      summary: "The owner's redirects (back office)",
      responses: {
        200: { description: 'Every owner redirect, by source path', content: { 'application/json': { schema: dataEnvelope(z.array(redirectSchema)) } } },
        ...errorResponses(401, 403),
      },
    }),
    async (c) => {
      const ctx = c.get('ctx')
      await requireBackOffice(ctx)
      return c.json({ data: await ownerRedirectList(ctx) }, 200)
    },
  )

  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cms/redirect/create',
      tags: ['CMS'],
      summary: 'Add or replace the redirect from a path (back office)',
      request: {
        body: {
          required: true,
          content: {
            'application/json': {
              schema: z.object({
                fromPath: z.string().min(1).max(maxRedirectPathLength).openapi({ example: '/stara-stranica' }),
                toPath: z.string().min(1).max(2000).openapi({ example: '/nova-stranica' }),
                statusCode: z.number().int().default(301).openapi({ description: '301 (permanent) or 302 (temporary)' }),
              }),
            },
          },
        },
      },
      responses: {
        200: { description: 'The saved redirect', content: { 'application/json': { schema: dataEnvelope(redirectSchema) } } },
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const ctx = c.get('ctx')
      await requireBackOffice(ctx)
      return c.json({ data: await saveOwnerRedirect(ctx, c.req.valid('json')) }, 200)
    },
  )

  api.openapi(
    createRoute({
      method: 'delete',
      path: '/v1/cms/redirect/delete/{id}',
      tags: ['CMS'],
      summary: 'Delete an owner redirect (back office)',
      request: { params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }) },
      responses: {
        200: { description: 'Deleted', content: { 'application/json': { schema: dataEnvelope(z.object({ id: z.number().int() })) } } },
        ...errorResponses(401, 403, 404),
      },
    }),
    async (c) => {
      const ctx = c.get('ctx')
      await requireBackOffice(ctx)
      const { id } = c.req.valid('param')
      if (!(await deleteOwnerRedirect(ctx, id))) throw new DomainError('events.redirects.notFound', 404)
      return c.json({ data: { id } }, 200)
    },
  )

  api.openapi(
    createRoute({
      method: 'get',
      path: '/v1/cms/redirect/failedRequests',
      tags: ['CMS'],
      summary: 'The most requested paths that found no page (back office)',
      request: { query: z.object({ limit: z.coerce.number().int().min(1).max(1000).optional() }) },
      responses: {
        200: { description: 'Paths by hits', content: { 'application/json': { schema: dataEnvelope(z.array(failedRequestSchema)) } } },
        ...errorResponses(401, 403),
      },
    }),
    async (c) => {
      const ctx = c.get('ctx')
      await requireBackOffice(ctx)
      return c.json({ data: await failedRequestList(ctx, { limit: c.req.valid('query').limit }) }, 200)
    },
  )
}
