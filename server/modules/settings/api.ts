import { createRoute, z } from '@hono/zod-openapi'
import type { Api } from '~/server/api'
import { dataEnvelope, errorResponses } from '~/server/lib/api-envelope'
import type { RequestContext } from '~/server/lib/context'
import { adminLanguage, cmsOptionList } from './cms-options'
import { checkoutSettingsView, currencyConfig, domainList } from './service'

const checkoutSettingsSchema = z
  .object({
    enabled: z.boolean(),
    social_facebook: z.boolean(),
    social_google: z.boolean(),
    cart_type: z.number().int().openapi({ description: '0 redirect to cart, 1 stay on page, 2 popup' }),
    checkout_type: z.number().int().openapi({ description: '0 one page, 1 one step' }),
    checkout_guest: z.number().int().openapi({ description: '0 registered only, 1 guest allowed' }),
    checkout_giftwrap: z.boolean(),
    checkout_message: z.boolean(),
    merge: z.boolean(),
    product_delivery_type: z.string().openapi({ description: 'link, code or qrcode' }),
    allowed_countries: z.array(z.string()).openapi({ description: 'ISO 3166-1 alpha-2 codes of the countries the shop delivers to' }),
  })
  .openapi('CheckoutSettings')

export function registerSettingsApi(api: Api) {
  api.openapi(
    createRoute({
      method: 'get',
      path: '/v1/ecommerce/settings/getCheckoutSettings',
      tags: ['Settings'],
      summary: 'Checkout settings of the shop',
      responses: {
        200: { description: 'The settings', content: { 'application/json': { schema: dataEnvelope(checkoutSettingsSchema) } } },
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json({ data: await checkoutSettingsView(c.get('ctx')) }, 200),
  )

  api.openapi(
    createRoute({
      method: 'get',
      path: '/v2/ecommerce/settings/getCurrencyConfig',
      tags: ['Settings'],
      summary: "Currencies: the store's main currency and every currency of the site's stores",
      responses: {
        200: { description: 'The currency config', content: { 'application/json': { schema: dataEnvelope(currencyConfigSchema) } } },
        ...errorResponses(400, 401),
      },
    }),
    async (c) => {
      const { site, store } = requestSiteStore(c.get('ctx'))
      return c.json({ data: await currencyConfig(c.get('ctx'), site.id, store) }, 200)
    },
  )

  const cmsOptionsResponses = {
    200: { description: 'The options', content: { 'application/json': { schema: dataEnvelope(z.array(cmsOptionSchema)) } } },
    ...errorResponses(400, 401),
  }
  api.openapi(
    createRoute({
      method: 'get',
      path: '/v1/cms/option/filter',
      tags: ['CMS'],
      summary: 'CMS options, optionally only the given keys',
      request: {
        query: z.object({
          keys: z
            .string()
            .max(2000)
            .optional()
            .openapi({ description: 'Comma-separated option keys', example: 'DefaultLanguage,HomePageSlug' }),
        }),
      },
      responses: cmsOptionsResponses,
    }),
    async (c) => {
      const keys = c.req.valid('query').keys?.split(',').map((key) => key.trim()).filter(Boolean)
      return c.json({ data: await cmsOptionList(c.get('ctx'), keys) }, 200)
    },
  )
  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cms/option/filter',
      tags: ['CMS'],
      summary: 'CMS options, optionally only the given keys',
      request: {
        body: {
          required: false,
          content: { 'application/json': { schema: z.object({ keys: z.array(z.string().max(200)).max(200).optional() }) } },
        },
      },
      responses: cmsOptionsResponses,
    }),
    async (c) => c.json({ data: await cmsOptionList(c.get('ctx'), c.req.valid('json').keys) }, 200),
  )

  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/settings/domain/filter',
      tags: ['Settings'],
      summary: 'The domains (sites) of the installation',
      request: {
        body: {
          required: false,
          content: {
            'application/json': {
              schema: z.object({ search: z.string().max(200).optional().openapi({ description: 'Part of the name or URL' }) }),
            },
          },
        },
      },
      responses: {
        200: { description: 'The domains', content: { 'application/json': { schema: dataEnvelope(domainListSchema) } } },
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json({ data: await domainList(c.get('ctx'), c.req.valid('json').search) }, 200),
  )

  api.openapi(
    createRoute({
      method: 'get',
      path: '/v1/settings/general/user',
      tags: ['Settings'],
      summary: 'The admin interface language (CMS option `{group}.{key}`, default global.language)',
      request: {
        query: z.object({
          group: z.string().regex(/^[A-Za-z0-9_-]{1,50}$/).default('global'),
          key: z.literal('language').default('language'),
        }),
      },
      responses: {
        200: {
          description: 'The language',
          content: { 'application/json': { schema: dataEnvelope(z.object({ value: z.enum(['hr', 'en']) })) } },
        },
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => c.json({ data: await adminLanguage(c.get('ctx'), c.req.valid('query')) }, 200),
  )
}

const currencySchema = z.object({ label: z.string(), id: z.number().int(), symbol: z.string() })

const currencyConfigSchema = z
  .object({
    mainCurrency: z.string().openapi({ example: 'EUR' }),
    mainCurrencyId: z.number().int().openapi({ example: 44 }),
    mainCurrencySymbol: z.string().openapi({ example: '€' }),
    allowedCurrencies: z.array(currencySchema),
  })
  .openapi('CurrencyConfig')

const cmsOptionSchema = z
  .object({ id: z.number().int(), key: z.string(), value: z.unknown().openapi({ description: 'Any JSON value' }) })
  .openapi('CmsOption')

const domainListSchema = z
  .object({ records: z.array(z.object({ name: z.string(), url: z.string() })) })
  .openapi('DomainList')

/** Routes behind the apiKey check always have both; a missing one is a wiring bug, not bad input. */
function requestSiteStore(ctx: RequestContext) {
  if (!ctx.site || !ctx.store) throw new Error('The API request context has no site or store')
  return { site: ctx.site, store: ctx.store }
}
