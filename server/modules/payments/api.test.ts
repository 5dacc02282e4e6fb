import { mailOutbox } from '~/server/modules/mail/schema'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { apiClient, testContext } from '~/tests/support/test-context'
import { carts } from '~/server/modules/cart/schema'
import { products } from '~/server/modules/catalog/schema'
import { orderDetails } from '~/server/modules/orders/order-details'
import { orders } from '~/server/modules/orders/schema'
import { paymentTransactions } from './schema'
import { cardGateway, formatAmount, signed, type GatewayFields } from './card-gateway'
import { makeOrder, type OrderFixture } from './test-fixtures'

type ErrorBody = { error: { code: string; statusCode: number; payload: { message: string; error: string } } }
type Result = { data: { orderSlug: string; outcome: string; orderStatus: string; isReplay: boolean } }

/** The gateway's callback for `order` as the gateway signs it; `overrides` change fields before signing. */
async function gatewayCallback(order: OrderFixture, overrides: GatewayFields = {}): Promise<GatewayFields> {
  const gateway = cardGateway((await testContext()).config)
  return signed(gateway.secret, {
    store_id: gateway.storeId,
    order_number: order.slug,
    amount: formatAmount(order.total),
    currency: 'EUR',
    transaction_id: randomUUID(),
    outcome: 'approved',
    ...overrides,
  })
}

/** POSTs the callback as the gateway does: a form, without an apiKey. */
async function post(orderId: number, fields: GatewayFields, options: { json?: boolean; locale?: 'hr' | 'en' } = {}) {
  const client = await apiClient()
  const path = `/api/v1/ecommerce/order/pgSuccess/${orderId}`
  if (options.json) return client.request(path, { method: 'POST', json: fields, withoutApiKey: true, locale: options.locale })
  return client.request(path, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    withoutApiKey: true,
    locale: options.locale,
  })
}

/** What a callback may change: the order, its history, its transactions, the stock, the cart. */
async function state(order: OrderFixture) {
  const ctx = await testContext()
  const details = (await orderDetails(ctx.db, { id: order.orderId }))!
  const transactions = await ctx.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, order.orderId))
  const [product] = await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, order.productId))
  const [cart] = await ctx.db.select({ status: carts.status }).from(carts).where(eq(carts.id, order.cartId))
  const [row] = await ctx.db.select({ cartId: orders.cartId }).from(orders).where(eq(orders.id, order.orderId))
  return {
    status: details.status,
    paymentStatus: details.paymentStatus,
    isPaidAtSet: details.paidAt !== null,
    history: details.history.map((h) => h.status),
    transactions: transactions.map((t) => ({ transactionId: t.transactionId, outcome: t.outcome, amount: t.amount })),
    stock: product!.stock,
    cartStatus: cart!.status,
    orderCartId: row!.cartId,
  }
}

describe('order/pgSuccess/{id}: the card gateway callback', () => {
  test('an approved callback, sent as a form without an apiKey, marks the order paid with a history entry', async () => {
    const order = await makeOrder(await testContext(), { stock: 10, qty: 2 })
    const fields = await gatewayCallback(order)
    const res = await post(order.orderId, fields)
    expect(res.status).toBe(200)
    expect(((await res.json()) as Result).data).toEqual({ orderSlug: order.slug, outcome: 'approved', orderStatus: 'paid', isReplay: false })
    expect(await state(order)).toMatchObject({
      status: 'paid', paymentStatus: 'paid', isPaidAtSet: true, history: ['new', 'paid'],
      transactions: [{ transactionId: fields.transaction_id, outcome: 'approved', amount: order.total }], stock: 8, cartStatus: 'used',
    })
    // A card order is confirmed once paid, and once only (a replay queues nothing more).
    await post(order.orderId, fields)
    expect(await confirmationsOf(order.slug)).toBe(1)
  })

  test('a replayed callback answers the recorded outcome and changes nothing', async () => {
    const order = await makeOrder(await testContext())
    const fields = await gatewayCallback(order)
    expect((await post(order.orderId, fields)).status).toBe(200)
    const before = await state(order)
    const replay = await post(order.orderId, fields)
    expect(replay.status).toBe(200)
    expect(((await replay.json()) as Result).data).toMatchObject({ outcome: 'approved', orderStatus: 'paid', isReplay: true })
    expect(await state(order)).toEqual(before)
  })

  test('a declined callback (JSON) cancels the order, puts the stock back and gives the cart back', async () => {
    const order = await makeOrder(await testContext(), { stock: 10, qty: 3 })
    expect((await state(order)).stock).toBe(7)
    const res = await post(order.orderId, await gatewayCallback(order, { outcome: 'declined' }), { json: true })
    expect(res.status).toBe(200)
    expect(((await res.json()) as Result).data).toMatchObject({ outcome: 'declined', orderStatus: 'cancelled', isReplay: false })
    expect(await state(order)).toMatchObject({
      status: 'cancelled', paymentStatus: 'failed', isPaidAtSet: false, history: ['new', 'cancelled'],
      stock: 10, cartStatus: 'active', orderCartId: null,
    })
    expect(await confirmationsOf(order.slug)).toBe(0)
  })

  test('a cancel on the gateway page counts as declined', async () => {
    const order = await makeOrder(await testContext())
    const res = await post(order.orderId, await gatewayCallback(order, { outcome: 'cancelled' }))
    expect(((await res.json()) as Result).data).toMatchObject({ outcome: 'declined', orderStatus: 'cancelled' })
    expect((await state(order)).transactions).toMatchObject([{ outcome: 'declined' }])
  })

  test('a forged callback (a field changed after signing, or another secret) is refused with 403 and writes nothing', async () => {
    const order = await makeOrder(await testContext())
    const before = await state(order)
    const tampered = { ...(await gatewayCallback(order, { outcome: 'declined' })), outcome: 'approved' }
    const res = await post(order.orderId, tampered)
    expect(res.status).toBe(403)
    expect(((await res.json()) as ErrorBody).error).toEqual({
      code: 'payment.errors.invalidSignature', statusCode: 403,
      payload: { message: 'Potpis obavijesti o plaćanju nije valjan', error: 'payment.errors.invalidSignature' },
    })
    const { signature: _signature, ...unsigned } = await gatewayCallback(order)
    const foreign = signed('x'.repeat(43), unsigned)
    const english = await post(order.orderId, foreign, { locale: 'en' })
    expect(english.status).toBe(403)
    expect(((await english.json()) as ErrorBody).error.payload.message).toBe("The payment notification's signature is not valid")
    expect((await post(order.orderId, unsigned)).status).toBe(403)
    expect(await state(order)).toEqual(before)
  })

  test('an amount that differs from the order is refused and nothing is marked paid', async () => {
    const order = await makeOrder(await testContext())
    const before = await state(order)
    const res = await post(order.orderId, await gatewayCallback(order, { amount: formatAmount(order.total - 1) }))
    expect(res.status).toBe(422)
    expect(((await res.json()) as ErrorBody).error).toMatchObject({
      code: 'payment.errors.amountMismatch', payload: { message: 'Iznos plaćanja ne odgovara iznosu narudžbe' },
    })
    expect(await state(order)).toEqual(before)
  })

  test('another currency is refused', async () => {
    const order = await makeOrder(await testContext())
    const before = await state(order)
    const res = await post(order.orderId, await gatewayCallback(order, { currency: 'USD' }))
    expect(res.status).toBe(422)
    expect(((await res.json()) as ErrorBody).error.code).toBe('payment.errors.currencyMismatch')
    expect(await state(order)).toEqual(before)
  })

  test("another order's callback sent to this order's id, or to an id that does not exist, is refused", async () => {
    const ctx = await testContext()
    const [mine, other] = [await makeOrder(ctx), await makeOrder(ctx)]
    const [mineBefore, otherBefore] = [await state(mine), await state(other)]
    const res = await post(mine.orderId, await gatewayCallback(other))
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).error.code).toBe('payment.errors.orderMismatch')
    expect((await post(2_000_000_000, await gatewayCallback(other))).status).toBe(400)
    expect(await state(mine)).toEqual(mineBefore)
    expect(await state(other)).toEqual(otherBefore)
  })

  test('a second approval for an order already paid is recorded but changes the order no more', async () => {
    const order = await makeOrder(await testContext())
    await post(order.orderId, await gatewayCallback(order))
    const res = await post(order.orderId, await gatewayCallback(order))
    expect(((await res.json()) as Result).data).toMatchObject({ orderStatus: 'paid', isReplay: false })
    const after = await state(order)
    expect(after.history).toEqual(['new', 'paid'])
    expect(after.transactions).toHaveLength(2)
  })

  test('a callback for an order paid by bank transfer is refused', async () => {
    const order = await makeOrder(await testContext(), { paymentMethod: 'bank_transfer' })
    const before = await state(order)
    const res = await post(order.orderId, await gatewayCallback(order))
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).error.code).toBe('payment.errors.orderMismatch')
    expect(await state(order)).toEqual(before)
  })

  test('a signed callback with a missing field is refused as incomplete', async () => {
    const order = await makeOrder(await testContext())
    const { signature: _signature, transaction_id: _id, ...rest } = await gatewayCallback(order)
    const gateway = cardGateway((await testContext()).config)
    const res = await post(order.orderId, signed(gateway.secret, rest))
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).error.code).toBe('payment.errors.invalidCallback')
  })
})

async function confirmationsOf(slug: string): Promise<number> {
  const ctx = await testContext()
  const rows = await ctx.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.kind, 'order-confirmation'))
  return rows.filter((r) => r.subject.includes(slug)).length
}
