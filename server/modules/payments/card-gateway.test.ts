import { describe, expect, test } from 'vitest'
import { loadConfig } from '~/server/lib/config'
import { cardGateway, cardPaymentFields, formatAmount, hasValidSignature, parseAmount, signed } from './card-gateway'

const secret = 'a'.repeat(40)

describe('card gateway signatures', () => {
  test('a signed message verifies, whatever the order of its fields', () => {
    const message = signed(secret, { order_number: '2026-7KQ4M2', amount: '25.00', currency: 'EUR' })
    expect(message.signature).toMatch(/^[0-9a-f]{64}$/)
    const reordered = { currency: 'EUR', signature: message.signature!, amount: '25.00', order_number: '2026-7KQ4M2' }
    expect(hasValidSignature(secret, reordered)).toBe(true)
  })

  test('a changed, added or removed field, another secret or a malformed signature fails', () => {
    const message = signed(secret, { order_number: '2026-7KQ4M2', amount: '25.00', currency: 'EUR' })
    expect(hasValidSignature(secret, { ...message, amount: '0.01' })).toBe(false)
    expect(hasValidSignature(secret, { ...message, outcome: 'approved' })).toBe(false)
    const { currency: _currency, ...without } = message
    expect(hasValidSignature(secret, without)).toBe(false)
    expect(hasValidSignature('b'.repeat(40), message)).toBe(false)
    expect(hasValidSignature(secret, { ...message, signature: 'abc' })).toBe(false)
    expect(hasValidSignature(secret, { ...message, signature: undefined as unknown as string })).toBe(false)
  })

  test('a newline cannot move text from one field into another', () => {
    const message = signed(secret, { a: 'x', b: 'y' })
    expect(hasValidSignature(secret, { a: 'x\nb=y', signature: message.signature! })).toBe(false)
  })

  test('amounts are euros with two decimals', () => {
    expect(formatAmount(1250)).toBe('12.50')
    expect(formatAmount(5)).toBe('0.05')
    expect(parseAmount('12.50')).toBe(1250)
    expect(parseAmount('12,50')).toBeNull()
    expect(parseAmount('-1.00')).toBeNull()
    expect(parseAmount('12.5')).toBeNull()
  })
})

describe('card gateway configuration', () => {
  test('without CARD_GATEWAY_URL the test gateway on SITE_URL takes payments, with a secret derived from JWT_SECRET', () => {
    const config = loadConfig({ NODE_ENV: 'test', SITE_URL: 'http://localhost:3310', JWT_SECRET: 'j'.repeat(32) })
    const gateway = cardGateway(config)
    expect(gateway).toMatchObject({ url: 'http://localhost:3310/test-gateway', isTest: true, provider: 'test-gateway' })
    expect(gateway.secret.length).toBeGreaterThanOrEqual(32)
    expect(cardGateway(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'k'.repeat(32) })).secret).not.toBe(gateway.secret)
  })

  test('a real gateway needs its store id and a secret of 32 characters', () => {
    expect(() => loadConfig({ CARD_GATEWAY_URL: 'https://pay.example.test/redirect' })).toThrow(/CARD_GATEWAY_STORE_ID.*required[\s\S]*CARD_GATEWAY_SECRET/)
    expect(() => loadConfig({ CARD_GATEWAY_URL: 'https://pay.example.test', CARD_GATEWAY_STORE_ID: '42', CARD_GATEWAY_SECRET: 'short' })).toThrow(/at least 32/)
    const config = loadConfig({ CARD_GATEWAY_URL: 'https://pay.example.test/redirect', CARD_GATEWAY_STORE_ID: '42', CARD_GATEWAY_SECRET: secret })
    expect(cardGateway(config)).toEqual({ url: 'https://pay.example.test/redirect', storeId: '42', secret, isTest: false, provider: 'card-gateway' })
  })

  test('the form names the order, its amount, the pages to return to and the callback, and is signed', () => {
    const config = loadConfig({ NODE_ENV: 'test', SITE_URL: 'https://shop.example.test', JWT_SECRET: 'j'.repeat(32) })
    const fields = cardPaymentFields(config, { id: 17, slug: '2026-7KQ4M2', orderTotal: 2500, currency: 'EUR', locale: 'en' })
    expect(fields).toMatchObject({
      store_id: 'ducan-test', order_number: '2026-7KQ4M2', amount: '25.00', currency: 'EUR', language: 'en', cart: 'Order 2026-7KQ4M2',
      success_url: 'https://shop.example.test/en/checkout/success?orderSlug=2026-7KQ4M2',
      cancel_url: 'https://shop.example.test/en/checkout/failure?orderSlug=2026-7KQ4M2',
      callback_url: 'https://shop.example.test/api/v1/ecommerce/order/pgSuccess/17',
    })
    expect(hasValidSignature(cardGateway(config).secret, fields)).toBe(true)
  })
})
