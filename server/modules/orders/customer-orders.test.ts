import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { makeProduct, makeUser } from '~/server/modules/cart/test-fixtures'
import { testContext } from '~/tests/support/test-context'
import { createOrder } from './create-order'
import { customerOrder, customerOrders, customerOrdersPageSize } from './customer-orders'
import { orders } from './schema'
import { readyCheckout } from './test-fixtures'

describe('the profile’s order history', () => {
  test('lists the customer’s own orders, newest first, with totals and item counts, a page at a time', async () => {
    const user = await makeUser(await testContext())
    const ctx = await testContext({ user })
    const product = await makeProduct(ctx, { retailPrice: 1000, stock: 100 })
    const slugs: string[] = []
    for (let i = 0; i < customerOrdersPageSize + 1; i++) {
      const { session } = await readyCheckout(ctx, [{ productId: product, qty: i + 1 }])
      const { order } = await createOrder(ctx, session)
      // Creation times a day apart, so "newest first" does not depend on the clock's resolution.
      await ctx.db.update(orders).set({ createdAt: new Date(Date.UTC(2026, 9, 1 + i)) }).where(eq(orders.id, order.id))
      slugs.push(order.slug)
    }
    // Someone else's order never shows.
    const guest = await readyCheckout(await testContext(), [{ productId: product, qty: 1 }])
    await createOrder(await testContext(), guest.session)

    const first = await customerOrders(ctx, user.id, { page: 1 })
    expect(first).toMatchObject({ page: 1, pages: 2, total: customerOrdersPageSize + 1 })
    expect(first.orders.map((o) => o.slug)).toEqual(slugs.slice(1).reverse())
    expect(first.orders[0]).toMatchObject({ status: 'new', itemCount: customerOrdersPageSize + 1, currency: 'EUR', orderTotal: (customerOrdersPageSize + 1) * 1000 })
    const second = await customerOrders(ctx, user.id, { page: 2 })
    expect(second.orders.map((o) => o.slug)).toEqual([slugs[0]])
    expect(second.orders[0]).toMatchObject({ itemCount: 1, orderTotal: 1500 })
    // A page past the end is the last one.
    expect((await customerOrders(ctx, user.id, { page: 99 })).page).toBe(2)
  })

  test('a customer without orders gets an empty first page', async () => {
    const user = await makeUser(await testContext())
    expect(await customerOrders(await testContext({ user }), user.id)).toEqual({ orders: [], page: 1, pages: 1, total: 0 })
  })

  test('an order is shown only to its customer; another customer’s order and an unknown number are the same 404', async () => {
    const owner = await makeUser(await testContext())
    const other = await makeUser(await testContext())
    const ctx = await testContext({ user: owner })
    const product = await makeProduct(ctx)
    const { session } = await readyCheckout(ctx, [{ productId: product, qty: 2 }])
    const { order } = await createOrder(ctx, session)

    const mine = await customerOrder(ctx, owner.id, order.slug)
    expect(mine).toMatchObject({ slug: order.slug, userId: owner.id })
    expect(mine.lines).toHaveLength(1)
    expect(mine.history).toEqual([expect.objectContaining({ status: 'new' })])

    const foreign = await customerOrder(await testContext({ user: other }), other.id, order.slug).catch((e: unknown) => e)
    const unknown = await customerOrder(ctx, owner.id, '2026-NOTHERE0').catch((e: unknown) => e)
    expect(foreign).toMatchObject({ code: 'orders.errors.orderNotFound', status: 404 })
    expect(unknown).toMatchObject({ code: 'orders.errors.orderNotFound', status: 404 })
  })
})
