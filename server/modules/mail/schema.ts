import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id } from '~/server/db/columns'

/** A file sent with a message (a PDF, the HUB-3 slip's barcode), base64 so it fits a JSON column. */
export interface OutboxAttachment {
  filename: string
  contentType: string
  contentBase64: string
  /** Set for an image the HTML shows inline (`cid:` URL). */
  contentId?: string
}

/**
 * Mail waiting to be sent (decision 009): a business transaction inserts its message here, in the
 * same transaction, and a worker sends it and retries with back-off. A mail server that is down
 * delays a message; it never fails or blocks what made it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** What the message is, for the log and tests (order-confirmation, withdrawal-acknowledgement, ...). */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Where an answer goes: the visitor who wrote a contact message or a form, not the shop's no-reply. */
    replyTo: jsonb('reply_to').$type<{ name?: string; email: string }>(),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`)],
)
