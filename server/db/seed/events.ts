import { asc } from 'drizzle-orm'
import { href } from '~/app/i18n/paths'
import { productTranslations } from '~/server/modules/catalog/schema'
import { redirects, slugHistory } from '~/server/modules/cms/schema'
import { eventTranslations, events } from '~/server/modules/events/schema'
import type { ShapeKey } from './svg-shapes'
import { idOf, type Localized, type SeedDb } from './types'

export interface EventSeed {
  key: string
  /** Days from the day the seed runs (negative: a past event), so the demo always has both. */
  day: number
  /** Local Zagreb times, 'HH:MM'; `endDay` is the days the event lasts past its first. */
  starts: string
  ends: string
  endDays?: number
  status?: 'draft' | 'published'
  look: { sky: string; sea: string; sun: string; items: { shape: ShapeKey; colour: string }[] }
  text: Localized<{ title: string; place: string; description: string }>
}

export const eventSeeds: EventSeed[] = [
  {
    key: 'christmas-fair', day: 17, starts: '10:00', ends: '20:00', endDays: 1,
    look: { sky: '#1f3a5a', sea: '#2b2b2b', sun: '#f2d27a', items: [{ shape: 'candle', colour: '#b3262e' }, { shape: 'box', colour: '#6b7a3a' }, { shape: 'cookies', colour: '#8d5a2b' }] },
    text: {
      hr: { title: 'Božićni sajam hrvatskog dizajna', place: 'Zagreb, Ilica 1', description: '<p>Dva dana u našem dvorištu: 20 dizajnera, kuhano vino i paprenjaci. Ulaz je slobodan.</p>' },
      en: { title: 'Christmas fair of Croatian design', place: 'Zagreb, Ilica 1', description: '<p>Two days in our courtyard: 20 designers, mulled wine and paprenjaci biscuits. Free entry.</p>' },
    },
  },
  {
    key: 'ceramics-workshop', day: 59, starts: '17:00', ends: '20:00',
    look: { sky: '#f3e3d3', sea: '#c8553d', sun: '#f2b33d', items: [{ shape: 'bowl', colour: '#c8553d' }, { shape: 'vase', colour: '#2f5d8a' }] },
    text: {
      hr: { title: 'Radionica keramike za početnike', place: 'Split, Marmontova 4', description: '<p>Oblikujte svoju prvu zdjelu uz keramičarku Luciju. Materijal i pečenje uključeni; broj mjesta ograničen na 10.</p>' },
      en: { title: 'Ceramics workshop for beginners', place: 'Split, Marmontova 4', description: '<p>Throw your first bowl with ceramicist Lucija. Materials and firing included; places limited to 10.</p>' },
    },
  },
  {
    key: 'spring-collection', day: 115, starts: '19:00', ends: '22:00',
    look: { sky: '#e3f0dc', sea: '#6b7a3a', sun: '#f2d27a', items: [{ shape: 'dress', colour: '#b3262e' }, { shape: 'shirt', colour: '#f5f3ee' }, { shape: 'scarf', colour: '#2f5d8a' }] },
    text: {
      hr: { title: 'Predstavljanje proljetne kolekcije', place: 'Rijeka, Korzo 12', description: '<p>Nova lanena kolekcija na modnoj reviji u riječkoj poslovnici, uz glazbu uživo.</p>' },
      en: { title: 'Spring collection launch', place: 'Rijeka, Korzo 12', description: '<p>Our new linen collection on the catwalk in the Rijeka shop, with live music.</p>' },
    },
  },
  {
    key: 'design-week', day: 170, starts: '10:00', ends: '18:00', endDays: 2,
    look: { sky: '#dfe9ef', sea: '#1f4e79', sun: '#ffffff', items: [{ shape: 'earrings', colour: '#c0c0c0' }, { shape: 'book', colour: '#1f4e79' }] },
    text: {
      hr: { title: 'Dućan na Tjednu dizajna', place: 'Osijek, Tvrđa', description: '<p>Predstavljamo radionice iz Slavonije i Baranje: lan, tkanje i zlatovez.</p>' },
      en: { title: 'Dućan at Design Week', place: 'Osijek, Tvrđa', description: '<p>Presenting workshops from Slavonia and Baranja: linen, weaving and gold embroidery.</p>' },
    },
  },
  {
    key: 'linen-talk', day: -21, starts: '18:00', ends: '19:30',
    look: { sky: '#efe6d8', sea: '#8d7a5b', sun: '#f2d27a', items: [{ shape: 'towel', colour: '#f5f3ee' }, { shape: 'shirt', colour: '#8d7a5b' }] },
    text: {
      hr: { title: 'Razgovor o lanu: od polja do košulje', place: 'Zagreb, Ilica 1', description: '<p>Tkalja Marija iz Slavonije pričala je o uzgoju lana, predenju i tkanju. Hvala svima koji su došli!</p>' },
      en: { title: 'A talk on linen: from field to shirt', place: 'Zagreb, Ilica 1', description: '<p>Weaver Marija from Slavonia talked about growing flax, spinning and weaving. Thank you all for coming!</p>' },
    },
  },
  {
    key: 'autumn-market', day: -60, starts: '09:00', ends: '14:00',
    look: { sky: '#f3dcc0', sea: '#8d5a2b', sun: '#c8553d', items: [{ shape: 'jar', colour: '#c8553d' }, { shape: 'soap', colour: '#6b7a3a' }] },
    text: {
      hr: { title: 'Jesenski sajam na Tržnici Dolac', place: 'Zagreb, Dolac', description: '<p>Domaći sapuni, meduljice i keramika pod crvenim suncobranima Dolca.</p>' },
      en: { title: 'Autumn market at Dolac', place: 'Zagreb, Dolac', description: '<p>Home-made soaps, honey biscuits and ceramics under the red umbrellas of Dolac market.</p>' },
    },
  },
  {
    key: 'summer-workshop', day: 230, starts: '10:00', ends: '13:00', status: 'draft',
    look: { sky: '#dff1f7', sea: '#1f4e79', sun: '#f2b33d', items: [{ shape: 'tote', colour: '#1f4e79' }] },
    text: {
      hr: { title: 'Ljetna radionica tiska na platnu (u pripremi)', place: 'Zadar, Kalelarga 5', description: '<p>Datum još nije potvrđen.</p>' },
      en: { title: 'Summer screen-printing workshop (in preparation)', place: 'Zadar, Kalelarga 5', description: '<p>The date is not confirmed yet.</p>' },
    },
  },
]

/** An instant `days` from today at a Zagreb wall-clock time ('HH:MM'), whatever the offset then. */
export function zagrebTime(days: number, time: string, today: Date = new Date()): Date {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days))
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  const guess = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes))
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zagreb', timeZoneName: 'longOffset' })
    .formatToParts(guess)
    .find((p) => p.type === 'timeZoneName')!.value // 'GMT+01:00'
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset)
  const offsetMinutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0
  return new Date(guess.getTime() - offsetMinutes * 60_000)
}

/** Events in Croatian cities relative to the seed day (upcoming, past, one draft), each with a cover image. */
export async function seedEvents(db: SeedDb, media: Map<string, number>): Promise<void> {
  const rows = await db
    .insert(events)
    .values(
      eventSeeds.map((e) => ({
        status: e.status ?? 'published',
        startsAt: zagrebTime(e.day, e.starts),
        endsAt: zagrebTime(e.day + (e.endDays ?? 0), e.ends),
        mediaId: idOf(media, `event:${e.key}`),
      })),
    )
    .returning({ id: events.id })
  await db.insert(eventTranslations).values(
    eventSeeds.flatMap((e, i) => (['hr', 'en'] as const).map((locale) => ({ eventId: rows[i]!.id, locale, ...e.text[locale] }))),
  )
}

/**
 * Redirects of the demo (issue 7): two the owner set up (an old catalogue address to the shop, in
 * each language), and the old slugs of the first product, as if it had been renamed since, so the
 * old product URLs answer 301 to the current ones.
 */
export async function seedRedirects(db: SeedDb): Promise<void> {
  await db.insert(redirects).values([
    { fromPath: '/katalog', toPath: href('shop', 'hr'), statusCode: 301 },
    { fromPath: '/en/catalogue', toPath: href('shop', 'en'), statusCode: 301 },
    { fromPath: '/akcija', toPath: href('shop', 'hr'), statusCode: 302 },
  ])
  const rows = await db
    .select({ productId: productTranslations.productId, locale: productTranslations.locale, slug: productTranslations.slug })
    .from(productTranslations)
    .orderBy(asc(productTranslations.productId))
    .limit(2)
  const first = rows.filter((r) => r.productId === rows[0]?.productId)
  if (first.length === 0) return
  await db.insert(slugHistory).values(
    first.map((r) => ({ entityType: 'product' as const, entityId: r.productId, locale: r.locale, oldSlug: `${r.slug}-${r.locale === 'hr' ? 'stari' : 'old'}` })),
  )
}
