import { createHmac, timingSafeEqual } from 'node:crypto'
import { href } from '~/app/i18n/paths'
import type { Config } from '~/server/lib/config'
import type { OrderDetails } from '~/server/modules/orders/order-details'

/**
 * The card gateway's hosted-page protocol (decision 009), in the style of the Croatian gateways
 * (CorvusPay, WSPay): the shopper's browser POSTs a signed form to the gateway's page, the card is
 * typed there (never here), and the gateway calls back order/pgSuccess/{id} with a signed outcome.
 * Both directions are signed with HMAC-SHA256 under the shared secret, over every field sent.
 */
export interface CardGateway {
  /** Where the shopper's browser POSTs the signed form. */
  url: string
  storeId: string
  secret: string
  /** The shop's own test gateway (CARD_GATEWAY_URL unset): development, tests, demos. */
  isTest: boolean
  /** payment_transactions.provider: a test transaction id never meets a real one in the unique key. */
  provider: string
}

/** The fields the shop signs for the gateway's page, and the gateway's callback fields. */
export type GatewayFields = Record<string, string>

/**
 * The gateway of this installation. Without CARD_GATEWAY_URL it is the test gateway, whose secret
 * is derived from JWT_SECRET: every process of one installation shares JWT_SECRET, so they share
 * this secret too (a callback may reach another process than the one that signed the form), and it
 * is never a fixed, published value (a forged callback needs the installation's own secret).
 */
export function cardGateway(config: Config): CardGateway {
  if (config.CARD_GATEWAY_URL && config.CARD_GATEWAY_STORE_ID && config.CARD_GATEWAY_SECRET) {
    return { url: config.CARD_GATEWAY_URL, storeId: config.CARD_GATEWAY_STORE_ID, secret: config.CARD_GATEWAY_SECRET, isTest: false, provider: 'card-gateway' }
  }
  return {
    url: `${siteOrigin(config)}/test-gateway`,
    storeId: 'ducan-test',
    secret: createHmac('sha256', config.JWT_SECRET).update('ducan:test-card-gateway').digest('base64url'),
    isTest: true,
    provider: 'test-gateway',
  }
}

/** The signed form that sends the shopper to the gateway's page to pay `order`. */
export function cardPaymentFields(config: Config, order: Pick<OrderDetails, 'id' | 'slug' | 'orderTotal' | 'currency' | 'locale'>): GatewayFields {
  const gateway = cardGateway(config)
  const site = siteOrigin(config)
  const description = order.locale === 'hr' ? `Narudžba ${order.slug}` : `Order ${order.slug}`
  return signed(gateway.secret, {
    store_id: gateway.storeId,
    order_number: order.slug,
    amount: formatAmount(order.orderTotal),
    currency: order.currency,
    language: order.locale,
    cart: description,
    success_url: `${site}${href('checkoutSuccess', order.locale, {}, { orderSlug: order.slug })}`,
    cancel_url: `${site}${href('checkoutFailure', order.locale, {}, { orderSlug: order.slug })}`,
    callback_url: `${site}/api/v1/ecommerce/order/pgSuccess/${order.id}`,
  })
}

/**
 * The signature of a message: HMAC-SHA256 (hex) over its fields sorted by name, each as
 * `name=value` and a newline. Sorting makes the order of the form's fields irrelevant, and the
 * separators make the text unambiguous (hasValidSignature refuses newlines in names and values).
 */
export function signature(secret: string, fields: GatewayFields): string {
  const text = Object.keys(fields)
    .filter((name) => name !== 'signature')
    .sort()
    .map((name) => `${name}=${fields[name]}\n`)
    .join('')
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex')
}

export function signed(secret: string, fields: GatewayFields): GatewayFields {
  return { ...fields, signature: signature(secret, fields) }
}

/** Whether `fields` carry the signature of `secret` over all of them; compared in constant time. */
export function hasValidSignature(secret: string, fields: GatewayFields): boolean {
  const given = fields.signature
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value !== 'string' || /[\n=]/.test(name) || value.includes('\n')) return false
  }
  return timingSafeEqual(Buffer.from(signature(secret, fields), 'hex'), Buffer.from(given, 'hex'))
}

/** Cents as the gateways write amounts: euros with a dot and two decimals (1250 → '12.50'). */
export function formatAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** '12.50' → 1250; anything else (no decimals, a comma, a sign) is null. */
export function parseAmount(text: string): number | null {
  const match = /^(\d{1,9})\.(\d{2})$/.exec(text)
  return match ? Number(match[1]) * 100 + Number(match[2]) : null
}

function siteOrigin(config: Config): string {
  return config.SITE_URL.replace(/\/+$/, '')
}
