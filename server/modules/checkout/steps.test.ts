import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { carts } from '~/server/modules/cart/schema'
import { addItem } from '~/server/modules/cart/service'
import { newCartSession } from '~/server/modules/cart/session'
import { makeProduct, makeUser } from '~/server/modules/cart/test-fixtures'
import { consentLog } from '~/server/modules/consents/schema'
import { testAddress } from '~/server/modules/orders/test-fixtures'
import { checkoutSettings } from '~/server/modules/settings/schema'
import { settingsTags } from '~/server/modules/settings/service'
import { testContext } from '~/tests/support/test-context'
import { applicableDeliveryMethods, applicablePaymentMethods, availableCountries } from './methods'
import { checkoutOf, saveDeliveryAddress, saveDeliveryMethod, savePaymentMethod } from './steps'
import { deliveryAddressInput, isValidOib, paymentMethodInput } from './validation'

const address = { ...testAddress, contactEmail: 'Kupac.Koraci@Example.test', acceptedConsents: ['privacy'] }

async function cartWithItem() {
  const ctx = await testContext()
  const session = await newCartSession(ctx)
  await addItem(ctx, session, { productId: await makeProduct(ctx, { retailPrice: 2000 }), qty: 1 })
  return { ctx, session }
}

function fieldErrors(raw: unknown) {
  const parsed = deliveryAddressInput.safeParse(raw)
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('the delivery form (SPEC §5 delivery fields)', () => {
  test('each field says what is wrong with it: required, e-mail, numeric phone and zip, lengths', () => {
    expect(fieldErrors({})).toMatchObject({
      firstName: 'core.validation.required', lastName: 'core.validation.required', contactEmail: 'core.validation.required',
      contactPhone: 'core.validation.required', street: 'core.validation.required', houseNumber: 'core.validation.required',
      city: 'core.validation.required', zipCode: 'core.validation.required', country: 'core.validation.required',
    })
    expect(fieldErrors({ ...address, contactEmail: 'nije-email', contactPhone: '091 abc', zipCode: '10a00', firstName: 'x'.repeat(101) })).toEqual({
      contactEmail: 'core.validation.email', contactPhone: 'core.validation.numeric', zipCode: 'core.validation.numeric', firstName: 'core.validation.maxLength',
    })
    expect(fieldErrors({ ...address, contactPhone: '123', zipCode: '12' })).toEqual({ contactPhone: 'core.validation.minLength', zipCode: 'core.validation.minLength' })
  })

  test('a phone may be written with spaces, slashes and a leading +; the e-mail is kept lower-case', () => {
    const parsed = deliveryAddressInput.parse({ ...address, contactPhone: '+385 91/123-4567', country: 'hr' })
    expect(parsed).toMatchObject({ contactPhone: '+385911234567', contactEmail: 'kupac.koraci@example.test', country: 'HR' })
  })

  test('an R1 invoice needs a company name and an OIB whose control digit is right', () => {
    expect(isValidOib('12345678903')).toBe(true)
    expect(isValidOib('12345678901')).toBe(false)
    expect(isValidOib('1234567890')).toBe(false)
    const refused = paymentMethodInput.safeParse({ methodId: 1, invoice: { companyName: '', oib: '12345678901' } })
    expect(refused.success ? [] : refused.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['invoice.companyName', 'core.validation.required'],
      ['invoice.oib', 'checkout.errors.invalidOib'],
    ])
  })
})

describe('checkout steps', () => {
  test('the allowed countries, by name in the language; the methods of the seed', async () => {
    const ctx = await testContext({ locale: 'en' })
    expect((await availableCountries(ctx)).map((c) => c.iso)).toEqual(['AT', 'HR', 'DE', 'HU', 'IT', 'SI'])
    const delivery = await applicableDeliveryMethods(ctx, 1000)
    expect(delivery.map((m) => [m.methodCode, m.name, m.price])).toEqual([[10, 'GLS courier', 500], [11, 'Croatian Post', 400], [15, 'Collect in a shop', 0]])
    expect((await applicableDeliveryMethods(ctx, 7000))[0]!.price).toBe(0)
    expect((await applicablePaymentMethods(ctx)).map((m) => m.code)).toEqual(['cash_on_delivery', 'bank_transfer', 'card'])
  })

  test('step 1 registers a guest by the contact e-mail, logs the consents, and keeps the address on the cart', async () => {
    const { ctx, session } = await cartWithItem()
    const state = await saveDeliveryAddress(ctx, session, deliveryAddressInput.parse(address))
    expect(state.address).toMatchObject({ firstName: 'Ana', contactEmail: 'kupac.koraci@example.test', country: 'HR' })
    expect(state.acceptedConsents).toEqual({ privacy: 1 })
    const [cart] = await ctx.db.select({ guestUserId: carts.guestUserId }).from(carts).where(eq(carts.id, session.cartId))
    expect(cart!.guestUserId).toEqual(expect.any(Number))
    const logged = await ctx.db.select().from(consentLog).where(eq(consentLog.email, 'kupac.koraci@example.test'))
    expect(logged.map((l) => [l.uniqueNumber, l.version, l.accepted])).toEqual([['privacy', 1, true]])
    // A reload (or a second tab) sees the same checkout.
    expect((await checkoutOf(ctx, session)).state).toEqual(state)
  })

  test('step 1 refuses a country the shop does not deliver to and a missing privacy consent', async () => {
    const { ctx, session } = await cartWithItem()
    await expect(saveDeliveryAddress(ctx, session, { ...deliveryAddressInput.parse(address), country: 'US' })).rejects.toMatchObject({
      code: 'checkout.errors.countryNotAllowed', params: { field: 'country' },
    })
    await expect(saveDeliveryAddress(ctx, session, { ...deliveryAddressInput.parse(address), acceptedConsents: ['newsletter'] })).rejects.toMatchObject({
      code: 'checkout.errors.consentRequired', params: { field: 'consent.privacy' },
    })
  })

  test('guests are refused when checkout_guest is 0; a logged-in customer is not a guest', async () => {
    const { ctx, session } = await cartWithItem()
    await ctx.db.update(checkoutSettings).set({ checkoutGuest: 0 })
    await ctx.cache.invalidate([settingsTags.checkout])
    try {
      await expect(saveDeliveryAddress(ctx, session, deliveryAddressInput.parse(address))).rejects.toMatchObject({ code: 'core.errors.onlyRegistered', status: 401 })
      const user = await makeUser(ctx)
      const customer = await testContext({ user })
      await saveDeliveryAddress(customer, session, deliveryAddressInput.parse({ ...address, contactEmail: user.email }))
      const [cart] = await ctx.db.select({ userId: carts.userId, guestUserId: carts.guestUserId }).from(carts).where(eq(carts.id, session.cartId))
      expect(cart).toEqual({ userId: user.id, guestUserId: null })
    } finally {
      await ctx.db.update(checkoutSettings).set({ checkoutGuest: 1 })
      await ctx.cache.invalidate([settingsTags.checkout])
    }
  })

  test("step 2 needs an active user ('No active user'), a method, and a branch for pickup", async () => {
    const { ctx, session } = await cartWithItem()
    const methods = await applicableDeliveryMethods(ctx, 0)
    const pickup = methods.find((m) => m.methodCode === 15)!
    await expect(saveDeliveryMethod(ctx, session, { deliveryMethodId: methods[0]!.id })).rejects.toMatchObject({ code: 'core.errors.noActiveUser' })
    await saveDeliveryAddress(ctx, session, deliveryAddressInput.parse(address))
    await expect(saveDeliveryMethod(ctx, session, {})).rejects.toMatchObject({ code: 'core.errors.shippingMethodUndefined' })
    await expect(saveDeliveryMethod(ctx, session, { deliveryMethodId: 999_999 })).rejects.toMatchObject({ code: 'core.errors.shippingMethodNotFound', status: 404 })
    await expect(saveDeliveryMethod(ctx, session, { deliveryMethodId: pickup.id })).rejects.toMatchObject({ code: 'core.errors.shippingBranchUndefined' })
    // A branch of no pickup method is no branch.
    await expect(saveDeliveryMethod(ctx, session, { deliveryMethodId: pickup.id, branchId: 999_999 })).rejects.toMatchObject({ code: 'core.errors.shippingBranchUndefined' })
    const state = await saveDeliveryMethod(ctx, session, { deliveryMethodId: pickup.id, branchId: pickup.branches[1]!.id })
    expect(state).toMatchObject({ deliveryMethodId: pickup.id, branchId: pickup.branches[1]!.id })
    // A courier has no branch: one chosen before is dropped.
    expect(await saveDeliveryMethod(ctx, session, { deliveryMethodId: methods[0]!.id, branchId: pickup.branches[0]!.id })).toMatchObject({ branchId: null })
  })

  test('the chosen delivery joins the cart totals, with its VAT', async () => {
    const { ctx, session } = await cartWithItem()
    await saveDeliveryAddress(ctx, session, deliveryAddressInput.parse(address))
    const courier = (await applicableDeliveryMethods(ctx, 0))[0]!
    await saveDeliveryMethod(ctx, session, { deliveryMethodId: courier.id })
    const { cart } = await checkoutOf(ctx, session)
    expect(cart.prices.converted).toMatchObject({ cartTotal: 20, delivery: 5, orderTotal: 25 })
    expect(cart.prices.converted.tax).toMatchObject({ cartTotal: 4, delivery: 1, orderTotal: 5 })
    expect(cart.prices.base).toEqual({ cartTotal: 20, orderTotal: 25 })
  })

  test('step 3 needs a method and the terms of sale; the R1 company is kept', async () => {
    const { ctx, session } = await cartWithItem()
    await saveDeliveryAddress(ctx, session, deliveryAddressInput.parse(address))
    const [cash] = await applicablePaymentMethods(ctx)
    await expect(savePaymentMethod(ctx, session, { acceptedConsents: ['terms-of-sale'] })).rejects.toMatchObject({ code: 'core.errors.paymentMethodUndefined' })
    await expect(savePaymentMethod(ctx, session, { methodId: 999_999, acceptedConsents: ['terms-of-sale'] })).rejects.toMatchObject({ code: 'checkout.errors.paymentMethodNotFound' })
    await expect(savePaymentMethod(ctx, session, { methodId: cash!.id, acceptedConsents: [] })).rejects.toMatchObject({
      code: 'checkout.errors.consentRequired', params: { field: 'consent.terms-of-sale' },
    })
    const invoice = { companyName: 'Kupac d.o.o.', oib: '12345678903' }
    const state = await savePaymentMethod(ctx, session, { methodId: cash!.id, acceptedConsents: ['terms-of-sale'], invoice })
    expect(state).toMatchObject({ paymentMethodId: cash!.id, invoice, acceptedConsents: { privacy: 1, 'terms-of-sale': 1 } })
  })
})
