import { coupons } from '~/server/modules/cart/schema'
import {
  deliveryMethodTranslations, deliveryMethods, paymentMethodTranslations, paymentMethods, pickupBranches,
} from '~/server/modules/checkout/schema'
import { daysAgo, type SeedDb } from './types'

/** Pickup is method code 15 (SPEC §9); the other codes only need to differ from it. */
const delivery = [
  { methodCode: 10, priceNet: 400, freeFrom: 7000,
    hr: ['GLS dostava', 'Dostava na adresu u 1–3 radna dana. Besplatno za narudžbe iznad 70 €.'],
    en: ['GLS courier', 'Home delivery in 1–3 working days. Free for orders over €70.'] },
  { methodCode: 11, priceNet: 320, freeFrom: null,
    hr: ['Hrvatska pošta', 'Paket24 na adresu ili u poštanski ured u 2–4 radna dana.'],
    en: ['Croatian Post', 'Paket24 to your address or a post office in 2–4 working days.'] },
  { methodCode: 15, priceNet: 0, freeFrom: null,
    hr: ['Preuzimanje u poslovnici', 'Besplatno preuzimanje u poslovnici, obično sljedeći radni dan.'],
    en: ['Collect in a shop', 'Free collection in one of our shops, usually the next working day.'] },
] as const

const branches = [
  { name: 'Dućan Zagreb', address: 'Ilica 1, 10000 Zagreb' },
  { name: 'Dućan Split', address: 'Marmontova 4, 21000 Split' },
  { name: 'Dućan Rijeka', address: 'Korzo 12, 51000 Rijeka' },
]

type Texts = Record<'hr' | 'en', [name: string, description: string]>

const payment: ({ code: 'cash_on_delivery' | 'bank_transfer' | 'card' } & Texts)[] = [
  { code: 'cash_on_delivery', hr: ['Pouzećem', 'Plaćanje gotovinom ili karticom dostavljaču.'], en: ['Cash on delivery', 'Pay the courier in cash or by card.'] },
  { code: 'bank_transfer', hr: ['Virman / opća uplatnica', 'Podatke za uplatu šaljemo e-poštom; narudžbu šaljemo po primitku uplate.'], en: ['Bank transfer', 'We email the payment details and ship once the payment arrives.'] },
  { code: 'card', hr: ['Kartično plaćanje', 'Visa, Mastercard i Maestro, sigurno plaćanje uz 3-D Secure.'], en: ['Card payment', 'Visa, Mastercard and Maestro, secured with 3-D Secure.'] },
]

/** Delivery methods with pickup branches, payment methods and coupons. */
export async function seedCheckout(db: SeedDb): Promise<void> {
  const methods = await db
    .insert(deliveryMethods)
    .values(delivery.map((d, position) => ({ methodCode: d.methodCode, priceNet: d.priceNet, freeFrom: d.freeFrom, position })))
    .returning({ id: deliveryMethods.id })
  await db.insert(deliveryMethodTranslations).values(
    delivery.flatMap((d, i) => (['hr', 'en'] as const).map((locale) => ({
      methodId: methods[i]!.id, locale, name: d[locale][0], description: d[locale][1],
    }))),
  )
  const pickup = methods[delivery.findIndex((d) => d.methodCode === 15)]!
  await db.insert(pickupBranches).values(branches.map((b, position) => ({ methodId: pickup.id, position, ...b })))

  const payments = await db
    .insert(paymentMethods)
    .values(payment.map((p, position) => ({ code: p.code, position })))
    .returning({ id: paymentMethods.id })
  await db.insert(paymentMethodTranslations).values(
    payment.flatMap((p, i) => (['hr', 'en'] as const).map((locale) => ({
      methodId: payments[i]!.id, locale, name: p[locale][0], description: p[locale][1],
    }))),
  )

  await db.insert(coupons).values([
    { code: 'DOBRODOSLI10', discountPercent: 10 },
    { code: 'ZIMA15', discountPercent: 15, validFrom: daysAgo(1), validTo: daysAgo(-90), usageLimit: 500 },
    { code: 'LJETO20', discountPercent: 20, isActive: false, validFrom: new Date('2026-06-01T00:00:00+02:00'), validTo: new Date('2026-08-31T23:59:59+02:00') },
  ])
}
