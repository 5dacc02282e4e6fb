import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
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
