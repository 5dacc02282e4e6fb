import { randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { isLocale, type Locale } from '~/app/i18n/locales'
import type { AppContext } from '~/server/lib/context'
import { sellerDetails } from '~/server/modules/orders/seller'
import { cardGateway, hasValidSignature, parseAmount, signed, type GatewayFields } from './card-gateway'
import { errorPage, paymentPage } from './test-gateway-page'
import { cardPaymentRequest, type CardPaymentRequest } from './validation'

/**
 * The shop's own card gateway (mounted at /test-gateway when CARD_GATEWAY_URL is unset), speaking
 * the real gateway's protocol (card-gateway.ts), so the whole card path runs in development and in
 * tests: it checks the shop's signed form, shows Pay and Cancel, signs the outcome, POSTs it server
 * to server to the shop's callback and sends the browser to the success or failure page.
 */
export function createTestGatewayRouter(app: AppContext) {
  if (app.config.NODE_ENV === 'production') {
    app.log.warn('CARD_GATEWAY_URL is not set: card payments go to the test gateway at /test-gateway, which takes no money')
  }
  const gateway = cardGateway(app.config)
  const router = new Hono()

  router.on(['GET', 'POST'], '/', async (c) => {
    const fields = c.req.method === 'GET' ? c.req.query() : await formFields(c)
    const request = verified(fields)
    if (!request) return page(c, errorPage(localeOf(fields), 'invalidRequest'), 400)
    const seller = await sellerDetails(app)
    return page(c, paymentPage({ locale: request.language, merchant: seller.name, orderNumber: request.order_number, amount: parseAmount(request.amount)!, fields }), 200)
  })

  router.post('/complete', async (c) => {
    const { outcome, ...fields } = await formFields(c)
    const request = verified(fields)
    if (!request || (outcome !== 'approved' && outcome !== 'cancelled')) return page(c, errorPage(localeOf(fields), 'invalidRequest'), 400)
    const callback = signed(gateway.secret, {
      store_id: request.store_id,
      order_number: request.order_number,
      amount: request.amount,
      currency: request.currency,
      transaction_id: randomUUID(),
      outcome,
    })
    const answer = await fetch(request.callback_url, { method: 'POST', body: new URLSearchParams(callback), redirect: 'error' }).catch((err: unknown) => {
      app.log.error({ err, callbackUrl: request.callback_url }, 'test gateway: the callback failed')
      return null
    })
    if (!answer?.ok) {
      if (answer) app.log.error({ status: answer.status, body: await answer.text() }, 'test gateway: the shop refused the callback')
      return page(c, errorPage(request.language, 'callbackFailed'), 502)
    }
    return c.redirect(outcome === 'approved' ? request.success_url : request.cancel_url, 303)
  })

  /** The shop's form, when it carries this gateway's signature over all its fields and parses. */
  function verified(fields: GatewayFields): CardPaymentRequest | null {
    if (!hasValidSignature(gateway.secret, fields)) return null
    const parsed = cardPaymentRequest.safeParse(fields)
    return parsed.success && parsed.data.store_id === gateway.storeId ? parsed.data : null
  }

  return router
}

async function formFields(c: Context): Promise<GatewayFields> {
  const body = await c.req.parseBody().catch(() => ({}))
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

function localeOf(fields: GatewayFields): Locale {
  return isLocale(fields.language) ? fields.language : 'hr'
}

/** The gateway's pages are the shopper's own moment: never cached, never indexed. */
function page(c: Context, html: string, status: 200 | 400 | 502) {
  c.header('Cache-Control', 'no-store')
  c.header('X-Robots-Tag', 'noindex')
  return c.html(html, status)
}
