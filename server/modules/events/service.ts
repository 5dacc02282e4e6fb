import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm'
import { locales, type Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { AppContext, RequestContext } from '~/server/lib/context'
import type { MediaView } from '~/server/modules/catalog/service'
import { media } from '~/server/modules/media/schema'
import { eventTranslations, events } from './schema'

/** An event as a list or a CMS "event list" section shows it, in the request's language. */
export interface EventCard {
  id: number
  title: string
  place: string
  /** ISO timestamp. */
  startsAt: string
  endsAt: string | null
  /** The event page in the request's language: /dogadjaj/{id} or /en/event/{id}. */
  href: string
  image: MediaView | null
}

/** The event page: the card plus its description (stored HTML, sanitised by the page) and languages. */
export interface EventView extends EventCard {
  locale: Locale
  description: string
  updatedAt: string
  /** The languages the event is translated to (language switcher, hreflang). */
  locales: Locale[]
}

/**
 * Cache tags: `event:{id}` on everything read about one event, `events` on every list (a new,
 * moved or unpublished event changes which events a list holds). Writes call invalidateEvents.
 */
export const eventTag = (id: number) => `event:${id}`
export const eventsTag = 'events'

export async function invalidateEvents(ctx: AppContext, ids: readonly number[] = []): Promise<void> {
  await ctx.cache.invalidate([eventsTag, ...ids.map(eventTag)])
}

/** The SPEC §9 page size of lists when the caller gives none. */
export const defaultEventPageSize = 10
export const maxEventPageSize = 100

/**
 * Upcoming events (not yet ended: the end, or the start when there is no end, is now or later),
 * published and translated to the request's language, soonest first. Cached a minute, so an event
 * leaves the list at most a minute after it ended.
 */
export async function upcomingEvents(ctx: RequestContext, options: { limit: number }): Promise<EventCard[]> {
  const limit = Math.max(1, Math.min(maxEventPageSize, Math.trunc(options.limit) || 1))
  return ctx.cache.get(['events', 'upcoming', ctx.locale, limit], { ttl: '1m', tags: (list) => [eventsTag, ...list.map((e) => eventTag(e.id))] }, async () => {
    const now = new Date()
    const rows = await selectCards(ctx, ctx.locale)
      .where(and(published(), gte(sql`coalesce(${events.endsAt}, ${events.startsAt})`, now)))
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(limit)
    return rows.map((row) => toCard(row, ctx.locale))
  })
}

export interface EventFilter {
  /** Events that end (or start, without an end) at or after this instant. */
  from?: Date
  /** Events that start at or before this instant. */
  to?: Date
  page?: number
  perPage?: number
  /** asc (default): soonest first; desc: latest first (an archive of past events). */
  order?: 'asc' | 'desc'
}

export interface EventPage {
  records: EventCard[]
  total: number
  page: number
  perPage: number
  lastPage: number
}

/**
 * The public calendar (SPEC §7 calendar event public filter): published events of the request's
 * language overlapping the date range, by start date, paged.
 */
export async function filterEvents(ctx: RequestContext, filter: EventFilter = {}): Promise<EventPage> {
  const perPage = Math.max(1, Math.min(maxEventPageSize, Math.trunc(filter.perPage ?? defaultEventPageSize)))
  const page = Math.max(1, Math.trunc(filter.page ?? 1))
  const order = filter.order ?? 'asc'
  const key = ['events', 'filter', ctx.locale, filter.from?.toISOString() ?? '', filter.to?.toISOString() ?? '', page, perPage, order]
  return ctx.cache.get(key, { ttl: '5m', tags: (result) => [eventsTag, ...result.records.map((e) => eventTag(e.id))] }, async () => {
    const conditions: SQL[] = [published()]
    if (filter.from) conditions.push(gte(sql`coalesce(${events.endsAt}, ${events.startsAt})`, filter.from))
    if (filter.to) conditions.push(lte(events.startsAt, filter.to))
    const where = and(...conditions)
    const [totalRow] = await ctx.db
      .select({ total: count() })
      .from(events)
      .innerJoin(eventTranslations, and(eq(eventTranslations.eventId, events.id), eq(eventTranslations.locale, ctx.locale)))
      .where(where)
    const rows = await selectCards(ctx, ctx.locale)
      .where(where)
      .orderBy(order === 'asc' ? asc(events.startsAt) : desc(events.startsAt), asc(events.id))
      .limit(perPage)
      .offset((page - 1) * perPage)
    const total = totalRow?.total ?? 0
    return { records: rows.map((row) => toCard(row, ctx.locale)), total, page, perPage, lastPage: Math.max(1, Math.ceil(total / perPage)) }
  })
}

/** A published event in the request's language, or null (unknown, draft, or not translated). */
export async function eventById(ctx: RequestContext, id: number): Promise<EventView | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  return ctx.cache.get(['events', 'one', ctx.locale, id], { ttl: '15m', tags: () => [eventTag(id)] }, async () => {
    const [row] = await ctx.db
      .select({
        ...cardColumns,
        description: eventTranslations.description,
        updatedAt: events.updatedAt,
        locales: sql<Locale[]>`(select array_agg(t.locale order by t.locale) from event_translations t where t.event_id = ${events.id})`,
      })
      .from(events)
      .innerJoin(eventTranslations, and(eq(eventTranslations.eventId, events.id), eq(eventTranslations.locale, ctx.locale)))
      .leftJoin(media, eq(media.id, events.mediaId))
      .where(and(eq(events.id, id), eq(events.status, 'published')))
    if (!row) return null
    return {
      ...toCard(row, ctx.locale),
      locale: ctx.locale,
      description: row.description,
      updatedAt: new Date(row.updatedAt).toISOString(),
      locales: locales.filter((l) => (row.locales ?? []).includes(l)),
    }
  })
}

const cardColumns = {
  id: events.id,
  title: eventTranslations.title,
  place: eventTranslations.place,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  mediaId: media.id,
  mediaTitle: media.title,
  mediaWidth: media.width,
  mediaHeight: media.height,
}

function selectCards(ctx: RequestContext, locale: Locale) {
  return ctx.db
    .select(cardColumns)
    .from(events)
    .innerJoin(eventTranslations, and(eq(eventTranslations.eventId, events.id), eq(eventTranslations.locale, locale)))
    .leftJoin(media, eq(media.id, events.mediaId))
    .$dynamic()
}

function published(): SQL {
  return eq(events.status, 'published')
}

interface CardRow {
  id: number
  title: string
  place: string
  startsAt: Date
  endsAt: Date | null
  mediaId: number | null
  mediaTitle: string | null
  mediaWidth: number | null
  mediaHeight: number | null
}

function toCard(row: CardRow, locale: Locale): EventCard {
  return {
    id: row.id,
    title: row.title,
    place: row.place,
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: row.endsAt ? new Date(row.endsAt).toISOString() : null,
    href: href('event', locale, { id: row.id }),
    image: row.mediaId === null ? null : { id: row.mediaId, title: row.mediaTitle ?? '', width: row.mediaWidth, height: row.mediaHeight },
  }
}

/** Every published event with its languages and last change, for the sitemaps. */
export async function publishedEventEntries(ctx: AppContext): Promise<{ id: number; locales: Locale[]; updatedAt: string }[]> {
  return ctx.cache.get(['events', 'sitemap'], { ttl: '15m', tags: () => [eventsTag] }, async () => {
    const rows = await ctx.db
      .select({ id: events.id, locale: eventTranslations.locale, updatedAt: events.updatedAt })
      .from(events)
      .innerJoin(eventTranslations, eq(eventTranslations.eventId, events.id))
      .where(eq(events.status, 'published'))
      .orderBy(asc(events.id), asc(eventTranslations.locale))
    const byId = new Map<number, { id: number; locales: Locale[]; updatedAt: string }>()
    for (const row of rows) {
      const entry = byId.get(row.id) ?? { id: row.id, locales: [], updatedAt: new Date(row.updatedAt).toISOString() }
      entry.locales.push(row.locale)
      byId.set(row.id, entry)
    }
    return [...byId.values()]
  })
}
