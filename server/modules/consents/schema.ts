import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, locale } from '~/server/db/columns'
import { users } from '~/server/modules/customers/schema'

/** GDPR consents of SPEC §3: a uniqueNumber and an HTML display name per language, versioned. */
export const consents = pgTable('consents', {
  id: id(),
  uniqueNumber: text('unique_number').notNull().unique(),
  version: integer('version').notNull().default(1),
  isRequired: boolean('is_required').notNull().default(false),
  position: integer('position').notNull().default(0),
})

export const consentTranslations = pgTable(
  'consent_translations',
  {
    consentId: integer('consent_id').notNull().references(() => consents.id, { onDelete: 'cascade' }),
    locale: locale('locale').notNull(),
    displayName: text('display_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.consentId, t.locale] })],
)

/** Which consents a form shows (register, checkout, social login, ...) and which it requires. */
export const consentAssignments = pgTable('consent_assignments', {
  id: id(),
  assignedTo: text('assigned_to').notNull().unique(),
  consents: text('consents').array().notNull().default([]),
  requiredConsents: text('required_consents').array().notNull().default([]),
})

/** Every acceptance or withdrawal, with the version the person saw (GDPR art. 7(1)). */
export const consentLog = pgTable(
  'consent_log',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    uniqueNumber: text('unique_number').notNull(),
    version: integer('version').notNull(),
    accepted: boolean('accepted').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consent_log_user_idx').on(t.userId)],
)

/**
 * Cookie-banner choices. The visitor keeps the id in a cookie; each change adds a row with the
 * banner text's version, so the shop can show what was agreed to and when.
 */
export const cookieConsents = pgTable(
  'cookie_consents',
  {
    id: id(),
    visitorId: uuid('visitor_id').notNull(),
    choices: jsonb('choices').$type<{ necessary: true; analytics: boolean; marketing: boolean }>().notNull(),
    bannerVersion: integer('banner_version').notNull(),
    locale: locale('locale').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cookie_consents_visitor_idx').on(t.visitorId)],
)
