import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id, locale, updatedAt } from '~/server/db/columns'
import { publicationStatus } from '~/server/modules/cms/schema'
import { media } from '~/server/modules/media/schema'

/** Calendar events, shown at /dogadjaj/{id} and /en/event/{id}. */
export const events = pgTable(
  'events',
  {
    id: id(),
    status: text('status', { enum: publicationStatus }).notNull().default('published'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    mediaId: integer('media_id').references(() => media.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('events_starts_idx').on(t.status, t.startsAt)],
)

export const eventTranslations = pgTable(
  'event_translations',
  {
    eventId: integer('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
    locale: locale('locale').notNull(),
    title: text('title').notNull(),
    place: text('place').notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.locale] })],
)
