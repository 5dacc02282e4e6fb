import { describe, expect, test } from 'vitest'
import {
  activeVariant, availableValues, defaultSelection, normalizeSelection, selectionFromParams,
  type AssociatedProduct, type ConfigurableAttribute,
} from './configurable'

// Colours 1 white, 2 blue; sizes 11 S, 12 M, 13 L. blue-S sold out, white-L missing.
const attributes: ConfigurableAttribute[] = [
  { attributeCode: 'boja', label: 'Boja', inputType: 'visualSwatch', customClass: null, values: [
    { id: 1, value: 'Bijela', isMedia: false, shopDefault: true, swatch: '#fff' },
    { id: 2, value: 'Plava', isMedia: false, shopDefault: false, swatch: '#00f' },
  ] },
  { attributeCode: 'velicina', label: 'Veličina', inputType: 'textSwatch', customClass: null, values: [
    { id: 11, value: 'S', isMedia: false, shopDefault: false, swatch: null },
    { id: 12, value: 'M', isMedia: false, shopDefault: true, swatch: null },
    { id: 13, value: 'L', isMedia: false, shopDefault: false, swatch: null },
  ] },
]
const variant = (id: number, boja: number, velicina: number, available = true): AssociatedProduct => ({
  id, sku: `V${id}`, name: `V${id}`, attributes: { boja, velicina }, price: 1000, oldPrice: null, discountPercent: null,
  lowestPrice30Days: null, available, isPurchasable: true, stock: available ? 3 : 0, media: null,
})
const variants = [variant(101, 1, 11), variant(102, 1, 12), variant(104, 2, 11, false), variant(105, 2, 12), variant(106, 2, 13)]

describe('configurable products (SPEC §4)', () => {
  test('the active product is the one whose attribute values all match', () => {
    expect(activeVariant(variants, { boja: 2, velicina: 12 })?.id).toBe(105)
    expect(activeVariant(variants, { boja: 1, velicina: 13 })).toBeUndefined()
    expect(activeVariant(variants, { boja: 2 }, attributes)).toBeUndefined()
  })

  test("each attribute's shop default is preselected", () => {
    expect(defaultSelection(attributes)).toEqual({ boja: 1, velicina: 12 })
    expect(activeVariant(variants, defaultSelection(attributes), attributes)?.id).toBe(102)
  })

  test('missing and sold-out combinations are unavailable, given the earlier choices', () => {
    const white = availableValues(attributes, variants, { boja: 1 })
    expect(white[0]!.values.every((v) => v.available)).toBe(true)
    expect(white[1]!.values.map((v) => [v.value, v.reason])).toEqual([['S', null], ['M', null], ['L', 'missing']])
    const blue = availableValues(attributes, variants, { boja: 2 })
    expect(blue[1]!.values.map((v) => [v.value, v.reason])).toEqual([['S', 'soldOut'], ['M', null], ['L', null]])
  })

  test('a colour whose every variant is sold out is unavailable itself', () => {
    const soldOut = variants.map((v) => (v.attributes.boja === 2 ? { ...v, available: false } : v))
    expect(availableValues(attributes, soldOut, {})[0]!.values.find((v) => v.id === 2)).toMatchObject({ available: false, reason: 'soldOut' })
  })

  test('a requested impossible combination settles on the default or first available value', () => {
    expect(normalizeSelection(attributes, variants, { boja: 2, velicina: 11 })).toEqual({ boja: 2, velicina: 12 })
    expect(normalizeSelection(attributes, variants, { boja: 1, velicina: 13 })).toEqual({ boja: 1, velicina: 12 })
    expect(normalizeSelection(attributes, variants, { boja: 2, velicina: 13 })).toEqual({ boja: 2, velicina: 13 })
    expect(normalizeSelection(attributes, variants, {})).toEqual({ boja: 1, velicina: 12 })
  })

  test('the query string gives a selection; unknown codes and foreign or malformed ids are ignored', () => {
    const params = new URLSearchParams('boja=2&velicina=99&x=1')
    expect(selectionFromParams(attributes, params)).toEqual({ boja: 2 })
    expect(selectionFromParams(attributes, new URLSearchParams('boja=2%20or%201'))).toEqual({})
  })
})
