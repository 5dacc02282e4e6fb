import { createRoute, z } from '@hono/zod-openapi'
import type { Api } from '~/server/api'
import { dataEnvelope, errorResponses } from '~/server/lib/api-envelope'
import { DomainError } from '~/server/lib/errors'
import { defaultEventPageSize, eventById, filterEvents, maxEventPageSize } from './service'

const mediaSchema = z.object({ id: z.number().int(), title: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable() })

const eventCardSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    place: z.string(),
    startsAt: z.string().openapi({ description: 'ISO 8601 instant' }),
    endsAt: z.string().nullable(),
    href: z.string().openapi({ description: "The event page in the request's language", example: '/dogadjaj/1' }),
    image: mediaSchema.nullable(),
  })
  .openapi('CalendarEventCard')

const eventSchema = eventCardSchema
  .extend({
    locale: z.enum(['hr', 'en']),
    description: z.string().openapi({ description: 'HTML as the back office stored it; sanitise before rendering' }),
    updatedAt: z.string(),
    locales: z.array(z.enum(['hr', 'en'])).openapi({ description: 'Languages the event is translated to' }),
  })
  .openapi('CalendarEvent')

const pageSchema = z.object({
  records: z.array(eventCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  lastPage: z.number().int(),
})

/** An ISO date ('2026-12-01') or instant; a bare date is midnight UTC of that day. */
const isoDate = z
  .string()
  .max(40)
  .refine((value) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)), {
    message: 'ISO 8601 date',
  })

/**
 * The public calendar of SPEC §7 ("calendar event public filter and get"): published events of
 * the request's language. The filter takes a date range and pages; get answers one event or 404.
 */
export function registerEventsApi(api: Api): void {
  api.openapi(
    createRoute({
      method: 'get',
      path: '/v1/calendar/event/public/filter',
      tags: ['Calendar'],
      summary: 'Published events overlapping a date range, by start date, paged',
      request: {
        query: z.object({
          dateFrom: isoDate.optional().openapi({ description: 'Events that end on or after this', example: '2026-12-01' }),
          dateTo: isoDate.optional().openapi({ description: 'Events that start on or before this', example: '2027-01-31' }),
          page: z.coerce.number().int().min(1).max(100_000).optional(),
          perPage: z.coerce.number().int().min(1).max(maxEventPageSize).optional().openapi({ description: `Default ${defaultEventPageSize}` }),
          sort: z.enum(['asc', 'desc']).optional().openapi({ description: 'By start: asc (default) soonest first' }),
        }),
      },
      responses: {
        200: { description: 'A page of events', content: { 'application/json': { schema: dataEnvelope(pageSchema) } } },
        ...errorResponses(400, 401),
      },
    }),
    async (c) => {
      const query = c.req.valid('query')
      const from = query.dateFrom ? new Date(query.dateFrom) : undefined
      const to = query.dateTo ? new Date(query.dateTo) : undefined
      if (from && to && from > to) throw new DomainError('events.errors.invalidRange', 400)
      const page = await filterEvents(c.get('ctx'), { from, to, page: query.page, perPage: query.perPage, order: query.sort })
      return c.json({ data: page }, 200)
    },
  )

  api.openapi(
    createRoute({
      method: 'get',
      path: '/v1/calendar/event/public/get/{id}',
      tags: ['Calendar'],
      summary: "One published event in the request's language",
      request: { params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }) },
      responses: {
        200: { description: 'The event', content: { 'application/json': { schema: dataEnvelope(eventSchema) } } },
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => {
      const event = await eventById(c.get('ctx'), c.req.valid('param').id)
      if (!event) throw new DomainError('events.errors.notFound', 404)
      return c.json({ data: event }, 200)
    },
  )
}
