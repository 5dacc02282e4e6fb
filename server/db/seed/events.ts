import { eventTranslations, events } from '~/server/modules/events/schema'
import type { ShapeKey } from './svg-shapes'
import { idOf, type Localized, type SeedDb } from './types'

export interface EventSeed {
  key: string
  startsAt: string
  endsAt: string
  look: { sky: string; sea: string; sun: string; items: { shape: ShapeKey; colour: string }[] }
  text: Localized<{ title: string; place: string; description: string }>
}

export const eventSeeds: EventSeed[] = [
  {
    key: 'christmas-fair', startsAt: '2026-12-12T10:00:00+01:00', endsAt: '2026-12-13T20:00:00+01:00',
    look: { sky: '#1f3a5a', sea: '#2b2b2b', sun: '#f2d27a', items: [{ shape: 'candle', colour: '#b3262e' }, { shape: 'box', colour: '#6b7a3a' }, { shape: 'cookies', colour: '#8d5a2b' }] },
    text: {
      hr: { title: 'Božićni sajam hrvatskog dizajna', place: 'Zagreb, Ilica 1', description: '<p>Dva dana u našem dvorištu: 20 dizajnera, kuhano vino i paprenjaci. Ulaz je slobodan.</p>' },
      en: { title: 'Christmas fair of Croatian design', place: 'Zagreb, Ilica 1', description: '<p>Two days in our courtyard: 20 designers, mulled wine and paprenjaci biscuits. Free entry.</p>' },
    },
  },
  {
    key: 'ceramics-workshop', startsAt: '2027-01-23T17:00:00+01:00', endsAt: '2027-01-23T20:00:00+01:00',
    look: { sky: '#f3e3d3', sea: '#c8553d', sun: '#f2b33d', items: [{ shape: 'bowl', colour: '#c8553d' }, { shape: 'vase', colour: '#2f5d8a' }] },
    text: {
      hr: { title: 'Radionica keramike za početnike', place: 'Split, Marmontova 4', description: '<p>Oblikujte svoju prvu zdjelu uz keramičarku Luciju. Materijal i pečenje uključeni; broj mjesta ograničen na 10.</p>' },
      en: { title: 'Ceramics workshop for beginners', place: 'Split, Marmontova 4', description: '<p>Throw your first bowl with ceramicist Lucija. Materials and firing included; places limited to 10.</p>' },
    },
  },
  {
    key: 'spring-collection', startsAt: '2027-03-20T19:00:00+01:00', endsAt: '2027-03-20T22:00:00+01:00',
    look: { sky: '#e3f0dc', sea: '#6b7a3a', sun: '#f2d27a', items: [{ shape: 'dress', colour: '#b3262e' }, { shape: 'shirt', colour: '#f5f3ee' }, { shape: 'scarf', colour: '#2f5d8a' }] },
    text: {
      hr: { title: 'Predstavljanje proljetne kolekcije', place: 'Rijeka, Korzo 12', description: '<p>Nova lanena kolekcija na modnoj reviji u riječkoj poslovnici, uz glazbu uživo.</p>' },
      en: { title: 'Spring collection launch', place: 'Rijeka, Korzo 12', description: '<p>Our new linen collection on the catwalk in the Rijeka shop, with live music.</p>' },
    },
  },
  {
    key: 'design-week', startsAt: '2027-05-14T10:00:00+02:00', endsAt: '2027-05-16T18:00:00+02:00',
    look: { sky: '#dfe9ef', sea: '#1f4e79', sun: '#ffffff', items: [{ shape: 'earrings', colour: '#c0c0c0' }, { shape: 'book', colour: '#1f4e79' }] },
    text: {
      hr: { title: 'Dućan na Tjednu dizajna', place: 'Osijek, Tvrđa', description: '<p>Predstavljamo radionice iz Slavonije i Baranje: lan, tkanje i zlatovez.</p>' },
      en: { title: 'Dućan at Design Week', place: 'Osijek, Tvrđa', description: '<p>Presenting workshops from Slavonia and Baranja: linen, weaving and gold embroidery.</p>' },
    },
  },
]

/** Upcoming events in Croatian cities, each with a cover image. */
export async function seedEvents(db: SeedDb, media: Map<string, number>): Promise<void> {
  const rows = await db
    .insert(events)
    .values(eventSeeds.map((e) => ({ startsAt: new Date(e.startsAt), endsAt: new Date(e.endsAt), mediaId: idOf(media, `event:${e.key}`) })))
    .returning({ id: events.id })
  await db.insert(eventTranslations).values(
    eventSeeds.flatMap((e, i) => (['hr', 'en'] as const).map((locale) => ({ eventId: rows[i]!.id, locale, ...e.text[locale] }))),
  )
}
