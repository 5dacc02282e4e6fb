import { createRoute, z } from '@hono/zod-openapi'
import type { Api } from '~/server/api'
import { dataEnvelope, errorResponses } from '~/server/lib/api-envelope'
import { DomainError } from '~/server/lib/errors'
import { productFormats } from './schema'
import { checkBundles, productPage } from './product-page'

/** SPEC §7 Product: product/web/get and checkBundles. Thin: parse, call the service, wrap. */

const id = z.coerce.number().int().positive().max(2_147_483_647)
const format = z.enum(productFormats)
const mediaSchema = z.object({ id: z.number().int(), title: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable() }).openapi('ProductMedia')
const categorySchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).openapi('ProductCategoryLink')
const cardSchema = z
  .object({
    id: z.number().int(), name: z.string(), slug: z.string(), image: mediaSchema.nullable(), price: z.number().int(),
    oldPrice: z.number().int().nullable(), discountPercent: z.number().int().nullable(), isPurchasable: z.boolean(), available: z.boolean(),
  })
  .openapi('ProductCard')
const associatedSchema = z
  .object({
    id: z.number().int(), sku: z.string(), name: z.string(),
    attributes: z.record(z.string(), z.number().int()).openapi({ description: 'attributeCode → attribute value id' }),
    price: z.number().int(), oldPrice: z.number().int().nullable(), discountPercent: z.number().int().nullable(),
    lowestPrice30Days: z.number().int().nullable(), available: z.boolean(), isPurchasable: z.boolean(), stock: z.number().int(),
    media: mediaSchema.nullable(),
  })
  .openapi('AssociatedProduct')
const configAttributeSchema = z
  .object({
    label: z.string(), inputType: z.string(), customClass: z.string().nullable(), attributeCode: z.string(),
    values: z.array(z.object({ id: z.number().int(), value: z.string(), isMedia: z.boolean(), shopDefault: z.boolean(), swatch: z.string().nullable() })),
  })
  .openapi('AssociatedProductsAttribute')

export const productViewSchema = z
  .object({
    id: z.number().int(), parentId: z.number().int().nullable(), name: z.string(), slug: z.string(),
    slugs: z.record(z.string(), z.string()).openapi({ description: 'The slug in each language' }),
    sku: z.string(), format, type: z.string(), shortDescription: z.string(), descriptionHtml: z.string(),
    media: z.array(mediaSchema), categories: z.array(categorySchema), breadcrumbs: z.array(categorySchema),
    basicPrice: z.number().int().openapi({ description: 'Net price, cents' }),
    retailPrice: z.number().int().openapi({ description: 'Price with VAT, cents' }),
    finalPrice: z.number().int().openapi({ description: 'What is paid now, cents with VAT' }),
    membershipPrice: z.number().int().nullable(), vatRate: z.number().int().openapi({ description: 'Basis points: 2500 = 25 %' }),
    discount: z.object({ percent: z.number().int(), oldPrice: z.number().int() }).nullable(),
    lowestPrice30Days: z.number().int().nullable().openapi({ description: 'EU Omnibus: lowest price of the 30 days before the discount; only while discounted' }),
    isPurchasable: z.boolean(), available: z.boolean(), stock: z.number().int(),
    stockStatus: z.enum(['inStock', 'lowStock', 'outOfStock']), archived: z.literal(false),
    attributeSet: z.object({
      attributes: z.array(z.object({
        attributeCode: z.string(), label: z.string(), inputType: z.string(),
        value: z.object({ value: z.union([z.string(), z.number(), z.boolean()]) }),
      })),
    }),
    customOptions: z.array(z.object({
      id: z.number().int(), option_type: z.enum(['text', 'number']), label: z.string(), required: z.boolean(), priceDelta: z.number().int(),
    })),
    crossSellProducts: z.array(cardSchema),
    bundles: z.array(z.object({
      quantity: z.number().int(), format,
      product: z.object({
        id: z.number().int(), name: z.string(), slug: z.string(), format, image: mediaSchema.nullable(), price: z.number().int(),
        available: z.boolean(), associatedProducts: z.array(associatedSchema), associatedProductsAttributes: z.array(configAttributeSchema),
      }),
    })),
    associatedProducts: z.array(associatedSchema),
    associatedProductsAttributes: z.array(configAttributeSchema),
  })
  .openapi('Product')

export function registerProductApi(api: Api) {
  api.openapi(
    createRoute({
      method: 'get',
      path: '/v1/product/web/get',
      tags: ['Product'],
      summary: 'A product by slug (in the request language) or id, with prices, variants, bundle parts and cross-sells',
      request: {
        query: z.object({
          slug: z.string().min(1).max(200).optional().openapi({ example: 'lanena-kosulja' }),
          id: id.optional().openapi({ type: 'integer', example: 1 }),
          store: z.string().max(20).optional().openapi({ description: 'Store id; the store header wins' }),
          currency: z.string().max(10).optional().openapi({ description: 'Currency id (44 = EUR, the only one)' }),
        }),
      },
      responses: {
        200: { description: 'The product', content: { 'application/json': { schema: dataEnvelope(productViewSchema) } } },
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => {
      const query = c.req.valid('query')
      if (query.slug === undefined && query.id === undefined) throw new DomainError('product.errors.slugOrIdRequired', 400)
      const product = await productPage(c.get('ctx'), query.id !== undefined ? { id: query.id } : { slug: query.slug! })
      if (!product) throw new DomainError('product.errors.notFound', 404)
      return c.json({ data: product }, 200)
    },
  )

  api.openapi(
    createRoute({
      method: 'get',
      path: '/v1/checkBundles',
      tags: ['Product'],
      summary: "A bundle's components: id and format of each (empty for a product that is not a bundle)",
      request: { query: z.object({ product: id.openapi({ type: 'integer', example: 1 }) }) },
      responses: {
        200: {
          description: 'The components',
          content: { 'application/json': { schema: dataEnvelope(z.array(z.object({ id: z.number().int(), format }))) } },
        },
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => {
      const components = await checkBundles(c.get('ctx'), c.req.valid('query').product)
      if (!components) throw new DomainError('product.errors.notFound', 404)
      return c.json({ data: components }, 200)
    },
  )
}
