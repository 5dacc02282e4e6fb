import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id, locale, updatedAt } from '~/server/db/columns'

/**
 * Forms the owner defines (SPEC §7 form filter/get/storeData): the fields, who receives the
 * submissions (else the CMS option SendEmailTo), and the double opt-in goal (SPEC §3: message,
 * url or file) shown once the sender confirms the address.
 */
export const forms = pgTable('forms', {
  id: id(),
  slug: text('slug').notNull().unique(),
  fields: jsonb('fields').notNull().default([]),
  sendEmailTo: text('send_email_to'),
  doubleOptIn: boolean('double_opt_in').notNull().default(false),
  goalType: text('goal_type', { enum: ['message', 'url', 'file'] }),
  goal: text('goal'),
  /** The consent assignment whose consents the form shows (consent_assignments.assigned_to). */
  consentAssignment: text('consent_assignment'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const formTranslations = pgTable(
  'form_translations',
  {
    formId: integer('form_id').notNull().references(() => forms.id, { onDelete: 'cascade' }),
    locale: locale('locale').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Field name → label, and the texts of the form in this language. */
    labels: jsonb('labels').notNull().default({}),
    submitLabel: text('submit_label').notNull().default(''),
    successMessage: text('success_message').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.formId, t.locale] })],
)

/**
 * What visitors sent: through a form (formId), the contact call or a price request (channel).
 * With double opt-in the row waits for the sender to confirm (token hash, never the token).
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: id(),
    formId: integer('form_id').references(() => forms.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: ['form', 'contact', 'priceRequest'] }).notNull().default('form'),
    locale: locale('locale').notNull(),
    data: jsonb('data').notNull(),
    email: text('email'),
    status: text('status', { enum: ['received', 'awaitingConfirmation', 'confirmed'] }).notNull().default('received'),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('form_submissions_form_idx').on(t.formId, t.createdAt)],
)

/** Newsletter subscriptions (SPEC §7 newsletter/subscribe), confirmed by double opt-in. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: id(),
  /** Lower-cased, so one address subscribes once (alreadySubscribedToNewsletter). */
  email: text('email').notNull().unique(),
  locale: locale('locale').notNull(),
  status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull().default('pending'),
  confirmTokenHash: text('confirm_token_hash').unique(),
  createdAt: createdAt(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
})

/** Proof-of-work captcha solutions already used, so one solution passes once until it expires. */
export const captchaSolutions = pgTable('captcha_solutions', {
  challengeHash: text('challenge_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
