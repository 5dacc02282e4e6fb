import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from '~/server/db/columns'

/** Customers, guests and back-office users (SPEC §3 Users, §6 Roles). Passwords are argon2id hashes. */
export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  isBackofficeUser: boolean('is_backoffice_user').notNull().default(false),
  isGuest: boolean('is_guest').notNull().default(false),
  scope: text('scope').array().notNull().default([]),
  memberCardBarcode: text('member_card_barcode'),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/**
 * Refresh tokens (decision 006): opaque, stored only as a SHA-256 hash, one row per token. A login
 * starts a family; each refresh marks its row used and adds the next row of the family. A used
 * row presented again is a stolen token: the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
)

/** What a single-use mailed token is for. */
export type UserTokenPurpose = 'password-reset' | 'email-confirm'

/** Single-use, expiring tokens sent by e-mail (password reset, e-mail confirmation); stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UserTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId, t.purpose)],
)

/** A customer's saved delivery addresses (issue 5 profile tab; SPEC §3 delivery form fields). */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    city: text('city').notNull(),
    zipCode: text('zip_code').notNull(),
    /** ISO 3166-1 alpha-2, one of the master list's countries. */
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
)

/**
 * Identities at OpenID providers linked to a user (issue 5 social login): the provider's key as
 * configured (google, facebook) and its stable subject. A person logging in again is found by
 * this pair, not by the e-mail, which may change at the provider.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_identities_provider_subject_idx').on(t.provider, t.subject), index('user_identities_user_idx').on(t.userId)],
)
