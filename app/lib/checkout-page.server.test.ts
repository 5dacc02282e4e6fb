import type { AppLoadContext, UNSAFE_DataWithResponseInit } from 'react-router'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { AppContext } from '~/server/lib/context'
import { addItem } from '~/server/modules/cart/service'
import { newCartSession, type CartSession } from '~/server/modules/cart/session'
import { makeProduct } from '~/server/modules/cart/test-fixtures'
import { applicableDeliveryMethods, applicablePaymentMethods, checkoutMethodsTag } from '~/server/modules/checkout/methods'
import { deliveryMethods } from '~/server/modules/checkout/schema'
import { checkoutSettings } from '~/server/modules/settings/schema'
import { settingsTags } from '~/server/modules/settings/service'
import { readyCheckout } from '~/server/modules/orders/test-fixtures'
import { testApp, testContext } from '~/tests/support/test-context'
import { submitCheckout } from './checkout-action.server'
import { orderedCartCookies } from './checkout-cart-cookies.server'
import { checkoutPageData } from './checkout-page.server'
import type { CheckoutPageView, StepAnswer } from './checkout-view'

function args(app: AppContext, path: string, options: { session?: CartSession; form?: Record<string, string | string[]>; cookie?: string } = {}) {
  const session = options.session ? `cartId=${options.session.cartId}; protectCode=${options.session.protectCode}; cartLocale=hr` : ''
  const cookie = [session, options.cookie].filter(Boolean).join('; ')
  const context = { app, nonce: 'n', requestId: 'test', clientIp: '127.0.0.1' } satisfies AppLoadContext
  const body = options.form && new URLSearchParams(Object.entries(options.form).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]])))
  const init = body ? { method: 'POST', body, headers: { Cookie: cookie } } : { headers: { Cookie: cookie } }
  return { request: new Request(`http://127.0.0.1${path}`, init), url: new URL(`http://127.0.0.1${path}`), context }
}

async function pageView(app: AppContext, path: string, session?: CartSession, cookie?: string): Promise<CheckoutPageView> {
  return ((await checkoutPageData(args(app, path, { session, cookie }))) as UNSAFE_DataWithResponseInit<CheckoutPageView>).data
}

async function cartWithMug(): Promise<CartSession> {
  const ctx = await testContext()
  const session = await newCartSession(ctx)
  await addItem(ctx, session, { productId: await makeProduct(ctx, { retailPrice: 1800 }), qty: 2 })
  return session
}

const address = {
  intent: 'address', firstName: 'Ana', lastName: 'Horvat', contactEmail: 'ana-checkout-page@example.test', contactPhone: '091 234 5678',
  street: 'Ilica', houseNumber: '10', city: 'Zagreb', zipCode: '10000', country: 'HR', acceptedConsents: 'privacy',
}

describe('the checkout page', () => {
  test('without a cart shows the empty state', async () => {
    expect(await pageView(await testApp(), '/naplata')).toEqual({ kind: 'empty', message: null })
  })

  test('never opens a step past the first one not saved, and shows the cart in cents', async () => {
    const app = await testApp()
    const session = await cartWithMug()
    const view = await pageView(app, '/naplata?step=3', session)
    if (view.kind !== 'steps') throw new Error(view.kind)
    expect(view).toMatchObject({ step: 1, reachable: 1, isLoggedIn: false })
    expect(view.overview).toMatchObject({ itemsTotal: 3600, delivery: null, total: 3600, lines: [{ qty: 2, unitPrice: 1800, amount: 3600 }] })
    expect(view.consents.payment.map((c) => c.uniqueNumber)).toEqual(['terms-of-sale'])
  })

  test('asks a guest to log in, and come back, when checkout_guest is 0', async () => {
    const app = await testApp()
    const ctx = await testContext()
    await ctx.db.update(checkoutSettings).set({ checkoutGuest: 0 })
    await ctx.cache.invalidate([settingsTags.checkout])
    try {
      expect(await pageView(app, '/naplata', await cartWithMug())).toEqual({ kind: 'login', loginHref: '/prijava?redirectTo=%2Fnaplata', registerHref: '/registracija?redirectTo=%2Fnaplata' })
    } finally {
      await ctx.db.update(checkoutSettings).set({ checkoutGuest: 1 })
      await ctx.cache.invalidate([settingsTags.checkout])
    }
  })
})

describe('the checkout forms', () => {
  test('a refused address answers every error with what was typed; a saved one goes on to step 2', async () => {
    const app = await testApp()
    const session = await cartWithMug()
    const refused = (await submitCheckout(args(app, '/naplata?step=1', { session, form: { ...address, zipCode: '12', contactEmail: 'ana@', acceptedConsents: [] } }))) as UNSAFE_DataWithResponseInit<StepAnswer>
    expect(refused.init?.status).toBe(400)
    expect(refused.data).toMatchObject({
      step: 1,
      errors: {
        zipCode: { code: 'core.validation.minLength', params: { length: 4 } },
        contactEmail: { code: 'core.validation.email' },
        'consent.privacy': { code: 'checkout.errors.consentRequired' },
      },
      values: { zipCode: '12', contactEmail: 'ana@', firstName: 'Ana' },
    })
    const saved = (await submitCheckout(args(app, '/naplata?step=1', { session, form: address }))) as Response
    expect(saved.status).toBe(303)
    expect(saved.headers.get('Location')).toBe('/naplata?step=2')
    expect(await pageView(app, '/naplata', session)).toMatchObject({ step: 2, reachable: 2, summaries: { address: 'Ana Horvat, Ilica 10, 10000 Zagreb' } })
  })

  test('the order goes to the success page and ends the cart session; a second submit lands on the same order', async () => {
    const app = await testApp()
    const ctx = await testContext()
    const { session } = await readyCheckout(ctx, [{ productId: await makeProduct(ctx, { retailPrice: 1000 }), qty: 1 }])
    const cash = (await applicablePaymentMethods(ctx)).find((m) => m.code === 'cash_on_delivery')!
    const form = { intent: 'order', methodId: String(cash.id), acceptedConsents: 'terms-of-sale', expectedTotal: '1500' }

    const first = (await submitCheckout(args(app, '/naplata?step=3', { session, form }))) as Response
    expect(first.status).toBe(303)
    expect(first.headers.get('Location')).toMatch(/^\/naplata\/uspjesna\?orderSlug=\d{4}-[0-9A-Z]{8}$/)
    expect(first.headers.get('Set-Cookie')).toContain('cartId=;')
    const again = (await submitCheckout(args(app, '/naplata?step=3', { session, form }))) as Response
    expect(again.headers.get('Location')).toBe(first.headers.get('Location'))
    expect((await orderedCartCookies(args(app, '/naplata/uspjesna', { session }))).map((c) => c.split('=')[0])).toEqual(['cartId', 'protectCode', 'cartLocale'])
  })

  test('a total other than the one shown is refused with 409 and nothing is ordered', async () => {
    const app = await testApp()
    const ctx = await testContext()
    const { session } = await readyCheckout(ctx, [{ productId: await makeProduct(ctx, { retailPrice: 1000 }), qty: 1 }])
    const cash = (await applicablePaymentMethods(ctx)).find((m) => m.code === 'cash_on_delivery')!
    const form = { intent: 'order', methodId: String(cash.id), acceptedConsents: 'terms-of-sale', expectedTotal: '1499' }
    const refused = (await submitCheckout(args(app, '/naplata?step=3', { session, form }))) as UNSAFE_DataWithResponseInit<StepAnswer>
    expect(refused.init?.status).toBe(409)
    expect(refused.data).toMatchObject({ step: 3, errors: { form: { code: 'checkout.errors.totalChanged' } } })
    expect(await orderedCartCookies(args(app, '/naplata/uspjesna', { session }))).toEqual([])
  })

  test('a card order answers the signed form for the gateway and keeps the cart session', async () => {
    const app = await testApp()
    const ctx = await testContext()
    const { session } = await readyCheckout(ctx, [{ productId: await makeProduct(ctx, { retailPrice: 1000 }), qty: 1 }])
    const card = (await applicablePaymentMethods(ctx)).find((m) => m.code === 'card')!
    const form = { intent: 'order', methodId: String(card.id), acceptedConsents: 'terms-of-sale' }
    const answer = (await submitCheckout(args(app, '/naplata?step=3', { session, form }))) as UNSAFE_DataWithResponseInit<{ gateway: { action: string; fields: Record<string, string> } }>
    expect(answer.data.gateway.action).toMatch(/\/test-gateway$/)
    expect(answer.data.gateway.fields).toMatchObject({ amount: expect.any(String) })
    expect(new Headers(answer.init?.headers).get('Set-Cookie') ?? '').not.toContain('cartId=')
  })

  test('a refusal of order/create naming an earlier step sends the shopper there with its message', async () => {
    const app = await testApp()
    const ctx = await testContext()
    const { session } = await readyCheckout(ctx, [{ productId: await makeProduct(ctx, { retailPrice: 1000 }), qty: 1 }])
    const courier = (await applicableDeliveryMethods(ctx, 0)).find((m) => m.methodCode === 10)!
    const cash = (await applicablePaymentMethods(ctx)).find((m) => m.code === 'cash_on_delivery')!
    // The chosen delivery method is withdrawn while the shopper is on step 3.
    await ctx.db.update(deliveryMethods).set({ isActive: false }).where(eq(deliveryMethods.id, courier.id))
    await ctx.cache.invalidate([checkoutMethodsTag])
    try {
      const form = { intent: 'order', methodId: String(cash.id), acceptedConsents: 'terms-of-sale' }
      const answer = (await submitCheckout(args(app, '/naplata?step=3', { session, form }))) as Response
      expect(answer.headers.get('Location')).toBe('/naplata?step=2')
      const flash = /flash=[^;]*/.exec(answer.headers.get('Set-Cookie') ?? '')![0]
      const view = await pageView(app, '/naplata?step=2', session, flash)
      expect(view).toMatchObject({ step: 2, notice: { step: 2, errors: { form: { code: 'core.errors.shippingMethodNotFound' } } } })
    } finally {
      await ctx.db.update(deliveryMethods).set({ isActive: true }).where(eq(deliveryMethods.id, courier.id))
      await ctx.cache.invalidate([checkoutMethodsTag])
    }
  })
})
