import { describe, expect, test } from 'vitest'
import type { ProductCard } from '~/server/modules/catalog/service'
import { pickCrossSells } from './cart-cross-sells.server'

const card = (id: number, over: Partial<ProductCard> = {}): ProductCard => ({
  id, name: `P${id}`, slug: `p${id}`, format: 'simple', image: null, price: 1000, oldPrice: null, discountPercent: null,
  isPurchasable: true, available: true, ...over,
})

describe('pickCrossSells', () => {
  test('keeps the order of the lines and of each list, once each, without what is in the cart', () => {
    const picked = pickCrossSells([[card(5), card(2), card(7)], [card(7), card(9), card(1)]], new Set([1, 2]))
    expect(picked.map((c) => c.id)).toEqual([5, 7, 9])
  })

  test('leaves out what cannot be bought now', () => {
    const picked = pickCrossSells([[card(3, { available: false }), card(4, { isPurchasable: false }), card(6)]], new Set())
    expect(picked.map((c) => c.id)).toEqual([6])
  })

  test('stops at the limit', () => {
    const picked = pickCrossSells([[card(1), card(2), card(3)], [card(4), card(5)]], new Set(), 4)
    expect(picked.map((c) => c.id)).toEqual([1, 2, 3, 4])
  })

  test('nothing suggested, nothing shown', () => {
    expect(pickCrossSells([[], []], new Set([1]))).toEqual([])
  })
})
