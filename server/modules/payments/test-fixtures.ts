import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Locale } from '~/app/i18n/locales'
import type { RequestContext } from '~/server/lib/context'
import { carts } from '~/server/modules/cart/schema'
import { addItem } from '~/server/modules/cart/service'
import { newCartSession, type CartSession } from '~/server/modules/cart/session'
import { makeProduct } from '~/server/modules/cart/test-fixtures'
import { products } from '~/server/modules/catalog/schema'
import { orderHistory, orderLines, orders, type PaymentCode } from '~/server/modules/orders/schema'

/**
 * An order as order/create will leave it, written straight into the tables (the payments' tests
 * run before order/create exists): a cart with one line, now `used`; the order awaiting payment
 * with that line; the product's stock already decremented by it.
 */
export interface OrderFixture {
  orderId: number
  slug: string
  cartId: number
  session: CartSession
  productId: number
  total: number
}

export async function makeOrder(
  ctx: RequestContext,
  input: { paymentMethod?: PaymentCode; locale?: Locale; qty?: number; unitPrice?: number; stock?: number; company?: string } = {},
): Promise<OrderFixture> {
  const qty = input.qty ?? 2
  const unitPrice = input.unitPrice ?? 1250
  const productId = await makeProduct(ctx, { retailPrice: unitPrice, stock: input.stock ?? 10 })
  const session = await newCartSession(ctx)
  await addItem(ctx, session, { productId, qty })
  await ctx.db.update(carts).set({ status: 'used' }).where(eq(carts.id, session.cartId))
  const paymentMethod = input.paymentMethod ?? 'card'
  const total = unitPrice * qty
  const slug = `2026-${randomBytes(4).toString('hex').toUpperCase()}`
  const [order] = await ctx.db
    .insert(orders)
    .values({
      slug,
      cartId: session.cartId,
      locale: input.locale ?? 'hr',
      status: 'new',
      contactEmail: 'kupac@example.test',
      deliveryAddress: {
        firstName: 'Ana', lastName: 'Horvat', contactEmail: 'kupac@example.test', contactPhone: '+385911234567',
        street: 'Ilica', houseNumber: '12', city: 'Zagreb', zipCode: '10000', country: 'HR',
      },
      invoice: input.company ? { companyName: input.company, oib: '12345678903' } : null,
      deliveryMethodCode: 1,
      deliveryMethodName: 'Dostava',
      paymentMethod,
      paymentMethodName: paymentMethod,
      paymentStatus: paymentMethod === 'cash_on_delivery' ? 'none' : 'pending',
      itemsTotal: total,
      couponTotal: 0,
      deliveryTotal: 0,
      orderTotal: total,
      vatTotal: Math.round(total / 5),
      vatByRate: [{ vatRate: 2500, gross: total, vat: Math.round(total / 5) }],
      acceptedConsents: {},
      termsVersion: 1,
    })
    .returning({ id: orders.id })
  const orderId = order!.id
  await ctx.db.insert(orderLines).values({
    orderId, productId, name: 'Proizvod', sku: `SKU-${productId}`, qty, unitPrice, vatRate: 2500, rowTotal: total,
    stockUnits: { [String(productId)]: 1 },
  })
  await ctx.db.insert(orderHistory).values({ orderId, status: 'new', note: 'test order' })
  await ctx.db.update(products).set({ stock: sql`${products.stock} - ${qty}` }).where(eq(products.id, productId))
  return { orderId, slug, cartId: session.cartId, session, productId, total }
}
