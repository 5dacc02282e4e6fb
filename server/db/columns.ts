import { integer, pgEnum, timestamp } from 'drizzle-orm/pg-core'

/** Shared column shapes, so every table spells ids, locales and timestamps the same way. */
export const locale = pgEnum('locale', ['hr', 'en'])

export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity()

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())
