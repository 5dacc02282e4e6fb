import { createRoute, z } from '@hono/zod-openapi'
import type { Api } from '~/server/api'
import { dataEnvelope, errorResponses } from '~/server/lib/api-envelope'
import { DomainError } from '~/server/lib/errors'
import { categoryList } from './category-filter'
import { categoryById } from './categories'
import { layeredNavigation } from './layered-navigation'
import { filterProducts } from './product-filter'
import type { ProductCard } from './service'
import { productFormats } from './schema'
import { tagList } from './tags'
import {
  categoryFilterBodySchema, productFilterBodySchema, productFilterInputFromBody, tagFilterBodySchema,
} from './validation'

const mediaSchema = z
  .object({ id: z.number().int(), title: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable() })
  .openapi('MediaView')

const productCardFields = {
  id: z.number().int(),
  name: z.string(),
  slug: z.string().openapi({ description: 'Slug in the request language' }),
  format: z.enum(productFormats).openapi({ description: 'simple and eproduct go into the cart directly; configurable and bundle need choices' }),
  image: mediaSchema.nullable(),
  price: z.number().int().openapi({ description: 'Final price now, cents with VAT (SPEC §3 finalPrice)' }),
  oldPrice: z.number().int().nullable().openapi({ description: 'Retail price while a discount runs, else null' }),
  discountPercent: z.number().int().nullable().openapi({ description: 'SPEC §9: round((old − new) / old × 100)' }),
  isPurchasable: z.boolean(),
  available: z.boolean(),
}
const selectableFields = Object.keys(productCardFields) as (keyof ProductCard)[]

const productRecordSchema = z
  .object(productCardFields)
  .partial()
  .required({ id: true })
  .openapi('ProductRecord', { description: 'A product card; with `select`, only the fields named there (and id)' })

const paginationSchema = z
  .object({
    page: z.number().int(),
    limit: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
    lastPage: z.number().int(),
  })
  .openapi('Pagination')

const layeredFilterSchema = z
  .object({
    attributeCode: z.string().openapi({ description: "Attribute code, or 'price' (cents)" }),
    label: z.string(),
    type: z.enum(['dropdown', 'numberField', 'multipleSelect', 'textSwatch', 'visualSwatch', 'yesNo', 'date', 'dateTime']),
    values: z.array(
      z.object({
        attributeID: z.number().int().openapi({ description: 'Option id; 1/0 for yesNo; attribute id for ranges' }),
        value: z.string().optional().openapi({ description: 'The filter value to send for this value' }),
        valueLabel: z.string(),
        totalProducts: z.number().int(),
        minValue: z.number().nullable().optional().openapi({ description: 'Ranges: cents for price, epoch ms for dates' }),
        maxValue: z.number().nullable().optional(),
        swatch: z.string().nullable().optional(),
        isSelected: z.boolean(),
      }),
    ),
  })
  .openapi('LayeredFilter')

const categoryNodeSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    parentId: z.number().int().nullable(),
    position: z.number().int(),
    image: mediaSchema.nullable(),
    // Documented as CategoryNode[]; typed loosely because a recursive type is beyond Hono's JSON response typing.
    children: z.unknown().openapi({
      type: 'array',
      items: { $ref: '#/components/schemas/CategoryNode' },
      description: 'Subcategories (empty in a flat list)',
    }),
  })
  .openapi('CategoryNode')

const categoryLinkSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() })

const categoryViewSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    descriptionHtml: z.string().openapi({ description: 'Sanitised HTML' }),
    image: mediaSchema.nullable(),
    parentId: z.number().int().nullable(),
    parents: z.array(categoryLinkSchema).openapi({ description: 'Ancestors, root first (breadcrumbs)' }),
    children: z.array(categoryNodeSchema),
    alternates: z.object({ hr: z.string().optional(), en: z.string().optional() }).openapi({ description: 'Shop path per language' }),
  })
  .openapi('CategoryView')

const tagSchema = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), totalProducts: z.number().int() })
  .openapi('Tag')

const jsonBody = <T extends z.ZodType>(schema: T) => ({ required: false, content: { 'application/json': { schema } } })

/** The catalog listing endpoints of SPEC §7 (Product): thin wrappers over the services. */
export function registerCatalogListingApi(api: Api) {
  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/product/web/filter',
      tags: ['Product'],
      summary: 'Products matching filters, a category and keywords, sorted, one page (SPEC §5, §9)',
      description:
        'Filters are AND across keys and OR within one key. Nothing asked (no keywords, filters other than archived, ' +
        'category, select, limit or page) answers an empty list. Unknown filter keys answer 400.',
      request: { body: jsonBody(productFilterBodySchema) },
      responses: {
        200: {
          description: 'The page of products',
          content: {
            'application/json': {
              schema: dataEnvelope(z.object({ records: z.array(productRecordSchema), pagination: paginationSchema })),
            },
          },
        },
        ...errorResponses(400, 401),
      },
    }),
    async (c) => {
      const body = c.req.valid('json') ?? {}
      const fields = selectedFields(body.select)
      const { records, pagination } = await filterProducts(c.get('ctx'), productFilterInputFromBody(body))
      return c.json({ data: { records: fields ? records.map((r) => pick(r, fields)) : records, pagination } }, 200)
    },
  )

  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/layered/navigation',
      tags: ['Product'],
      summary: 'Layered filters of the products the same body would list, with counts that ignore their own selection',
      request: { body: jsonBody(productFilterBodySchema) },
      responses: {
        200: { description: 'The filters', content: { 'application/json': { schema: dataEnvelope(z.array(layeredFilterSchema)) } } },
        ...errorResponses(400, 401),
      },
    }),
    async (c) => {
      const body = c.req.valid('json') ?? {}
      return c.json({ data: await layeredNavigation(c.get('ctx'), productFilterInputFromBody(body)) }, 200)
    },
  )

  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/web/category/filter',
      tags: ['Product'],
      summary: 'Categories by id, parent or slug, as a list or (tree=true) a tree',
      request: { body: jsonBody(categoryFilterBodySchema) },
      responses: {
        200: { description: 'The categories', content: { 'application/json': { schema: dataEnvelope(z.array(categoryNodeSchema)) } } },
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json({ data: await categoryList(c.get('ctx'), c.req.valid('json') ?? {}) }, 200),
  )

  api.openapi(
    createRoute({
      method: 'get',
      path: '/v1/web/category/get/{id}',
      tags: ['Product'],
      summary: 'One category with its description, breadcrumbs, subcategories and paths in each language',
      request: { params: z.object({ id: z.coerce.number().int().positive().openapi({ param: { name: 'id', in: 'path' }, example: 1 }) }) },
      responses: {
        200: { description: 'The category', content: { 'application/json': { schema: dataEnvelope(categoryViewSchema) } } },
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => {
      const category = await categoryById(c.get('ctx'), c.req.valid('param').id)
      if (!category) throw new DomainError('api.categoryNotFound', 404)
      return c.json({ data: category }, 200)
    },
  )

  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/web/tag/filter',
      tags: ['Product'],
      summary: 'Product tags by name, optionally only the given ids or slugs',
      request: { body: jsonBody(tagFilterBodySchema) },
      responses: {
        200: { description: 'The tags', content: { 'application/json': { schema: dataEnvelope(z.array(tagSchema)) } } },
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json({ data: await tagList(c.get('ctx'), c.req.valid('json') ?? {}) }, 200),
  )
}

function selectedFields(select: string[] | undefined): (keyof ProductCard)[] | null {
  if (!select?.length) return null
  for (const field of select) {
    if (!(selectableFields as string[]).includes(field)) throw new DomainError('api.filter.unknownSelect', 400, { field })
  }
  return [...new Set(['id', ...select])] as (keyof ProductCard)[]
}

function pick(card: ProductCard, fields: (keyof ProductCard)[]) {
  return Object.fromEntries(fields.map((field) => [field, card[field]])) as Partial<ProductCard> & { id: number }
}
