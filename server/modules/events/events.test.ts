import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { formatEventTime } from '~/app/components/events/event-time'
import { zagrebTime } from '~/server/db/seed/events'
import { apiClient, testApp, testContext } from '~/tests/support/test-context'
import { eventTranslations, events } from './schema'
import { eventById, filterEvents, invalidateEvents, publishedEventEntries, upcomingEvents } from './service'

interface Envelope<T> {
  data: T
}

describe('events service', () => {
  test('upcoming events: published, not ended, soonest first, in the language, with the page link', async () => {
    const hr = await upcomingEvents(await testContext(), { limit: 10 })
    expect(hr.length).toBeGreaterThanOrEqual(4)
    const starts = hr.map((e) => Date.parse(e.startsAt))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    for (const e of hr) expect(Date.parse(e.endsAt ?? e.startsAt)).toBeGreaterThanOrEqual(Date.now() - 60_000)
    expect(hr[0]).toMatchObject({ title: 'Božićni sajam hrvatskog dizajna', href: `/dogadjaj/${hr[0]!.id}`, place: 'Zagreb, Ilica 1', image: { id: expect.any(Number) } })
    expect(hr.some((e) => e.title.includes('u pripremi'))).toBe(false)
    const en = await upcomingEvents(await testContext({ locale: 'en' }), { limit: 2 })
    expect(en).toHaveLength(2)
    expect(en[0]).toMatchObject({ id: hr[0]!.id, title: 'Christmas fair of Croatian design', href: `/en/event/${hr[0]!.id}` })
  })

  test('filter: a date range, paging and both orders; past events are there too', async () => {
    const ctx = await testContext()
    const all = await filterEvents(ctx, { perPage: 100 })
    expect(all.total).toBe(6)
    const past = await filterEvents(ctx, { to: new Date(), perPage: 100 })
    expect(past.records.map((e) => e.title)).toEqual(['Jesenski sajam na Tržnici Dolac', 'Razgovor o lanu: od polja do košulje'])
    const page2 = await filterEvents(ctx, { page: 2, perPage: 2 })
    expect(page2).toMatchObject({ page: 2, perPage: 2, total: 6, lastPage: 3 })
    expect(page2.records.map((e) => e.id)).toEqual(all.records.slice(2, 4).map((e) => e.id))
    const desc = await filterEvents(ctx, { perPage: 100, order: 'desc' })
    expect(desc.records.map((e) => e.id)).toEqual([...all.records].reverse().map((e) => e.id))
    // An event that spans the range's start is in it (it ends after `from`).
    const fair = all.records.find((e) => e.title.startsWith('Božićni'))!
    const middle = new Date((Date.parse(fair.startsAt) + Date.parse(fair.endsAt!)) / 2)
    const during = await filterEvents(ctx, { from: middle, to: middle })
    expect(during.records.map((e) => e.id)).toEqual([fair.id])
  })

  test('get: a published event in the language; drafts and unknown ids are null', async () => {
    const app = await testApp()
    const ctx = await testContext({ locale: 'en' })
    const [draft] = await app.db.select({ id: events.id }).from(events).where(eq(events.status, 'draft'))
    expect(draft).toBeDefined()
    expect(await eventById(ctx, draft!.id)).toBeNull()
    expect(await eventById(ctx, 999_999)).toBeNull()
    const [first] = await upcomingEvents(ctx, { limit: 1 })
    const view = await eventById(ctx, first!.id)
    expect(view).toMatchObject({ locale: 'en', locales: ['hr', 'en'], description: expect.stringContaining('<p>') })
  })

  test('an event without a translation is not shown in that language; a change is seen after invalidation', async () => {
    const app = await testApp()
    const [row] = await app.db.insert(events).values({ startsAt: new Date(Date.now() + 86_400_000), status: 'published' }).returning({ id: events.id })
    await app.db.insert(eventTranslations).values({ eventId: row!.id, locale: 'hr', title: 'Samo hrvatski', place: 'Pula' })
    await invalidateEvents(app, [row!.id])
    expect(await eventById(await testContext({ locale: 'en' }), row!.id)).toBeNull()
    expect(await eventById(await testContext(), row!.id)).toMatchObject({ title: 'Samo hrvatski', locales: ['hr'], endsAt: null })
    await app.db.update(events).set({ status: 'draft' }).where(eq(events.id, row!.id))
    await invalidateEvents(app, [row!.id])
    expect(await eventById(await testContext(), row!.id)).toBeNull()
    expect((await publishedEventEntries(app)).some((e) => e.id === row!.id)).toBe(false)
    await app.db.delete(events).where(eq(events.id, row!.id))
    await invalidateEvents(app, [row!.id])
  })

  test('dates and times in the long format of each language, in Zagreb time', () => {
    const start = '2026-12-12T09:00:00.000Z'
    expect(formatEventTime('hr', start, '2026-12-12T19:00:00.000Z')).toMatch(/12\. prosinca 2026\.?.*10:00\s*[–-]\s*20:00/)
    expect(formatEventTime('en', start, '2026-12-12T19:00:00.000Z')).toMatch(/12 December 2026.*10:00\s*[–-]\s*20:00/)
    expect(formatEventTime('en', start, '2026-12-13T19:00:00.000Z')).toMatch(/12 December 2026.*10:00.*13 December 2026.*20:00/)
    expect(formatEventTime('hr', '2027-07-01T08:00:00.000Z', null)).toMatch(/1\. srpnja 2027\.?.*10:00/)
  })

  test('the seed places events relative to its day at Zagreb wall-clock time', () => {
    expect(zagrebTime(0, '10:00', new Date('2026-11-25T12:00:00Z')).toISOString()).toBe('2026-11-25T09:00:00.000Z')
    expect(zagrebTime(200, '10:00', new Date('2026-11-25T12:00:00Z')).toISOString()).toBe('2027-06-13T08:00:00.000Z')
  })
})

describe('calendar event API', () => {
  test('public filter: paged records in the envelope, date range checked', async () => {
    const client = await apiClient()
    let res = await client.request('/api/v1/calendar/event/public/filter?perPage=2&page=1', { locale: 'en' })
    expect(res.status).toBe(200)
    const body = (await res.json()) as Envelope<{ records: { href: string }[]; total: number; lastPage: number }>
    expect(body.data).toMatchObject({ total: 6, lastPage: 3 })
    expect(body.data.records[0]!.href).toMatch(/^\/en\/event\/\d+$/)
    res = await client.request('/api/v1/calendar/event/public/filter?dateFrom=2030-01-01&dateTo=2029-01-01', { locale: 'en' })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { code: string; payload: { message: string } } }).error).toMatchObject({
      code: 'events.errors.invalidRange',
      payload: { message: 'The start of the date range must be before its end' },
    })
    res = await client.request('/api/v1/calendar/event/public/filter?dateFrom=yesterday')
    expect(res.status).toBe(400)
    res = await client.request(`/api/v1/calendar/event/public/filter?dateFrom=${new Date().toISOString().slice(0, 10)}&perPage=100`)
    const upcoming = ((await res.json()) as Envelope<{ records: { startsAt: string }[] }>).data.records
    expect(upcoming.length).toBeGreaterThanOrEqual(4)
  })

  test('public get: the event, or a translated 404 for a draft', async () => {
    const client = await apiClient()
    const app = await testApp()
    const [draft] = await app.db.select({ id: events.id }).from(events).where(eq(events.status, 'draft'))
    const [published] = await app.db.select({ id: events.id }).from(events).where(sql`${events.status} = 'published'`).limit(1)
    let res = await client.request(`/api/v1/calendar/event/public/get/${published!.id}`)
    expect(res.status).toBe(200)
    expect(((await res.json()) as Envelope<{ id: number; locale: string }>).data).toMatchObject({ id: published!.id, locale: 'hr' })
    res = await client.request(`/api/v1/calendar/event/public/get/${draft!.id}`)
    expect(res.status).toBe(404)
    expect(((await res.json()) as { error: { payload: { message: string } } }).error.payload.message).toBe('Događaj nije pronađen')
    res = await client.request('/api/v1/calendar/event/public/get/abc')
    expect(res.status).toBe(400)
  })
})
