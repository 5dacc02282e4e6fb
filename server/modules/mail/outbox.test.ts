import { eq } from 'drizzle-orm'
import { readdir, readFile } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { beforeEach, describe, expect, test } from 'vitest'
import type { AppContext } from '~/server/lib/context'
import { testApp } from '~/tests/support/test-context'
import { deliverDueMail, enqueueMail, retryDelaysMs, startMailWorker } from './outbox'
import { mailOutbox } from './schema'
import type { MailTransport, RawMessage } from './transport'

const message = (n = 1) => ({ kind: 'test', to: `kupac${n}@example.com`, subject: `Poruka ${n}`, text: `Tekst ${n}` })

beforeEach(async () => {
  await (await testApp()).db.delete(mailOutbox)
})

const rowOf = async (app: AppContext, id: number) => (await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!

describe('enqueueMail', () => {
  test('a message queued in a transaction that rolls back is gone with it', async () => {
    const app = await testApp()
    await expect(
      app.db.transaction(async (tx) => {
        await enqueueMail(tx, message())
        throw new Error('the order failed')
      }),
    ).rejects.toThrow('the order failed')
    expect(await app.db.select().from(mailOutbox)).toEqual([])
  })

  test('a committed message waits, pending, until the worker sends it', async () => {
    const app = await testApp()
    const id = await app.db.transaction((tx) => enqueueMail(tx, message()))
    expect(await rowOf(app, id)).toMatchObject({ status: 'pending', attempts: 0, sentAt: null })
  })
})

describe('deliverDueMail', () => {
  test('sends due mail as an .eml file under DATA_DIR/mail and marks it sent', async () => {
    const app = await testApp()
    const id = await enqueueMail(app.db, { ...message(), html: '<p>Tekst 1</p>' })
    expect(await deliverDueMail(app)).toEqual({ sent: 1, failed: 0 })
    const row = await rowOf(app, id)
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
    expect(row.sentAt).toBeInstanceOf(Date)
    const dir = `${app.config.DATA_DIR}/mail`
    const emls = await Promise.all((await readdir(dir)).filter((f) => f.endsWith('.eml')).map((f) => readFile(`${dir}/${f}`, 'utf8')))
    const eml = emls.find((e) => e.includes(`Message-ID: ${row.messageId}`))!
    expect(eml).toContain('To: kupac1@example.com')
    expect(eml).toContain('Subject: Poruka 1')
    expect(await deliverDueMail(app)).toEqual({ sent: 0, failed: 0 })
  })

  test("a queued message keeps its Reply-To (a form's sender) while it still comes from the shop", async () => {
    const app = await testApp()
    const id = await enqueueMail(app.db, { ...message(2), replyTo: { name: 'Iva Outbox', email: 'iva.outbox@example.com' } })
    expect(await deliverDueMail(app)).toEqual({ sent: 1, failed: 0 })
    const row = await rowOf(app, id)
    const dir = `${app.config.DATA_DIR}/mail`
    const emls = await Promise.all((await readdir(dir)).filter((f) => f.endsWith('.eml')).map((f) => readFile(`${dir}/${f}`, 'utf8')))
    const eml = emls.find((e) => e.includes(`Message-ID: ${row.messageId}`))!
    expect(eml).toContain('Reply-To: "Iva Outbox" <iva.outbox@example.com>')
    expect(eml).toMatch(/^From: .*no-reply@/m)
  })

  test('a mail server that refuses retries after 1 min, 5 min, 30 min, 2 h and 6 h, then gives up as failed', async () => {
    const app = await testApp()
    const down: AppContext = { ...app, config: { ...app.config, SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } }
    const id = await enqueueMail(app.db, message())
    let now = new Date(Date.now() + 1000)
    for (const [i, delay] of retryDelaysMs.entries()) {
      expect(await deliverDueMail(down, { now })).toEqual({ sent: 0, failed: 1 })
      const row = await rowOf(app, id)
      expect(row).toMatchObject({ status: 'pending', attempts: i + 1 })
      expect(row.nextAttemptAt.getTime()).toBe(now.getTime() + delay)
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i)
      // Not due a moment before the back-off ends.
      expect(await deliverDueMail(down, { now: new Date(now.getTime() + delay - 1) })).toEqual({ sent: 0, failed: 0 })
      now = new Date(now.getTime() + delay)
    }
    expect(await deliverDueMail(down, { now })).toEqual({ sent: 0, failed: 1 })
    expect(await rowOf(app, id)).toMatchObject({ status: 'failed', attempts: retryDelaysMs.length + 1, sentAt: null })
    expect(await deliverDueMail(down, { now: new Date(now.getTime() + 86_400_000) })).toEqual({ sent: 0, failed: 0 })
  })

  test('two deliveries at once never send a message twice', async () => {
    const app = await testApp()
    for (let n = 1; n <= 12; n++) await enqueueMail(app.db, message(n))
    const sent: string[] = []
    const transport: MailTransport = {
      kind: 'file',
      async send(raw: RawMessage) {
        await new Promise((resolve) => setTimeout(resolve, 5))
        sent.push(raw.to[0]!)
        return {}
      },
    }
    const results = await Promise.all([
      deliverDueMail(app, { transport, limit: 5 }),
      deliverDueMail(app, { transport, limit: 5 }),
      deliverDueMail(app, { transport }),
    ])
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(12)
    expect(sent).toHaveLength(12)
    expect(new Set(sent).size).toBe(12)
    const rows = await app.db.select().from(mailOutbox)
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true)
  })

  test('over SMTP the message arrives whole, with its attachment', async () => {
    const app = await testApp()
    const sink = await smtpSink()
    try {
      const smtp: AppContext = { ...app, config: { ...app.config, SMTP_URL: `smtp://127.0.0.1:${sink.port}` } }
      const png = Buffer.from('89504e470d0a1a0a', 'hex')
      const id = await enqueueMail(app.db, {
        ...message(),
        subject: 'Potvrda narudžbe',
        attachments: [{ filename: 'uplatnica.png', contentType: 'image/png', contentBase64: png.toString('base64') }],
      })
      expect(await deliverDueMail(smtp)).toEqual({ sent: 1, failed: 0 })
      expect(sink.received).toHaveLength(1)
      const [mail] = sink.received
      expect(mail!.rcptTo).toEqual(['kupac1@example.com'])
      expect(mail!.data).toContain(`Message-ID: ${(await rowOf(app, id)).messageId}`)
      expect(mail!.data).toContain(`Subject: =?UTF-8?B?${Buffer.from('Potvrda narudžbe').toString('base64')}?=`)
      expect(mail!.data).toMatch(/Content-Type: multipart\/mixed/)
      expect(mail!.data).toContain('Content-Disposition: attachment; filename="uplatnica.png"')
      expect(mail!.data).toContain(png.toString('base64'))
    } finally {
      await sink.close()
    }
  })
})

describe('startMailWorker', () => {
  test('kick sends a new message at once; after stop, nothing more is sent', async () => {
    const app = await testApp()
    const worker = startMailWorker(app, { intervalMs: 60_000 })
    try {
      const id = await enqueueMail(app.db, message())
      worker.kick()
      await expect.poll(async () => (await rowOf(app, id)).status, { timeout: 5_000 }).toBe('sent')
    } finally {
      await worker.stop()
    }
    const later = await enqueueMail(app.db, message(2))
    worker.kick()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await rowOf(app, later)).status).toBe('pending')
  })
})

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** A local SMTP server that keeps what it receives (STYLE §10: the edge of the world as a real server). */
async function smtpSink() {
  const received: { rcptTo: string[]; data: string }[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({ rcptTo: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8') })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
