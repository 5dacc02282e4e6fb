import { toEuros } from '~/server/modules/cart/totals'
import type { OrderDetails } from './order-details'

/** An order for the wire and the pages (no ids of other tables, no cart): money in euros. */
export function orderView(order: OrderDetails) {
  return {
    id: order.id,
    orderSlug: order.slug,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentMethodName: order.paymentMethodName,
    paymentStatus: order.paymentStatus,
    deliveryMethodName: order.deliveryMethodName,
    deliveryMethodCode: order.deliveryMethodCode,
    branch: order.branch,
    deliveryAddress: order.deliveryAddress,
    invoice: order.invoice,
    contactEmail: order.contactEmail,
    couponCode: order.couponCode,
    prices: {
      itemsTotal: toEuros(order.itemsTotal),
      coupon: toEuros(order.couponTotal),
      delivery: toEuros(order.deliveryTotal),
      orderTotal: toEuros(order.orderTotal),
      tax: toEuros(order.vatTotal),
      vatByRate: order.vatByRate.map((r) => ({ vatRate: r.vatRate / 100, gross: toEuros(r.gross), vat: toEuros(r.vat) })),
    },
    currency: order.currency,
    items: order.lines.map((l) => ({
      id: l.id, productId: l.productId, name: l.name, sku: l.sku, options: l.options, qty: l.qty,
      unitPrice: toEuros(l.unitPrice), vatRate: l.vatRate / 100, row: toEuros(l.rowTotal),
    })),
    history: order.history.map((h) => ({ status: h.status, note: h.note, createdAt: h.createdAt.toISOString() })),
    createdAt: order.createdAt.toISOString(),
  }
}

export type OrderView = ReturnType<typeof orderView>
