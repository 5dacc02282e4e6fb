import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { makeProduct, makeUser } from '~/server/modules/cart/test-fixtures'
import { products } from '~/server/modules/catalog/schema'
import { testContext } from '~/tests/support/test-context'
import { backOfficeOrder, backOfficeOrders, changeOrderStatus } from './admin-orders'
import { createOrder } from './create-order'
import { readyCheckout } from './test-fixtures'

async function staff() {
  const user = await makeUser(await testContext(), { isBackofficeUser: true })
  return testContext({ user })
}

describe('orders in the back office', () => {
  test('only back-office users see orders', async () => {
    const customer = await testContext({ user: await makeUser(await testContext()) })
    await expect(backOfficeOrders(customer, {})).rejects.toMatchObject({ code: 'backOffice.errors.forbidden', status: 403 })
    await expect(backOfficeOrders(await testContext(), {})).rejects.toMatchObject({ status: 401 })
  })

  test('the list is newest first and finds an order by number, e-mail or name', async () => {
    const ctx = await testContext()
    const product = await makeProduct(ctx)
    const first = await createOrder(ctx, (await readyCheckout(ctx, [{ productId: product, qty: 1 }])).session)
    const second = await createOrder(ctx, (await readyCheckout(ctx, [{ productId: product, qty: 2 }])).session)
    const admin = await staff()
    const list = await backOfficeOrders(admin, {})
    expect(list.records.slice(0, 2).map((r) => r.slug)).toEqual([second.order.slug, first.order.slug])
    expect(list.records[0]).toMatchObject({ customer: 'Ana Horvat', status: 'new', orderTotal: second.order.orderTotal })
    expect((await backOfficeOrders(admin, { query: first.order.slug })).records.map((r) => r.slug)).toEqual([first.order.slug])
    expect((await backOfficeOrders(admin, { query: first.order.contactEmail.toUpperCase() })).total).toBe(1)
    expect((await backOfficeOrders(admin, { query: '100%_' })).total).toBe(0)
    expect((await backOfficeOrders(admin, { status: 'completed', query: first.order.slug })).total).toBe(0)
  })

  test('status changes follow the allowed moves; paid records the payment; cancelled restocks', async () => {
    const ctx = await testContext()
    const product = await makeProduct(ctx, { stock: 5 })
    const { order } = await createOrder(ctx, (await readyCheckout(ctx, [{ productId: product, qty: 2 }], { payment: 'bank_transfer' })).session)
    const admin = await staff()
    await expect(changeOrderStatus(admin, { slug: order.slug, status: 'completed' })).rejects.toMatchObject({ code: 'backOffice.errors.statusChangeNotAllowed', status: 409 })
    const paid = await changeOrderStatus(admin, { slug: order.slug, status: 'paid', note: 'uplata na račun' })
    expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'paid', paidAt: expect.any(Date) })
    expect(paid.history.at(-1)).toMatchObject({ status: 'paid', note: expect.stringContaining('uplata na račun') })
    const stockOf = async () => (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, product)))[0]!.stock
    expect(await stockOf()).toBe(3)
    await changeOrderStatus(admin, { slug: order.slug, status: 'cancelled' })
    expect(await stockOf()).toBe(5)
    await expect(changeOrderStatus(admin, { slug: order.slug, status: 'shipped' })).rejects.toMatchObject({ status: 409 })
    expect((await backOfficeOrder(admin, order.slug)).history.map((h) => h.status)).toEqual(['new', 'paid', 'cancelled'])
    await expect(backOfficeOrder(admin, 'nema')).rejects.toMatchObject({ status: 404 })
  })
})
