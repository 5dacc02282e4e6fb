import type { Db } from '~/server/db/client'
import { orderDetails, type OrderDetails } from '~/server/modules/orders/order-details'
import { orderHistory, orderLines, orders } from '~/server/modules/orders/schema'
import type { Seller } from '~/server/modules/orders/seller'

/**
 * An order as the order transaction would store it, inserted directly so the mail tests do not
 * depend on the checkout: two VAT rates, a 10 % coupon, delivery, a personalized line.
 * Totals are worked out by hand with the cart's rounding rule (cart/totals.ts):
 *   25 %: 2 × 49,90 = 99,80 − 9,98 coupon + 4,00 delivery = 93,82, VAT 18,76
 *    5 %: 1 × 15,90 = 15,90 − 1,59 coupon                  = 14,31, VAT  0,68
 */
export const orderTotals = { itemsTotal: 11_570, couponTotal: 1_157, deliveryTotal: 400, orderTotal: 10_813, vatTotal: 1_944 }

type OrderRow = typeof orders.$inferInsert

export async function insertOrder(
  db: Db,
  overrides: Partial<OrderRow> & { lineNames?: [string, string] } = {},
): Promise<OrderDetails> {
  const { lineNames = ['Lanena košulja', 'Priče iz davnine'], ...order } = overrides
  const [row] = await db
    .insert(orders)
    .values({
      slug: `2026-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      locale: 'hr',
      contactEmail: 'ana@example.com',
      deliveryAddress: {
        firstName: 'Ana', lastName: 'Šimić', contactEmail: 'ana@example.com', contactPhone: '+385 91 123 4567',
        street: 'Ilica', houseNumber: '12', city: 'Zagreb', zipCode: '10000', country: 'HR',
      },
      deliveryMethodCode: 10,
      deliveryMethodName: 'Dostava na adresu',
      paymentMethod: 'cash_on_delivery',
      paymentMethodName: 'Plaćanje pouzećem',
      paymentStatus: 'none',
      couponCode: 'JESEN10',
      couponPercent: 10,
      ...orderTotals,
      vatByRate: [{ vatRate: 2500, gross: 9_382, vat: 1_876 }, { vatRate: 500, gross: 1_431, vat: 68 }],
      acceptedConsents: { terms: 1 },
      termsVersion: 1,
      createdAt: new Date('2026-11-25T18:05:00Z'),
      ...order,
    })
    .returning({ id: orders.id })
  const orderId = row!.id
  await db.insert(orderLines).values([
    { orderId, name: lineNames[0], sku: 'DU-KOS-LAN', options: { personalizations: { Monogram: 'A. Š.' } }, qty: 2, unitPrice: 4_990, vatRate: 2500, rowTotal: 9_980 },
    { orderId, name: lineNames[1], sku: 'DU-KNJ-PRI', qty: 1, unitPrice: 1_590, vatRate: 500, rowTotal: 1_590 },
  ])
  await db.insert(orderHistory).values({ orderId, status: 'new', note: 'test fixture' })
  return (await orderDetails(db, { id: orderId }))!
}

export const testSeller: Seller = {
  name: 'Dućan d.o.o.',
  street: 'Trg bana Josipa Jelačića 1',
  zipCode: '10000',
  city: 'Zagreb',
  country: 'HR',
  oib: '12345678903',
  iban: 'HR1210010051863000160',
  email: 'info@ducan.hr',
  phone: '+385 1 234 5678',
}
