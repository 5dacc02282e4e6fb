import { describe, expect, test } from 'vitest'
import { addToCartAvailability, canAddBundleDirectly, validateBundleSelection, type BundleComponent, type BundleLike } from './bundles'
import type { AssociatedProduct } from './configurable'

const variant = (id: number, available = true): AssociatedProduct => ({
  id, sku: `V${id}`, name: `V${id}`, attributes: { boja: 1, velicina: id }, price: 1000, oldPrice: null, discountPercent: null,
  lowestPrice30Days: null, available, isPurchasable: true, stock: available ? 2 : 0, media: null,
})
const component = (id: number, format: BundleComponent['format'], associatedProducts: AssociatedProduct[] = []): BundleComponent => ({
  id, name: `P${id}`, slug: `p${id}`, format, image: null, price: 1000, available: true, associatedProducts, associatedProductsAttributes: [],
})
const plain: BundleLike = { id: 1, format: 'bundle', bundles: [{ product: component(2, 'simple'), quantity: 2, format: 'simple' }, { product: component(3, 'eproduct'), quantity: 1, format: 'eproduct' }] }
const shirt = component(4, 'configurable', [variant(41), variant(42, false)])
const withShirt: BundleLike = { id: 5, format: 'bundle', bundles: [{ product: shirt, quantity: 1, format: 'configurable' }, { product: component(2, 'simple'), quantity: 1, format: 'simple' }] }
const sellable = { available: true, isPurchasable: true }

describe('bundles (SPEC §4)', () => {
  test('a bundle without configurable parts can be added directly; with one it cannot', () => {
    expect(canAddBundleDirectly(plain)).toBe(true)
    expect(canAddBundleDirectly(withShirt)).toBe(false)
  })

  test('every configurable part needs a chosen variant of its own', () => {
    expect(validateBundleSelection(withShirt, {})).toEqual({ ok: false, errors: [{ componentId: 4, code: 'core.notifications.configurationNotSet' }] })
    expect(validateBundleSelection(withShirt, { 4: 4 })).toMatchObject({ ok: false, errors: [{ code: 'product.errors.invalidVariant' }] })
    expect(validateBundleSelection(withShirt, { 4: 99 })).toMatchObject({ ok: false, errors: [{ code: 'product.errors.invalidVariant' }] })
    expect(validateBundleSelection(withShirt, { 4: 42 })).toMatchObject({ ok: false, errors: [{ code: 'product.errors.variantUnavailable' }] })
  })

  test('a valid choice gives the bundle options with quantity 1 by default', () => {
    expect(validateBundleSelection(withShirt, { 4: 41 })).toEqual({
      ok: true,
      quantity: 1,
      options: [{ main: 4, selected: 41, options: { personalizations: {} } }, { id: 2, options: { personalizations: {} } }],
    })
  })

  test('a component cannot be a bundle (no nesting)', () => {
    const nested: BundleLike = { id: 6, format: 'bundle', bundles: [{ product: component(1, 'bundle'), quantity: 1, format: 'bundle' }] }
    expect(validateBundleSelection(nested, {})).toMatchObject({ ok: false, errors: [{ componentId: 1, code: 'product.errors.nestedBundle' }] })
  })

  test('the quantity must be a whole number above 0', () => {
    for (const qty of [0, -1, 1.5, 'abc']) {
      expect(validateBundleSelection(plain, {}, qty)).toMatchObject({ ok: false, errors: [{ componentId: null, code: 'core.errors.bundleQuantityInvalid' }] })
    }
    expect(validateBundleSelection(plain, {}, '3')).toMatchObject({ ok: true, quantity: 3 })
  })
})

describe('addToCartAvailability (SPEC §4)', () => {
  test('simple and e-products can be added', () => {
    expect(addToCartAvailability({ id: 9, format: 'simple', bundles: [], ...sellable })).toEqual({ kind: 'add', productId: 9 })
    expect(addToCartAvailability({ id: 9, format: 'eproduct', bundles: [], ...sellable })).toEqual({ kind: 'add', productId: 9 })
  })

  test('a configurable product without a choice answers configurationNotSet; with one it adds the variant', () => {
    const configurable = { id: 4, format: 'configurable' as const, bundles: [], ...sellable }
    expect(addToCartAvailability(configurable)).toEqual({ kind: 'info', message: 'core.notifications.configurationNotSet' })
    expect(addToCartAvailability(configurable, variant(41))).toEqual({ kind: 'add', productId: 41 })
    expect(addToCartAvailability(configurable, variant(42, false))).toEqual({ kind: 'unavailable' })
  })

  test('a bundle with a configurable part opens the customization dialog', () => {
    expect(addToCartAvailability({ ...plain, ...sellable })).toEqual({ kind: 'add', productId: 1 })
    expect(addToCartAvailability({ ...withShirt, ...sellable })).toEqual({ kind: 'customize' })
  })

  test('a product that is not for sale or not available cannot be added', () => {
    expect(addToCartAvailability({ id: 9, format: 'simple', bundles: [], available: false, isPurchasable: true })).toEqual({ kind: 'unavailable' })
    expect(addToCartAvailability({ id: 9, format: 'simple', bundles: [], available: true, isPurchasable: false })).toEqual({ kind: 'unavailable' })
  })
})
