import { and, asc, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import type { RequestContext } from '~/server/lib/context'
import { makeProduct } from '~/server/modules/cart/test-fixtures'
import { products } from '~/server/modules/catalog/schema'
import { mailOutbox } from '~/server/modules/mail/schema'
import { resetRateLimits, testContext } from '~/tests/support/test-context'
import { createOrder } from './create-order'
import { orderDetails } from './order-details'
import { orders } from './schema'
import { readyCheckout } from './test-fixtures'
import { withdraw } from './withdraw'
import { withdrawableOrder, withdrawalLookupLimit } from './withdrawal-lookup'
import { isProofFor, withdrawalProof } from './withdrawal-proof'

async function twoLineOrder(ctx: RequestContext) {
  const shirt = await makeProduct(ctx, { retailPrice: 2000, stock: 10 })
  const book = await makeProduct(ctx, { retailPrice: 1500, vatRate: 500, stock: 10 })
  const { session, email } = await readyCheckout(ctx, [{ productId: shirt, qty: 2 }, { productId: book, qty: 1 }])
  const { order } = await createOrder(ctx, session)
  return { order, email, shirt, book }
}

async function acknowledgements(ctx: RequestContext, to: string) {
  return ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'withdrawal-acknowledgement'), eq(mailOutbox.to, to))).orderBy(asc(mailOutbox.id))
}

beforeEach(async () => {
  await resetRateLimits()
})

describe('the guest’s lookup of an order to withdraw from', () => {
  test('the order number and its e-mail find the order, whatever the case and spaces', async () => {
    const ctx = await testContext()
    const { order, email } = await twoLineOrder(ctx)
    const found = await withdrawableOrder(ctx, { orderSlug: ` ${order.slug.toLowerCase()} `, email: ` ${email.toUpperCase()}` }, { clientKey: 'lookup-1' })
    expect(found.id).toBe(order.id)
    expect(found.lines).toHaveLength(2)
  })

  test('a wrong e-mail and a wrong number are refused alike', async () => {
    const ctx = await testContext()
    const { order, email } = await twoLineOrder(ctx)
    const wrongEmail = await withdrawableOrder(ctx, { orderSlug: order.slug, email: 'someone@example.test' }, { clientKey: 'lookup-2' }).catch((e: unknown) => e)
    const wrongNumber = await withdrawableOrder(ctx, { orderSlug: '2026-AAAAAAAA', email }, { clientKey: 'lookup-2' }).catch((e: unknown) => e)
    expect(wrongEmail).toMatchObject({ code: 'orders.errors.orderNotFoundByEmail', status: 404 })
    expect(wrongNumber).toMatchObject({ code: 'orders.errors.orderNotFoundByEmail', status: 404 })
    expect(wrongEmail).toEqual(wrongNumber)
  })

  test('lookups are limited per client address: past the limit even the right pair waits (429), other addresses do not', async () => {
    const ctx = await testContext()
    const { order, email } = await twoLineOrder(ctx)
    for (let i = 0; i < withdrawalLookupLimit.limit; i++) {
      await withdrawableOrder(ctx, { orderSlug: order.slug, email: `guess-${i}@example.test` }, { clientKey: 'guesser' }).catch(() => null)
    }
    await expect(withdrawableOrder(ctx, { orderSlug: order.slug, email }, { clientKey: 'guesser' })).rejects.toMatchObject({ code: 'orders.errors.tooManyLookups', status: 429 })
    expect((await withdrawableOrder(ctx, { orderSlug: order.slug, email }, { clientKey: 'someone-else' })).id).toBe(order.id)
  })

  test('the proof carried between steps holds for its order and e-mail only, and lapses', async () => {
    const ctx = await testContext()
    const { order } = await twoLineOrder(ctx)
    const proof = withdrawalProof(ctx, order)
    expect(isProofFor(ctx, proof, order)).toBe(true)
    expect(isProofFor(ctx, proof, { ...order, id: order.id + 1 })).toBe(false)
    expect(isProofFor(ctx, proof, { ...order, contactEmail: 'changed@example.test' })).toBe(false)
    expect(isProofFor(ctx, `${proof.slice(0, -2)}xx`, order)).toBe(false)
    expect(isProofFor(ctx, proof, order, Date.now() + 2 * 3600_000)).toBe(false)
    expect(isProofFor(ctx, undefined, order)).toBe(false)
  })
})

describe('withdraw', () => {
  test('from the whole order: the statement is kept, the order is withdrawn, the acknowledgement is queued with the date and time; no restock', async () => {
    const ctx = await testContext()
    const { order, email, shirt } = await twoLineOrder(ctx)
    const before = Date.now()
    const { withdrawal, order: after, isWhole } = await withdraw(ctx, { order, fullName: ' Ana Horvat ', email, lineIds: [], statement: 'Odustajem od ugovora.' })

    expect(isWhole).toBe(true)
    expect(withdrawal).toMatchObject({ orderId: order.id, fullName: 'Ana Horvat', email, lineIds: [], statement: 'Odustajem od ugovora.', locale: 'hr' })
    expect(withdrawal.confirmedAt.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(after.status).toBe('withdrawn')
    expect(after.history.map((h) => h.status)).toEqual(['new', 'withdrawn'])
    expect(after.withdrawals).toHaveLength(1)

    const [mail] = await acknowledgements(ctx, email)
    expect(mail).toMatchObject({ status: 'pending', subject: `Potvrda primitka izjave o odustajanju – narudžba ${order.slug}` })
    const zagreb = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('hr-HR', { ...options, timeZone: 'Europe/Zagreb' }).format(withdrawal.confirmedAt)
    expect(mail!.text).toContain(zagreb({ day: 'numeric', month: 'long', year: 'numeric' }))
    expect(mail!.text).toContain(zagreb({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }))
    expect(mail!.text).toContain('Cijela narudžba')
    const [row] = await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, shirt))
    expect(row!.stock).toBe(8)
  })

  test('from some lines: the status stays, the history names the lines; the rest can be withdrawn later, which makes the order withdrawn', async () => {
    const ctx = await testContext({ locale: 'en' })
    const { order, email } = await twoLineOrder(ctx)
    const [shirtLine, bookLine] = order.lines
    const first = await withdraw(ctx, { order, fullName: 'Ana Horvat', email, lineIds: [bookLine!.id], statement: '' })
    expect(first.isWhole).toBe(false)
    expect(first.withdrawal.lineIds).toEqual([bookLine!.id])
    expect(first.order.status).toBe('new')
    expect(first.order.history.at(-1)).toMatchObject({ status: 'new', note: expect.stringContaining(bookLine!.name) })

    await expect(withdraw(ctx, { order, fullName: 'Ana Horvat', email, lineIds: [bookLine!.id], statement: '' })).rejects.toMatchObject({ code: 'orders.errors.lineAlreadyWithdrawn' })

    const second = await withdraw(ctx, { order, fullName: 'Ana Horvat', email, lineIds: [], statement: '' })
    expect(second.isWhole).toBe(true)
    expect(second.withdrawal.lineIds).toEqual([shirtLine!.id])
    expect(second.order.status).toBe('withdrawn')
    // The order was made in Croatian: its acknowledgements are Croatian too, whatever the page's language.
    const mails = await acknowledgements(ctx, email)
    expect(mails).toHaveLength(2)
    expect(mails[0]!.text).toContain(bookLine!.name)
    expect(mails[0]!.text).not.toContain(shirtLine!.name)
  })

  test('an order withdrawn from whole is refused a second time, and nothing more is queued', async () => {
    const ctx = await testContext()
    const { order, email } = await twoLineOrder(ctx)
    await withdraw(ctx, { order, fullName: 'Ana Horvat', email, lineIds: [], statement: '' })
    await expect(withdraw(ctx, { order, fullName: 'Ana Horvat', email, lineIds: [], statement: '' })).rejects.toMatchObject({ code: 'orders.errors.alreadyWithdrawn', status: 409 })
    expect(await acknowledgements(ctx, email)).toHaveLength(1)
  })

  test('two confirmations at once make one withdrawal', async () => {
    const ctx = await testContext()
    const { order, email } = await twoLineOrder(ctx)
    const results = await Promise.allSettled([
      withdraw(ctx, { order, fullName: 'Ana Horvat', email, lineIds: [], statement: '' }),
      withdraw(ctx, { order, fullName: 'Ana Horvat', email, lineIds: [], statement: '' }),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect((await orderDetails(ctx.db, { id: order.id }))!.withdrawals).toHaveLength(1)
  })

  test('a cancelled order is refused, and so are lines of another order', async () => {
    const ctx = await testContext()
    const { order, email } = await twoLineOrder(ctx)
    const other = await twoLineOrder(ctx)
    await expect(withdraw(ctx, { order, fullName: 'Ana Horvat', email, lineIds: [other.order.lines[0]!.id], statement: '' })).rejects.toMatchObject({
      code: 'orders.errors.lineNotInOrder', status: 400, params: { field: 'lineIds' },
    })
    await ctx.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id))
    await expect(withdraw(ctx, { order, fullName: 'Ana Horvat', email, lineIds: [], statement: '' })).rejects.toMatchObject({ code: 'orders.errors.orderCancelled', status: 409 })
    expect(await acknowledgements(ctx, email)).toHaveLength(0)
  })
})
