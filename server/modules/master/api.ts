import { createRoute, z } from '@hono/zod-openapi'
import type { Api } from '~/server/api'
import { dataEnvelope, errorResponses } from '~/server/lib/api-envelope'
import { localeFromHeader } from '~/server/lib/api-headers'
import { commons, commonsTypes, domainDetect } from './service'

/** domainDetect is how a client learns the apiKey, so it cannot require one. */
export const publicMasterPaths = ['/v2/master/domainDetect'] as const

const languageSchema = z
  .object({
    id: z.number().int(),
    name_hrv: z.string(),
    name_eng: z.string(),
    name_ger: z.string(),
    name_srp: z.string(),
    code: z.string().openapi({ description: 'ISO 639-2, three letters', example: 'hrv' }),
    code2: z.string().openapi({ description: 'ISO 639-1, two letters', example: 'hr' }),
    name: z.string().openapi({ description: 'Name in the requested language' }),
  })
  .openapi('Language')

const countrySchema = z
  .object({
    id: z.number().int(),
    iso: z.string().openapi({ description: 'ISO 3166-1 alpha-2', example: 'HR' }),
    name: z.string().openapi({ description: 'Name in the requested language', example: 'Hrvatska' }),
  })
  .openapi('Country')

const domainConfigSchema = z
  .object({
    apiKeyToken: z.string(),
    siteID: z.number().int(),
    site: z.object({ name: z.string(), url: z.string() }),
    subdomain: z.string().nullable(),
    stores: z.array(z.object({ storeID: z.number().int(), language: z.string(), loyalty: z.boolean() })),
    cmsLanguages: z.array(z.string()),
    apiKeyId: z.number().int(),
    application: z.object({
      domain: z.string(),
      languageCode: z.string().openapi({ example: 'hrv' }),
      defaultLanguage: z.string().openapi({ example: 'hrv' }),
      currency: z.object({ label: z.string(), symbol: z.string() }),
      cmsOptions: z.record(z.string(), z.unknown()).openapi({ description: 'Public CMS options such as Logo' }),
    }),
  })
  .openapi('DomainConfig')

export function registerMasterApi(api: Api) {
  api.openapi(
    createRoute({
      method: 'get',
      path: '/v1/master/commons',
      tags: ['Master'],
      summary: 'Master lists: languages or countries, named in the requested language',
      request: {
        query: z.object({
          type: z.string().openapi({ enum: [...commonsTypes], example: 'languages' }),
          language: z
            .enum(['hr', 'hrv', 'en', 'eng'])
            .optional()
            .openapi({ description: 'Language of the names; default the request language' }),
        }),
      },
      responses: {
        200: {
          description: 'The list, sorted by name',
          content: { 'application/json': { schema: dataEnvelope(z.union([z.array(languageSchema), z.array(countrySchema)])) } },
        },
        ...errorResponses(400, 401),
      },
    }),
    (c) => {
      const query = c.req.valid('query')
      const language = localeFromHeader(query.language) ?? c.get('ctx').locale
      return c.json({ data: commons({ type: query.type, language }) }, 200)
    },
  )

  api.openapi(
    createRoute({
      method: 'post',
      path: '/v2/master/domainDetect',
      tags: ['Master'],
      summary: 'Domain config of the site at a domain (from body.domain, else the Referer header); no apiKey needed',
      security: [],
      request: {
        headers: z.object({ referer: z.string().optional().openapi({ description: 'Page URL of the calling site' }) }),
        body: {
          required: false,
          content: {
            'application/json': {
              schema: z.object({
                domain: z.string().max(2000).optional().openapi({ description: 'Host or URL; wins over the Referer', example: 'localhost:3000' }),
              }),
            },
          },
        },
      },
      responses: {
        200: { description: 'The domain config', content: { 'application/json': { schema: dataEnvelope(domainConfigSchema) } } },
        ...errorResponses(400, 404),
      },
    }),
    async (c) => {
      const domain = c.req.valid('json').domain ?? c.req.valid('header').referer ?? ''
      return c.json({ data: await domainDetect(c.get('ctx'), domain) }, 200)
    },
  )
}
