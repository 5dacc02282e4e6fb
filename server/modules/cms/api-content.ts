import { createRoute, z } from '@hono/zod-openapi'
import { locales } from '~/app/i18n/locales'
import type { Api } from '~/server/api'
import { dataEnvelope, errorResponses } from '~/server/lib/api-envelope'
import { DomainError } from '~/server/lib/errors'
import type { RequestContext } from '~/server/lib/context'
import { createElement, elementsByHandlers, updateElement, type ElementView } from './elements'
import { registerFinderApi } from './api-finder'
import { navigationTreeIfExists } from './navigation'

/**
 * The /api routes of SPEC §7 for CMS elements and navigation trees, and (api-finder.ts) the finder
 * and master sections (issue 7). Reads are public with the apiKey; element writes need a
 * back-office accessToken.
 */
const handler = z.enum(['header', 'footer', 'cookie'])
const locale = z.enum(locales)
const json = z.unknown().openapi({ type: 'object' })

const elementSchema = z
  .object({
    id: z.number().int(),
    handler,
    type: z.string(),
    language_code: locale,
    slug: z.string(),
    meta: json,
    mobileMeta: json,
    options: json,
    parts: json,
  })
  .openapi('CmsElement')

const elementInput = z.object({
  handler,
  language_code: locale.optional().openapi({ description: "Default: the request's language" }),
  type: z.string().trim().min(1).max(60).optional(),
  slug: z.string().trim().min(1).max(200),
  meta: z.record(z.string(), z.unknown()).optional(),
  mobileMeta: z.record(z.string(), z.unknown()).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  parts: z.array(z.unknown()).max(200).optional(),
})

const navItemFields = {
  id: z.number().int(),
  label: z.string(),
  href: z.string(),
  isExternal: z.boolean(),
  opensNewTab: z.boolean(),
}
/** A menu item (OpenAPI cannot describe the recursion through zod-openapi's generator, so children are described in words). */
const navItemSchema = z
  .object({ ...navItemFields, children: z.array(z.unknown()).openapi({ description: 'NavigationItems of the same shape, nested as deep as the menu is' }) })
  .openapi('NavigationItem')

const positiveId = z.coerce.number().int().positive()

export function registerContentApi(api: Api): void {
  const elementsResponse = {
    200: { description: 'The elements of the handlers in the language', content: { 'application/json': { schema: dataEnvelope(z.array(elementSchema)) } } },
    ...errorResponses(400, 401),
  }
  api.openapi(
    createRoute({
      method: 'get',
      path: '/v1/cms/element/getByHandlers',
      tags: ['CMS'],
      summary: 'Header, footer and cookie elements of the language',
      request: { query: z.object({ handlers: z.string().max(200).openapi({ example: 'header,footer,cookie' }) }) },
      responses: elementsResponse,
    }),
    async (c) => {
      const parsed = z.array(handler).min(1).safeParse(c.req.valid('query').handlers.split(',').map((h) => h.trim()).filter(Boolean))
      if (!parsed.success) throw new DomainError('api.invalidInput', 400, { details: 'handlers' })
      return c.json({ data: await elementList(c.get('ctx'), parsed.data) }, 200)
    },
  )
  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cms/element/getByHandlers',
      tags: ['CMS'],
      summary: 'Header, footer and cookie elements of the language',
      request: { body: { content: { 'application/json': { schema: z.object({ handlers: z.array(handler).min(1).max(3) }) } } } },
      responses: elementsResponse,
    }),
    async (c) => c.json({ data: await elementList(c.get('ctx'), c.req.valid('json').handlers) }, 200),
  )

  const elementResponse = (description: string) => ({
    200: { description, content: { 'application/json': { schema: dataEnvelope(elementSchema) } } },
    ...errorResponses(400, 401, 403, 404, 409),
  })
  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cms/element/create',
      tags: ['CMS'],
      summary: 'Create a header, footer or cookie element (back office)',
      request: { body: { content: { 'application/json': { schema: elementInput } } } },
      responses: elementResponse('The created element'),
    }),
    async (c) => {
      const ctx = c.get('ctx')
      const { language_code, ...input } = c.req.valid('json')
      const element = await createElement(ctx, { ...input, locale: language_code ?? ctx.locale })
      return c.json({ data: toApi(element) }, 200)
    },
  )
  api.openapi(
    createRoute({
      method: 'patch',
      path: '/v1/cms/element/update/{id}',
      tags: ['CMS'],
      summary: 'Update an element (back office); the given fields replace the stored ones',
      request: { params: z.object({ id: positiveId }), body: { content: { 'application/json': { schema: elementInput.partial() } } } },
      responses: elementResponse('The updated element'),
    }),
    async (c) => {
      const { language_code, ...input } = c.req.valid('json')
      const element = await updateElement(c.get('ctx'), c.req.valid('param').id, { ...input, locale: language_code })
      return c.json({ data: toApi(element) }, 200)
    },
  )

  api.openapi(
    createRoute({
      method: 'get',
      path: '/v1/cms/navigation/tree/{name}',
      tags: ['CMS'],
      summary: 'A navigation as a tree in the language, links resolved',
      request: { params: z.object({ name: z.string().regex(/^[\w-]{1,60}$/) }) },
      responses: {
        200: { description: 'The items, children nested', content: { 'application/json': { schema: dataEnvelope(z.array(navItemSchema)) } } },
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => {
      const tree = await navigationTreeIfExists(c.get('ctx'), c.req.valid('param').name)
      if (tree === null) throw new DomainError('content.errors.navigationNotFound', 404)
      // The schema leaves `children` loosely typed (see navItemSchema); the tree is exactly NavItemView[].
      return c.json({ data: tree as unknown as z.infer<typeof navItemSchema>[] }, 200)
    },
  )

  registerFinderApi(api)

}

async function elementList(ctx: RequestContext, handlers: ElementView['handler'][]) {
  const found = await elementsByHandlers(ctx, handlers)
  return handlers.flatMap((h) => (found[h] ? [toApi({ ...found[h], locale: ctx.locale })] : []))
}

/** SPEC §3 CMS element field names. */
function toApi({ locale: language_code, ...element }: ElementView & { locale: string }) {
  return { ...element, language_code: language_code as (typeof locales)[number] }
}
