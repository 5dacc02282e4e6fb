import { describe, expect, test, vi } from 'vitest'
import type { RequestContext } from '~/server/lib/context'
import { addItem } from '~/server/modules/cart/service'
import { newCartSession } from '~/server/modules/cart/session'
import { makeProduct, makeUser } from '~/server/modules/cart/test-fixtures'
import { testContext } from '~/tests/support/test-context'
import { restoreCartAfterLogin } from './cart-restore.server'

const request = (cookie = '') => new Request('http://127.0.0.1/prijava', { method: 'POST', headers: cookie ? { Cookie: cookie } : {} })

describe('restoreCartAfterLogin', () => {
  test("the customer's cart comes back as the session: its cookies, in the page's language", async () => {
    const user = await makeUser(await testContext())
    const customer = await testContext({ user })
    const session = await newCartSession(customer)
    await addItem(customer, session, { productId: await makeProduct(customer), qty: 1 })
    const cookies = await restoreCartAfterLogin(await testContext({ locale: 'en' }), request(), user)
    expect(cookies).toEqual([
      expect.stringMatching(new RegExp(`^cartId=${session.cartId};`)),
      expect.stringMatching(/^protectCode=/),
      expect.stringMatching(/^cartLocale=en;/),
    ])
    // Logging in again with that session: nothing else to bring back, no new cookies.
    const again = cookies.map((c) => c.split(';')[0]).join('; ')
    expect(await restoreCartAfterLogin(await testContext({ locale: 'en' }), request(again), user)).toEqual([])
  })

  test('a failure is logged and the login goes on without the cart', async () => {
    const ctx = await testContext()
    const error = vi.fn()
    const broken = { ...ctx, db: new Proxy(ctx.db, { get: () => { throw new Error('database down') } }), log: { ...ctx.log, error } } as unknown as RequestContext
    const user = await makeUser(ctx)
    expect(await restoreCartAfterLogin(broken, request('cartId=1; protectCode=abc'), user)).toEqual([])
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ userId: user.id }), 'restoring the cart after a login failed')
  })
})
