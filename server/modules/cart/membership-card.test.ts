import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { demoCustomerLogin } from '~/server/db/seed/demo-shop'
import { users } from '~/server/modules/customers/schema'
import { requestContext } from '~/server/lib/context'
import { testApp, testContext } from '~/tests/support/test-context'
import { applyMemberCard } from './membership-card'
import { membershipCards } from './schema'
import { addItem, validateCart } from './service'
import { newCartSession } from './session'
import { makeProduct, makeUser } from './test-fixtures'

async function customerContext() {
  const base = await testContext()
  const user = await makeUser(base)
  return { ctx: requestContext(await testApp(), { locale: 'hr', requestId: 'test', user }), user }
}

describe('applyMemberCard', () => {
  test('needs a logged-in user, a barcode and a session', async () => {
    const anonymous = await testContext()
    const session = await newCartSession(anonymous)
    await expect(applyMemberCard(anonymous, session, { barcode: '3850000000015' })).rejects.toMatchObject({ code: 'core.errors.onlyRegistered', status: 401 })
    const { ctx } = await customerContext()
    await expect(applyMemberCard(ctx, session, { barcode: ' ' })).rejects.toMatchObject({ code: 'core.notifications.membershipCardBarcodeEmpty' })
    await expect(applyMemberCard(ctx, undefined, { barcode: '3850000000015' })).rejects.toMatchObject({ code: 'core.errors.sessionDoesntExist' })
  })

  test("an unknown, inactive or someone else's card is membershipCardBarcodeInvalid", async () => {
    const { ctx } = await customerContext()
    const other = await makeUser(ctx)
    await ctx.db.insert(membershipCards).values([
      { barcode: 'CART-INACTIVE', isActive: false },
      { barcode: 'CART-OTHERS', userId: other.id },
    ])
    const session = await newCartSession(ctx)
    for (const barcode of ['0000000000000', 'CART-INACTIVE', 'CART-OTHERS']) {
      await expect(applyMemberCard(ctx, session, { barcode })).rejects.toMatchObject({ code: 'core.notifications.membershipCardBarcodeInvalid', status: 400 })
    }
  })

  test('a valid card applies membership prices where they are lower, and validateCart reports no change for it', async () => {
    const { ctx, user } = await customerContext()
    await ctx.db.insert(membershipCards).values({ barcode: `CART-OWN-${user.id}`, userId: user.id })
    const session = await newCartSession(ctx)
    await addItem(ctx, session, { productId: await makeProduct(ctx, { retailPrice: 2000, membershipPrice: 1800 }), qty: 2 })
    await addItem(ctx, session, { productId: await makeProduct(ctx, { retailPrice: 1000, discountPrice: 700, membershipPrice: 900 }) })
    const cart = await applyMemberCard(ctx, session, { barcode: `CART-OWN-${user.id}` })
    expect(cart.memberCardBarcode).toBe(`CART-OWN-${user.id}`)
    expect(cart.items.map((i) => i.prices.converted.finalPrice)).toEqual([18, 7])
    expect(cart.prices.converted.itemsTotal).toBe(43)
    expect((await validateCart(ctx, session)).cartUpdated).toBe(false)
  })

  test("the demo customer's seeded card is valid for her", async () => {
    const app = await testApp()
    const [row] = await app.db.select().from(users).where(eq(users.email, demoCustomerLogin.email))
    const ctx = requestContext(app, { locale: 'hr', requestId: 'test', user: { id: row!.id, email: row!.email, isBackofficeUser: false, scope: [] } })
    const session = await newCartSession(ctx)
    expect((await applyMemberCard(ctx, session, { barcode: demoCustomerLogin.memberCardBarcode })).memberCardBarcode).toBe('3850000000015')
  })
})
