import { createRoute, z } from '@hono/zod-openapi'
import { locales } from '~/app/i18n/locales'
import type { Api } from '~/server/api'
import { dataEnvelope, errorResponses } from '~/server/lib/api-envelope'
import { DomainError } from '~/server/lib/errors'
import type { RequestContext } from '~/server/lib/context'
import { storesOfSite } from '~/server/modules/settings/service'
import { decide, searchSlugs, urlOnLanguage } from './finder'
import { masterUsages } from './link-masters'

const locale = z.enum(locales)
const positiveId = z.coerce.number().int().positive()
const path = z.string().trim().min(1).max(2000)
const alternatesSchema = z.record(z.string(), z.string()).openapi({ example: { hr: '/o-nama', en: '/en/about-us' } })
const finderResultSchema = z
  .object({
    type: z.enum(['home', 'page', 'post', 'product', 'category', 'tag', 'event', 'route']),
    id: z.number().int().nullable(),
    locale,
    routeKey: z.string(),
    path: z.string(),
    slug: z.string().nullable(),
    alternates: alternatesSchema,
  })
  .openapi('FinderResult')


/** SPEC §7 finder/decide, finder/searchSlugs, finder/getUrlOnLanguage, link translations and link/masters/{id}. */
export function registerFinderApi(api: Api): void {
  const finderResponse = {
    200: { description: 'What the path or ids are', content: { 'application/json': { schema: dataEnvelope(finderResultSchema) } } },
    ...errorResponses(400, 401, 404),
  }
  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cms/finder/decide',
      tags: ['CMS'],
      summary: 'What a path is (page, post, product, category, tag, event, home, route), with its paths in every language',
      request: {
        body: {
          content: {
            'application/json': {
              schema: z.object({
                storeId: positiveId.optional().openapi({ description: 'The store whose language counts' }),
                productId: positiveId.optional(),
                categoryId: positiveId.optional(),
                eventId: positiveId.optional(),
                params: z.object({ path: path.optional(), slug: z.string().max(200).optional() }).optional(),
              }),
            },
          },
        },
      },
      responses: finderResponse,
    }),
    async (c) => {
      const ctx = c.get('ctx')
      const body = c.req.valid('json')
      const storeLocale = body.storeId ? await localeOfStore(ctx, body.storeId) : undefined
      const pathParam = body.params?.path ?? (body.params?.slug ? `${storeLocale === 'en' || (!storeLocale && ctx.locale === 'en') ? '/en' : ''}/${body.params.slug}` : undefined)
      const found = await decide(ctx, { ...body, locale: storeLocale, path: pathParam })
      if (!found) throw new DomainError('content.errors.pathNotFound', 404)
      return c.json({ data: found }, 200)
    },
  )

  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cms/finder/searchSlugs',
      tags: ['CMS'],
      summary: 'Every page, post, product, category and tag with this slug in any language, with all its slugs',
      request: { body: { content: { 'application/json': { schema: z.object({ slug: z.string().trim().min(1).max(200) }) } } } },
      responses: {
        200: {
          description: 'The matches',
          content: {
            'application/json': {
              schema: dataEnvelope(
                z.array(
                  z.object({ type: z.enum(['page', 'post', 'product', 'category', 'tag']), id: z.number().int(), slugs: alternatesSchema, paths: alternatesSchema }),
                ),
              ),
            },
          },
        },
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json({ data: await searchSlugs(c.get('ctx'), c.req.valid('json').slug) }, 200),
  )

  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cms/finder/getUrlOnLanguage',
      tags: ['CMS'],
      summary: "The same entity's path in another language",
      request: { body: { content: { 'application/json': { schema: z.object({ path, language: locale }) } } } },
      responses: {
        200: { description: 'The path in that language', content: { 'application/json': { schema: dataEnvelope(z.object({ url: z.string() })) } } },
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => {
      const { path: from, language } = c.req.valid('json')
      const url = await urlOnLanguage(c.get('ctx'), from, language)
      if (!url) throw new DomainError('content.errors.pathNotFound', 404)
      return c.json({ data: { url } }, 200)
    },
  )

  api.openapi(
    createRoute({
      method: 'get',
      path: '/v1/cms/link/translations',
      tags: ['CMS'],
      summary: 'A link of this site in every language it exists in',
      request: { query: z.object({ path }) },
      responses: {
        200: { description: 'The paths by language', content: { 'application/json': { schema: dataEnvelope(alternatesSchema) } } },
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => {
      const found = await decide(c.get('ctx'), { path: c.req.valid('query').path })
      if (!found) throw new DomainError('content.errors.pathNotFound', 404)
      return c.json({ data: found.alternates }, 200)
    },
  )

  api.openapi(
    createRoute({
      method: 'get',
      path: '/v1/cms/link/masters/{id}',
      tags: ['CMS'],
      summary: 'The pages that use a master section',
      request: { params: z.object({ id: positiveId }) },
      responses: {
        200: {
          description: 'The sections showing the master, with their pages',
          content: {
            'application/json': {
              schema: dataEnvelope(
                z.array(
                  z.object({
                    pageId: z.number().int(),
                    sectionId: z.number().int(),
                    locale,
                    status: z.enum(['draft', 'published']),
                    title: z.string().nullable(),
                    path: z.string().nullable(),
                  }),
                ),
              ),
            },
          },
        },
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => c.json({ data: await masterUsages(c.get('ctx'), c.req.valid('param').id) }, 200),
  )
}

async function localeOfStore(ctx: RequestContext, storeId: number) {
  if (!ctx.site) return undefined
  const store = (await storesOfSite(ctx, ctx.site.id)).find((s) => s.id === storeId)
  if (!store) throw new DomainError('content.errors.storeNotFound', 404)
  return store.locale
}
