import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { getCart } from '~/server/modules/cart/service'
import { mailOutbox } from '~/server/modules/mail/schema'
import { makeProduct } from '~/server/modules/cart/test-fixtures'
import { createOrder } from '~/server/modules/orders/create-order'
import { orderDetails } from '~/server/modules/orders/order-details'
import { orders } from '~/server/modules/orders/schema'
import { readyCheckout } from '~/server/modules/orders/test-fixtures'
import { testApp, testContext } from '~/tests/support/test-context'
import { abandonCardPayment, pendingCardOrder, releaseStaleCardOrders, staleMinutes } from './pending-card-payment'

async function cardOrder() {
  const ctx = await testContext()
  const { session } = await readyCheckout(ctx, [{ productId: await makeProduct(ctx, { stock: 3 }), qty: 1 }], { payment: 'card' })
  const { order } = await createOrder(ctx, session)
  return { ctx, session, order }
}

describe('a card payment left unfinished', () => {
  test('the session finds its order awaiting payment; giving up cancels it and gives the cart back', async () => {
    const { ctx, session, order } = await cardOrder()
    expect((await pendingCardOrder(ctx, session))?.slug).toBe(order.slug)
    // Not confirmed by e-mail before it is paid.
    expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, order.contactEmail))).toEqual([])
    await expect(pendingCardOrder(ctx, { ...session, protectCode: 'forged' })).rejects.toMatchObject({ code: 'core.errors.sessionDoesntExist' })

    expect(await abandonCardPayment(ctx, session)).toBe(true)
    expect(await orderDetails(ctx.db, { id: order.id })).toMatchObject({ status: 'cancelled', paymentStatus: 'failed', cartId: null })
    expect((await getCart(ctx, session)).qty).toBe(1)
    expect(await pendingCardOrder(ctx, session)).toBeNull()
    expect(await abandonCardPayment(ctx, session)).toBe(false)
  })

  test(`an order awaiting its card payment for more than ${staleMinutes} minutes is released; a newer one is not`, async () => {
    const old = await cardOrder()
    const recent = await cardOrder()
    await old.ctx.db.update(orders).set({ createdAt: new Date(Date.now() - (staleMinutes + 1) * 60_000) }).where(eq(orders.id, old.order.id))
    expect(await releaseStaleCardOrders(await testApp())).toBeGreaterThanOrEqual(1)
    expect(await orderDetails(old.ctx.db, { id: old.order.id })).toMatchObject({ status: 'cancelled' })
    expect(await orderDetails(old.ctx.db, { id: recent.order.id })).toMatchObject({ status: 'new', paymentStatus: 'pending' })
  })
})
