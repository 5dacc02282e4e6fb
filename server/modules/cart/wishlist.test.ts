import { describe, expect, test } from 'vitest'
import { requestContext } from '~/server/lib/context'
import { testApp, testContext } from '~/tests/support/test-context'
import { makeProduct, makeUser } from './test-fixtures'
import { removeFromWishlist, toggleWishlist, wishlistFilter } from './wishlist'

async function contextOf(options: { isBackofficeUser?: boolean } = {}) {
  const user = await makeUser(await testContext(), options)
  return requestContext(await testApp(), { locale: 'hr', requestId: 'test', user })
}

describe('wishlist', () => {
  test('a customer toggles a product: added, then removed, and the list follows', async () => {
    const ctx = await contextOf()
    const first = await makeProduct(ctx)
    const second = await makeProduct(ctx)
    expect(await toggleWishlist(ctx, first)).toEqual({ status: 'added', message: 'core.notifications.addedToWishlist' })
    await toggleWishlist(ctx, second)
    const list = await wishlistFilter(ctx, { limit: 9999 })
    expect(list.records.map((r) => r.product_id).sort()).toEqual([first, second].sort())
    expect(list.pagination).toEqual({ lastPage: 1, page: 1, limit: 9999, total: 2, perPage: 9999 })
    expect(await toggleWishlist(ctx, first)).toEqual({ status: 'removed', message: 'core.notifications.removedFromWishlist' })
    expect((await wishlistFilter(ctx, { limit: 9999 })).records).toEqual([{ product_id: second }])
  })

  test('pages by limit; an unknown product cannot be added', async () => {
    const ctx = await contextOf()
    for (let i = 0; i < 3; i++) await toggleWishlist(ctx, await makeProduct(ctx))
    const page = await wishlistFilter(ctx, { page: 2, limit: 2 })
    expect(page.records).toHaveLength(1)
    expect(page.pagination).toEqual({ lastPage: 2, page: 2, limit: 2, total: 3, perPage: 2 })
    await expect(toggleWishlist(ctx, 99_999_999)).rejects.toMatchObject({ code: 'product.errors.notFound' })
  })

  test('removal only removes: a second removal does not add the product back', async () => {
    const ctx = await contextOf()
    const product = await makeProduct(ctx)
    await toggleWishlist(ctx, product)
    expect(await removeFromWishlist(ctx, product)).toEqual({ status: 'removed', message: 'core.notifications.removedFromWishlist' })
    expect(await removeFromWishlist(ctx, product)).toEqual({ status: 'removed', message: 'core.notifications.removedFromWishlist' })
    expect((await wishlistFilter(ctx, { limit: 9999 })).records).toEqual([])
    const backoffice = await contextOf({ isBackofficeUser: true })
    await expect(removeFromWishlist(backoffice, product)).rejects.toMatchObject({ code: 'core.errors.onlyRegistered', status: 403 })
  })

  test('only for logged-in customers: anonymous 401, back-office users get no wishlist', async () => {
    const anonymous = await testContext()
    const product = await makeProduct(anonymous)
    await expect(toggleWishlist(anonymous, product)).rejects.toMatchObject({ code: 'core.errors.onlyRegistered', status: 401 })
    await expect(wishlistFilter(anonymous, {})).rejects.toMatchObject({ status: 401 })
    const backoffice = await contextOf({ isBackofficeUser: true })
    await expect(toggleWishlist(backoffice, product)).rejects.toMatchObject({ code: 'core.errors.onlyRegistered', status: 403 })
    expect((await wishlistFilter(backoffice, { limit: 9999 })).records).toEqual([])
  })
})
