import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { RequestContext } from '~/server/lib/context'
import { productPage } from '~/server/modules/catalog/product-page'
import { products } from '~/server/modules/catalog/schema'
import { testContext } from '~/tests/support/test-context'
import { carts, cartItems } from './schema'
import { addItem, cartItemCount, clearCart, deleteItem, getCart, updateItem, validateCart } from './service'
import { newCartSession } from './session'
import { reservationMinutes } from './stock'
import { addCustomOption, makeBundle, makeProduct, setProduct } from './test-fixtures'

async function idOf(ctx: RequestContext, sku: string) {
  const [row] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.sku, sku))
  return row!.id
}

describe('cart session', () => {
  test("the header's count is the cart's quantities, and 0 for no session or a stale one", async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    expect(await cartItemCount(ctx, session)).toBe(0)
    await addItem(ctx, session, { productId: await idOf(ctx, 'DU-SAL-LIC'), qty: 3 })
    expect(await cartItemCount(ctx, session)).toBe(3)
    expect(await cartItemCount(ctx, undefined)).toBe(0)
    expect(await cartItemCount(ctx, { cartId: session.cartId, protectCode: 'forged' })).toBe(0)
  })

  test('a new session is an empty cart in euros', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    expect(session.protectCode.length).toBeGreaterThanOrEqual(30)
    const cart = await getCart(ctx, session)
    expect(cart).toMatchObject({ id: session.cartId, items: [], qty: 0, coupon: false, couponCode: null, digitalOnly: false })
    expect(cart.prices).toEqual({
      base: { orderTotal: 0, cartTotal: 0 },
      converted: {
        cartTotal: 0, coupon: 0, delivery: 0, itemsTotal: 0, loyalty: 0, orderTotal: 0,
        tax: { cartTotal: 0, coupon: 0, delivery: 0, itemsTotal: 0, loyalty: 0, orderTotal: 0 },
      },
    })
    const [row] = await ctx.db.select({ hash: carts.protectCodeHash }).from(carts).where(eq(carts.id, session.cartId))
    expect(row!.hash).not.toContain(session.protectCode)
  })

  test("a forged protectCode, a foreign cartId and a missing session all answer 'Session doesn't exist'", async () => {
    const ctx = await testContext()
    const mine = await newCartSession(ctx)
    const other = await newCartSession(ctx)
    const refused = { code: 'core.errors.sessionDoesntExist', status: 400 }
    await expect(getCart(ctx, { cartId: mine.cartId, protectCode: 'forged' })).rejects.toMatchObject(refused)
    await expect(getCart(ctx, { cartId: other.cartId, protectCode: mine.protectCode })).rejects.toMatchObject(refused)
    await expect(getCart(ctx, { cartId: 99_999_999, protectCode: mine.protectCode })).rejects.toMatchObject(refused)
    await expect(getCart(ctx, undefined)).rejects.toMatchObject(refused)
    await expect(addItem(ctx, { cartId: mine.cartId }, { productId: 1, qty: 1 })).rejects.toMatchObject(refused)
  })

  test('an archived cart and a used session are refused with their own messages', async () => {
    const ctx = await testContext()
    const archived = await newCartSession(ctx)
    const used = await newCartSession(ctx)
    await ctx.db.update(carts).set({ status: 'archived' }).where(eq(carts.id, archived.cartId))
    await ctx.db.update(carts).set({ status: 'used' }).where(eq(carts.id, used.cartId))
    await expect(getCart(ctx, archived)).rejects.toMatchObject({ code: 'core.errors.cartArchived', status: 409 })
    await expect(getCart(ctx, used)).rejects.toMatchObject({ code: 'core.errors.sessionAlreadyUsed', status: 409 })
    await expect(clearCart(ctx, used)).rejects.toMatchObject({ code: 'core.errors.sessionAlreadyUsed' })
  })
  test("an add answers for the session before the product: a forged or archived session with an unknown product", async () => {
    const ctx = await testContext()
    const mine = await newCartSession(ctx)
    const archived = await newCartSession(ctx)
    await ctx.db.update(carts).set({ status: 'archived' }).where(eq(carts.id, archived.cartId))
    const unknown = { productId: 2_000_000_000, qty: 1 }
    await expect(addItem(ctx, { cartId: mine.cartId, protectCode: 'forged' }, unknown)).rejects.toMatchObject({ code: 'core.errors.sessionDoesntExist', status: 400 })
    await expect(addItem(ctx, archived, unknown)).rejects.toMatchObject({ code: 'core.errors.cartArchived', status: 409 })
    await expect(addItem(ctx, mine, unknown)).rejects.toMatchObject({ code: 'product.errors.notFound', status: 404 })
  })
})

describe('addItem', () => {
  test('adds a line priced from the catalog; the same product again adds to its line', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    const id = await makeProduct(ctx, { retailPrice: 1990, discountPrice: 1490 })
    await addItem(ctx, session, { productId: id, qty: 2 })
    const cart = await addItem(ctx, session, { productId: id, qty: '1' })
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({
      productId: id, qty: 3, available: true,
      prices: { base: { retailPrice: 19.9, discount: { retailPrice: 14.9 } }, converted: { finalPrice: 14.9, row: 44.7 } },
    })
    expect(cart.qty).toBe(3)
    expect(cart.prices.converted).toMatchObject({ itemsTotal: 44.7, cartTotal: 44.7, orderTotal: 44.7, tax: { itemsTotal: 8.94 } })
  })

  test.each([0, -1, 1.5, '2.5', '', 'abc', '1e3', 10_000, Number.MAX_SAFE_INTEGER, null])(
    'refuses the quantity %j with error.invalidQuantity',
    async (qty) => {
      const ctx = await testContext()
      const session = await newCartSession(ctx)
      const id = await makeProduct(ctx)
      await expect(addItem(ctx, session, { productId: id, qty: qty as number })).rejects.toMatchObject({ code: 'error.invalidQuantity', status: 400 })
    },
  )

  test('a missing quantity is 1', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    const cart = await addItem(ctx, session, { productId: await makeProduct(ctx) })
    expect(cart.items[0]!.qty).toBe(1)
  })

  test('an unknown, unavailable or archived product is refused', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    await expect(addItem(ctx, session, { productId: 99_999_999 })).rejects.toMatchObject({ code: 'product.errors.notFound', status: 404 })
    const off = await makeProduct(ctx, { available: false })
    await expect(addItem(ctx, session, { productId: off })).rejects.toMatchObject({ code: 'product.errors.notPurchasable', status: 409 })
    const gone = await makeProduct(ctx)
    await setProduct(ctx, gone, { archived: true })
    await expect(addItem(ctx, session, { productId: gone })).rejects.toMatchObject({ code: 'product.errors.notFound' })
  })

  test('a configurable product needs a variant of its own (configurationNotSet); with one, the variant is the line', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    const shirt = await idOf(ctx, 'DU-KOS-LAN')
    await expect(addItem(ctx, session, { productId: shirt })).rejects.toMatchObject({ code: 'core.notifications.configurationNotSet' })
    await expect(addItem(ctx, session, { productId: shirt, variantId: await idOf(ctx, 'DU-KOS-PAM') })).rejects.toMatchObject({
      code: 'product.errors.invalidVariant',
    })
    const page = (await productPage(ctx, { id: shirt }))!
    const variant = page.associatedProducts.find((v) => v.available)!
    const cart = await addItem(ctx, session, { productId: shirt, variantId: variant.id })
    expect(cart.items[0]).toMatchObject({ productId: variant.id, qty: 1, prices: { converted: { finalPrice: variant.price / 100 } } })
  })

  test('a bundle with a configurable part needs its choice; the choice is kept as bundleOptions', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    const bundleId = await idOf(ctx, 'DU-PAK-LJE')
    const bundle = (await productPage(ctx, { id: bundleId }))!
    const part = bundle.bundles.find((b) => b.format === 'configurable')!.product
    await expect(addItem(ctx, session, { productId: bundleId })).rejects.toMatchObject({ code: 'core.notifications.configurationNotSet' })
    const variant = part.associatedProducts.find((v) => v.available)!
    const cart = await addItem(ctx, session, { productId: bundleId, options: { bundleOptions: [{ main: part.id, selected: variant.id }] } })
    expect(cart.items[0]!.options.bundleOptions).toContainEqual({ main: part.id, selected: variant.id, options: { personalizations: {} } })
    expect(cart.items[0]!.prices.converted.finalPrice).toBe(bundle.finalPrice / 100)
  })

  test('custom options: a required one must be filled, a filled one adds its price, and unknown ones are refused', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    const id = await makeProduct(ctx, { retailPrice: 2000 })
    const engraving = await addCustomOption(ctx, id, { required: true, priceDelta: 350 })
    // Each error names the form field at fault (option.{id}), and the values its message needs.
    await expect(addItem(ctx, session, { productId: id })).rejects.toMatchObject({ code: 'core.validation.required', params: { field: `option.${engraving}` } })
    await expect(addItem(ctx, session, { productId: id, options: { personalizations: { [engraving]: 'x'.repeat(201) } } })).rejects.toMatchObject({
      code: 'core.validation.maxLength',
      params: { field: `option.${engraving}`, length: 200 },
    })
    await expect(addItem(ctx, session, { productId: id, options: { personalizations: { '999999': 'x' } } })).rejects.toMatchObject({
      code: 'api.invalidInput',
    })
    const cart = await addItem(ctx, session, { productId: id, options: { personalizations: { [engraving]: 'Ana' } } })
    expect(cart.items[0]).toMatchObject({ options: { personalizations: { [engraving]: 'Ana' } }, prices: { converted: { finalPrice: 23.5 } } })
    const other = await addItem(ctx, session, { productId: id, options: { personalizations: { [engraving]: 'Ivo' } } })
    expect(other.items).toHaveLength(2)
  })

  test('never more than the stock: the line, the whole cart and a bundle part count', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    const id = await makeProduct(ctx, { stock: 3 })
    await expect(addItem(ctx, session, { productId: id, qty: 4 })).rejects.toMatchObject({ code: 'core.errors.notEnoughStock', status: 409, params: { available: 3 } })
    await addItem(ctx, session, { productId: id, qty: 2 })
    // `available` is the most the line may hold.
    await expect(addItem(ctx, session, { productId: id, qty: 2 })).rejects.toMatchObject({ code: 'core.errors.notEnoughStock', params: { available: 3 } })
    const bundle = await makeBundle(ctx, [{ productId: id, quantity: 2 }])
    await expect(addItem(ctx, session, { productId: bundle })).rejects.toMatchObject({ code: 'core.errors.notEnoughStock' })
    const eproduct = await makeProduct(ctx, { format: 'eproduct', stock: 0 })
    expect((await addItem(ctx, session, { productId: eproduct, qty: 50 })).items).toHaveLength(2)
  })

  test("the cart an add answers with is the stored cart, lines in order, an added-to line once", async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    const [a, b] = [await makeProduct(ctx, { retailPrice: 1000 }), await makeProduct(ctx, { retailPrice: 250 })]
    await addItem(ctx, session, { productId: a, qty: 1 })
    await addItem(ctx, session, { productId: b, qty: 2 })
    const answered = await addItem(ctx, session, { productId: a, qty: 3 })
    expect(answered.items.map((i) => [i.productId, i.qty])).toEqual([[a, 4], [b, 2]])
    expect(answered.prices.base.cartTotal).toBe(45)
    expect(answered).toEqual(await getCart(ctx, session))
  })

  test("a refused add leaves the cart as it was, and does not renew its hold on stock", async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    const id = await makeProduct(ctx, { stock: 1 })
    await addItem(ctx, session, { productId: id, qty: 1 })
    const before = new Date(Date.now() - 10 * 60_000)
    await ctx.db.update(carts).set({ updatedAt: before }).where(eq(carts.id, session.cartId))
    await expect(addItem(ctx, session, { productId: id, qty: 1 })).rejects.toMatchObject({ code: 'core.errors.notEnoughStock' })
    await expect(addItem(ctx, session, { productId: id, qty: 999 })).rejects.toMatchObject({ code: 'error.invalidQuantity' })
    const [row] = await ctx.db.select({ updatedAt: carts.updatedAt }).from(carts).where(eq(carts.id, session.cartId))
    expect(row!.updatedAt.getTime()).toBe(before.getTime())
    expect((await getCart(ctx, session)).items.map((i) => i.qty)).toEqual([1])
  })

  test('concurrent adds on one cart end in the right quantity', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    const id = await makeProduct(ctx, { stock: 100 })
    await Promise.all(Array.from({ length: 8 }, () => addItem(ctx, session, { productId: id, qty: 2 })))
    const cart = await getCart(ctx, session)
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]!.qty).toBe(16)
  })

  test('concurrent adds of the last units from many carts never oversell', async () => {
    const ctx = await testContext()
    const id = await makeProduct(ctx, { stock: 3 })
    const sessions = await Promise.all(Array.from({ length: 6 }, () => newCartSession(ctx)))
    const results = await Promise.allSettled(sessions.map((s) => addItem(ctx, s, { productId: id, qty: 1 })))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3)
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'core.errors.notEnoughStock' })
    const held = await ctx.db.select({ qty: cartItems.qty }).from(cartItems).where(eq(cartItems.productId, id))
    expect(held.reduce((sum, r) => sum + r.qty, 0)).toBe(3)
  })

  test('stock held by an archived cart is free again', async () => {
    const ctx = await testContext()
    const id = await makeProduct(ctx, { stock: 1 })
    const first = await newCartSession(ctx)
    const second = await newCartSession(ctx)
    await addItem(ctx, first, { productId: id })
    await expect(addItem(ctx, second, { productId: id })).rejects.toMatchObject({ code: 'core.errors.notEnoughStock' })
    await ctx.db.update(carts).set({ status: 'archived' }).where(eq(carts.id, first.cartId))
    expect((await addItem(ctx, second, { productId: id })).qty).toBe(1)
  })

  test('a cart idle for longer than the reservation no longer holds stock for others, but still counts for itself', async () => {
    const ctx = await testContext()
    const id = await makeProduct(ctx, { stock: 2 })
    const idle = await newCartSession(ctx)
    const other = await newCartSession(ctx)
    await addItem(ctx, idle, { productId: id, qty: 2 })
    await ctx.db.update(carts).set({ updatedAt: new Date(Date.now() - (reservationMinutes + 1) * 60_000) }).where(eq(carts.id, idle.cartId))
    const bundle = await makeBundle(ctx, [{ productId: id, quantity: 1 }])
    await expect(addItem(ctx, idle, { productId: bundle })).rejects.toMatchObject({ code: 'core.errors.notEnoughStock' })
    expect((await addItem(ctx, other, { productId: id, qty: 2 })).qty).toBe(2)
  })
})

describe('updateItem, deleteItem, clearCart', () => {
  test('updates the quantity of a line, within the stock and the quantity rule', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    const id = await makeProduct(ctx, { stock: 5, retailPrice: 1000 })
    const itemId = (await addItem(ctx, session, { productId: id })).items[0]!.itemId
    const cart = await updateItem(ctx, session, { itemId, qty: 5 })
    expect(cart.items[0]).toMatchObject({ qty: 5, prices: { converted: { row: 50 } } })
    await expect(updateItem(ctx, session, { itemId, qty: 6 })).rejects.toMatchObject({ code: 'core.errors.notEnoughStock' })
    await expect(updateItem(ctx, session, { itemId, qty: 0 })).rejects.toMatchObject({ code: 'error.invalidQuantity' })
    await expect(updateItem(ctx, session, { itemId, qty: '-2' })).rejects.toMatchObject({ code: 'error.invalidQuantity' })
  })

  test('new options are checked like an add and reprice the line; options equal to another line merge the two', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    const id = await makeProduct(ctx, { retailPrice: 2000, stock: 10 })
    const engraving = await addCustomOption(ctx, id, { required: false, priceDelta: 500 })
    await addItem(ctx, session, { productId: id, qty: 1 })
    const withText = await addItem(ctx, session, { productId: id, qty: 2, options: { personalizations: { [engraving]: 'Ana' } } })
    const [plain, engraved] = withText.items
    expect(engraved!.prices.converted.finalPrice).toBe(25)
    const repriced = await updateItem(ctx, session, { itemId: plain!.itemId, qty: 1, options: { personalizations: { [engraving]: 'Ivo' } } })
    expect(repriced.items.find((i) => i.itemId === plain!.itemId)!.prices.converted.finalPrice).toBe(25)
    expect((await validateCart(ctx, session)).cartUpdated).toBe(false)
    const merged = await updateItem(ctx, session, { itemId: plain!.itemId, qty: 1, options: { personalizations: { [engraving]: 'Ana' } } })
    expect(merged.items).toHaveLength(1)
    expect(merged.items[0]).toMatchObject({ itemId: plain!.itemId, qty: 3, options: { personalizations: { [engraving]: 'Ana' } } })
  })

  test("a line of another cart cannot be updated or deleted: core.notifications.itemNotInCart", async () => {
    const ctx = await testContext()
    const mine = await newCartSession(ctx)
    const theirs = await newCartSession(ctx)
    const itemId = (await addItem(ctx, theirs, { productId: await makeProduct(ctx) })).items[0]!.itemId
    await expect(updateItem(ctx, mine, { itemId, qty: 2 })).rejects.toMatchObject({ code: 'core.notifications.itemNotInCart', status: 404 })
    await expect(deleteItem(ctx, mine, itemId)).rejects.toMatchObject({ code: 'core.notifications.itemNotInCart', status: 404 })
    expect((await getCart(ctx, theirs)).items).toHaveLength(1)
  })

  test('deletes a line, then clears the cart', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    await addItem(ctx, session, { productId: await makeProduct(ctx) })
    const cart = await addItem(ctx, session, { productId: await makeProduct(ctx) })
    const after = await deleteItem(ctx, session, cart.items[0]!.itemId)
    expect(after.items.map((i) => i.itemId)).toEqual([cart.items[1]!.itemId])
    await expect(deleteItem(ctx, session, cart.items[0]!.itemId)).rejects.toMatchObject({ code: 'core.notifications.itemNotInCart' })
    expect((await clearCart(ctx, session)).items).toEqual([])
  })
})

describe('validateCart', () => {
  test('reports a price change since the add once, and the totals follow the catalog', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    const id = await makeProduct(ctx, { retailPrice: 1000 })
    const itemId = (await addItem(ctx, session, { productId: id, qty: 2 })).items[0]!.itemId
    expect(await validateCart(ctx, session)).toMatchObject({ cartUpdated: false, changes: [] })
    await setProduct(ctx, id, { retailPrice: 1250 })
    const result = await validateCart(ctx, session)
    expect(result.cartUpdated).toBe(true)
    expect(result.changes).toEqual([{ itemId, productId: id, oldPrice: 10, newPrice: 12.5 }])
    expect(result.cart.prices.converted.itemsTotal).toBe(25)
    expect((await validateCart(ctx, session)).cartUpdated).toBe(false)
  })

  test('a product that left the catalog is shown unavailable and counts for nothing', async () => {
    const ctx = await testContext()
    const session = await newCartSession(ctx)
    const id = await makeProduct(ctx, { retailPrice: 1000 })
    await addItem(ctx, session, { productId: id })
    await setProduct(ctx, id, { archived: true })
    const cart = await getCart(ctx, session)
    expect(cart.items[0]).toMatchObject({ available: false })
    expect(cart.prices.converted.itemsTotal).toBe(0)
  })
})
