import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import type { AppContext } from '~/server/lib/context'
import { mailOutbox, type OutboxAttachment } from './schema'
import { sendMail } from './service'
import { mailTransport, type MailTransport } from './transport'

export interface OutboxMessage {
  /** What the message is, for the log and tests: order-confirmation, withdrawal-acknowledgement, … */
  kind: string
  to: string
  subject: string
  text: string
  html?: string
  /** The person an answer should reach (a form's sender); the message still comes from the shop. */
  replyTo?: { name?: string; email: string }
  attachments?: OutboxAttachment[]
}

/**
 * Queues a message (decision 009). Pass the transaction of the business write that makes the
 * message, so the message exists exactly when the order (or withdrawal) does; a rollback takes it
 * back. Nothing is sent here: the worker sends it after the commit.
 */
export async function enqueueMail(db: Db, message: OutboxMessage): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: message.kind, to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, replyTo: message.replyTo ?? null, attachments: message.attachments ?? [],
      // Due from this process's clock, as deliverDueMail's `now` is: the database's now() has
      // microseconds, and a delivery in the same millisecond would find the message not yet due.
      nextAttemptAt: new Date(),
    })
    .returning({ id: mailOutbox.id })
  return row!.id
}

/** Waits after the 1st, 2nd, … failed attempt; after the last one the message is `failed`. */
export const retryDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 6 * 3600_000]
const maxAttempts = retryDelaysMs.length + 1

/** Messages one delivery claims: a few, so a slow mail server holds no long batch. */
const batchSize = 20

/**
 * How long a claimed message is hidden from other workers. A process that dies while sending
 * leaves the message due again after this (sent at least once, never lost); it is far longer than
 * an SMTP attempt can take (transport.ts timeouts), so a live sender is never overtaken.
 */
const claimLeaseMs = 5 * 60_000

export interface DeliverOptions {
  now?: Date
  limit?: number
  /** Tests give a failing or counting transport; otherwise the configuration's. */
  transport?: MailTransport
}

/**
 * Sends the messages that are due. The claim is one statement: it picks due rows with FOR UPDATE
 * SKIP LOCKED and, in the same statement, counts the attempt and moves next_attempt_at past the
 * lease. A second worker (another process on PostgreSQL, or a second call on PGlite, where
 * statements run one at a time) skips the locked rows or sees them no longer due, so no message is
 * sent twice; and nothing stays locked while the mail server is slow.
 */
export async function deliverDueMail(app: AppContext, options: DeliverOptions = {}): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? new Date()
  const transport = options.transport ?? mailTransport(app.config)
  const due = app.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(options.limit ?? batchSize)
    .for('update', { skipLocked: true })
  const claimed = await app.db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + claimLeaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning()

  let sent = 0
  let failed = 0
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    try {
      const result = await sendMail(app, { to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined, replyTo: row.replyTo ?? undefined, attachments: row.attachments }, transport)
      await app.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), messageId: result.messageId, lastError: null })
        .where(eq(mailOutbox.id, row.id))
      sent++
    } catch (err) {
      failed++
      await recordFailure(app, row, err, now)
    }
  }
  return { sent, failed }
}

async function recordFailure(app: AppContext, row: { id: number; kind: string; attempts: number }, err: unknown, now: Date) {
  const lastError = err instanceof Error ? err.message : String(err)
  const isLast = row.attempts >= maxAttempts
  const retryAt = new Date(now.getTime() + (retryDelaysMs[row.attempts - 1] ?? 0))
  await app.db
    .update(mailOutbox)
    .set(isLast ? { status: 'failed', lastError } : { nextAttemptAt: retryAt, lastError })
    .where(eq(mailOutbox.id, row.id))
  const fields = { outboxId: row.id, kind: row.kind, attempts: row.attempts, err: lastError }
  if (isLast) app.log.error(fields, 'mail failed for good after the last attempt')
  else app.log.warn({ ...fields, retryAt }, 'mail attempt failed, will retry')
}

export interface MailWorker {
  /** Runs a delivery soon (after an order's commit), instead of at the next poll. */
  kick(): void
  /** Stops polling and waits for a delivery that is running. */
  stop(): Promise<void>
}

/**
 * Sends due mail every few seconds for the life of the process. Timers are unref'd, so the worker
 * never keeps a process alive; one delivery runs at a time, and a kick during one runs another
 * right after it (the new message may have been committed after the running claim).
 */
export function startMailWorker(app: AppContext, options: { intervalMs?: number } = {}): MailWorker {
  let running: Promise<void> | undefined
  let runAgain = false
  let isStopped = false
  let soon: NodeJS.Timeout | undefined

  const run = () => {
    if (isStopped) return
    if (running) {
      runAgain = true
      return
    }
    running = deliverDueMail(app)
      .then(({ sent, failed }) => {
        if (sent + failed > 0) app.log.info({ sent, failed }, 'mail outbox delivered')
        // A full batch means more may be waiting.
        if (sent + failed >= batchSize) runAgain = true
      })
      .catch((err: unknown) => app.log.error({ err }, 'mail outbox delivery failed'))
      .finally(() => {
        running = undefined
        if (runAgain) {
          runAgain = false
          kick()
        }
      })
  }
  const kick = () => {
    if (isStopped || soon) return
    soon = setTimeout(() => {
      soon = undefined
      run()
    }, 0)
    soon.unref()
  }
  const poll = setInterval(run, options.intervalMs ?? 5_000)
  poll.unref()
  kick()

  return {
    kick,
    async stop() {
      isStopped = true
      clearInterval(poll)
      clearTimeout(soon)
      await running
    },
  }
}
