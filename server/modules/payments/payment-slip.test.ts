import { describe, expect, test } from 'vitest'
import { testContext } from '~/tests/support/test-context'
import { paymentAdapter } from './adapters'
import { cardGateway, hasValidSignature } from './card-gateway'
import { orderDetails } from '~/server/modules/orders/order-details'
import { orderForSuccessPage, paymentSlipOf } from './payment-slip'
import { makeOrder } from './test-fixtures'

describe('the success page payment', () => {
  test('a bank-transfer order shows its HUB-3 slip: amount, payee, model HR01 and the reference of its id', async () => {
    const ctx = await testContext()
    const order = await makeOrder(ctx, { paymentMethod: 'bank_transfer', qty: 1, unitPrice: 4999 })
    const page = await orderForSuccessPage(ctx, order.slug)
    expect(page).toMatchObject({ orderSlug: order.slug, paymentMethod: 'bank_transfer', isPaid: false, slip: { amount: 4999, model: 'HR01', description: `Narudžba ${order.slug}` } })
    expect(page!.slip!.reference).toMatch(new RegExp(`^${order.orderId}-\\d$`))
    expect(page!.slip).not.toHaveProperty('payer')
    expect(await paymentSlipOf(ctx, order.slug)).toMatchObject({ amount: 4999, payer: { name: 'Ana Horvat' } })
  })

  test('a card or cash order has no slip; an unknown order number is nothing', async () => {
    const ctx = await testContext()
    const card = await makeOrder(ctx, { paymentMethod: 'card' })
    expect(await orderForSuccessPage(ctx, card.slug)).toMatchObject({ paymentMethod: 'card', isPaid: false, slip: null })
    expect(await paymentSlipOf(ctx, card.slug)).toBeNull()
    const cash = await makeOrder(ctx, { paymentMethod: 'cash_on_delivery' })
    expect(await paymentSlipOf(ctx, cash.slug)).toBeNull()
    expect(await orderForSuccessPage(ctx, '2026-NOPE00')).toBeNull()
  })
})

describe('payment adapters', () => {
  test('cash on delivery owes nothing online; a bank transfer is awaited and confirmed at once', async () => {
    const ctx = await testContext()
    const order = (await orderDetails(ctx.db, { id: (await makeOrder(ctx, { paymentMethod: 'bank_transfer' })).orderId }))!
    expect(paymentAdapter('cash_on_delivery')).toMatchObject({ code: 'cash_on_delivery', initialStatus: 'none' })
    expect(await paymentAdapter('cash_on_delivery').next(ctx, order)).toEqual({ type: 'confirmed' })
    expect(paymentAdapter('bank_transfer')).toMatchObject({ code: 'bank_transfer', initialStatus: 'pending' })
    expect(await paymentAdapter('bank_transfer').next(ctx, order)).toEqual({ type: 'confirmed' })
  })

  test('a card payment redirects to the gateway with the signed form', async () => {
    const ctx = await testContext()
    const order = (await orderDetails(ctx.db, { id: (await makeOrder(ctx, { paymentMethod: 'card', locale: 'en' })).orderId }))!
    const adapter = paymentAdapter('card')
    expect(adapter.initialStatus).toBe('pending')
    const next = await adapter.next(ctx, order)
    const gateway = cardGateway(ctx.config)
    expect(next).toMatchObject({ type: 'redirect', method: 'POST', action: gateway.url, fields: { order_number: order.slug, language: 'en' } })
    if (next.type !== 'redirect') throw new Error('expected a redirect')
    expect(hasValidSignature(gateway.secret, next.fields)).toBe(true)
  })
})
