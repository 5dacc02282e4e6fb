import { createRoute, z } from '@hono/zod-openapi'
import type { Api } from '~/server/api'
import { dataEnvelope, errorResponses } from '~/server/lib/api-envelope'
import { searchFilter, searchSuggestions } from './service'
import { searchCategories, searchFilterInput, searchSuggestInput } from './validation'

const segmentSchema = z
  .object({ text: z.string(), match: z.boolean() })
  .openapi('SearchTextSegment', { description: 'A piece of text; `match` pieces are what the search found (render as <mark>, as text)' })

const recordSchema = z
  .object({
    id: z.number().int(),
    category: z.enum(searchCategories),
    title: z.string(),
    url: z.string().openapi({ description: 'The page of the result in the request language (SPEC §2 link rules)' }),
    titleSegments: z.array(segmentSchema),
    snippet: z.array(segmentSchema).openapi({ description: 'Up to about 180 characters of the text around the first match' }),
    sku: z.string().optional(),
  })
  .openapi('SearchRecord')

const countsSchema = z
  .object({ pages: z.number().int(), products: z.number().int(), posts: z.number().int(), productCategories: z.number().int() })
  .openapi('SearchCounts', { description: 'Matches per tab' })

const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  lastPage: z.number().int(),
})

const suggestionSchema = z
  .object({ category: z.enum(searchCategories), title: z.string(), url: z.string(), titleSegments: z.array(segmentSchema) })
  .openapi('SearchSuggestion')

/**
 * Site search (SPEC §2 Search page, §4 search state, §5 missing category): one tab's results with
 * the counts of all tabs, and the header box's suggestions. Thin: parse, call the service, wrap.
 */
export function registerSearchApi(api: Api): void {
  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/search/filter',
      tags: ['Search'],
      summary: 'Search pages, products, posts and product categories; one category per request',
      description:
        'Diacritic-insensitive, stemmed per language (Croatian, English), tolerant of a typo; title matches first. ' +
        'Without `category` the answer is the missing-search-categories error (400). `page` is kept within 1..lastPage.',
      request: {
        body: {
          required: true,
          content: {
            'application/json': {
              schema: searchFilterInput.openapi('SearchFilterInput', {
                example: { search: 'košarica', category: 'products', page: 1, limit: 10 },
              }),
            },
          },
        },
      },
      responses: {
        200: {
          description: 'One page of results and the counts of every category',
          content: { 'application/json': { schema: dataEnvelope(z.object({ records: z.array(recordSchema), pagination: paginationSchema, counts: countsSchema })) } },
        },
        ...errorResponses(400, 401),
      },
    }),
    async (c) => {
      const { records, pagination, counts } = await searchFilter(c.get('ctx'), c.req.valid('json'))
      return c.json({ data: { records, pagination, counts } }, 200)
    },
  )

  api.openapi(
    createRoute({
      method: 'get',
      path: '/v1/search/suggest',
      tags: ['Search'],
      summary: 'Suggestions for the header search box: the best title matches of every category',
      request: { query: searchSuggestInput },
      responses: {
        200: { description: 'The suggestions', content: { 'application/json': { schema: dataEnvelope(z.object({ records: z.array(suggestionSchema) })) } } },
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json({ data: await searchSuggestions(c.get('ctx'), c.req.valid('query')) }, 200),
  )
}
