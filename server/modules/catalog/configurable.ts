/**
 * Configurable products (SPEC §3, §4 Product configuration): pure rules shared by the product
 * service, the cart action and the page, which runs them in the browser for instant selection.
 * No imports with side effects: this file is bundled for the client.
 */
import type { MediaView } from './service'

/** A value of a configuring attribute (SPEC §3 associatedProductsAttributes[].values). */
export interface ConfigurableValue {
  id: number
  value: string
  /** A visual swatch backed by an image rather than a colour. */
  isMedia: boolean
  shopDefault: boolean
  /** CSS colour of a visualSwatch value, null for others. */
  swatch: string | null
}

export interface ConfigurableAttribute {
  attributeCode: string
  label: string
  inputType: string
  customClass: string | null
  values: ConfigurableValue[]
}

/** An associated product of a configurable one: its attribute values and what a shopper pays. */
export interface AssociatedProduct {
  id: number
  sku: string
  name: string
  /** attributeCode → attribute value id. */
  attributes: Record<string, number>
  price: number
  oldPrice: number | null
  discountPercent: number | null
  lowestPrice30Days: number | null
  available: boolean
  isPurchasable: boolean
  stock: number
  media: MediaView | null
}

/** attributeCode → chosen value id. */
export type Selection = Record<string, number | undefined>

/** The associated product whose attribute values all match the selection, if any (SPEC §4). */
export function activeVariant(
  associatedProducts: readonly AssociatedProduct[],
  selection: Selection,
  attributes?: readonly ConfigurableAttribute[],
): AssociatedProduct | undefined {
  const codes = attributes?.map((a) => a.attributeCode)
  return associatedProducts.find((product) => {
    const keys = codes ?? Object.keys(product.attributes)
    return keys.length > 0 && keys.every((code) => selection[code] !== undefined && product.attributes[code] === selection[code])
  })
}

/** Each attribute's shop-default value, preselected (SPEC §4). */
export function defaultSelection(attributes: readonly ConfigurableAttribute[]): Selection {
  const selection: Selection = {}
  for (const attribute of attributes) {
    const value = attribute.values.find((v) => v.shopDefault)
    if (value) selection[attribute.attributeCode] = value.id
  }
  return selection
}

export type UnavailableReason = 'missing' | 'soldOut'

export interface ValueAvailability extends ConfigurableValue {
  available: boolean
  /** Why it cannot be chosen: no such combination, or it exists but is out of stock. */
  reason: UnavailableReason | null
}

export interface AttributeAvailability extends Omit<ConfigurableAttribute, 'values'> {
  values: ValueAvailability[]
}

/**
 * Marks each value that cannot be bought together with the values chosen for the attributes
 * before it: the combination does not exist, or every matching product is out of stock. Earlier
 * attributes only, so a shopper can always reach every colour that is in stock in some size and
 * then pick among the sizes that colour has (choosing colour first is how the page is laid out).
 */
export function availableValues(
  attributes: readonly ConfigurableAttribute[],
  associatedProducts: readonly AssociatedProduct[],
  selection: Selection,
): AttributeAvailability[] {
  return attributes.map((attribute, index) => {
    const earlier = attributes.slice(0, index)
    const matching = associatedProducts.filter((p) =>
      earlier.every((a) => selection[a.attributeCode] === undefined || p.attributes[a.attributeCode] === selection[a.attributeCode]),
    )
    return {
      ...attribute,
      values: attribute.values.map((value) => {
        const withValue = matching.filter((p) => p.attributes[attribute.attributeCode] === value.id)
        const reason: UnavailableReason | null =
          withValue.length === 0 ? 'missing' : withValue.some(isBuyable) ? null : 'soldOut'
        return { ...value, available: reason === null, reason }
      }),
    }
  })
}

/**
 * The selection to show: each attribute's chosen value if it can be bought with the values before
 * it, else the shop default if that can, else its first value that can. Used for a requested
 * selection (query string, a click) so the page never settles on an impossible combination.
 */
export function normalizeSelection(
  attributes: readonly ConfigurableAttribute[],
  associatedProducts: readonly AssociatedProduct[],
  requested: Selection,
): Selection {
  const selection: Selection = {}
  for (const [index, attribute] of attributes.entries()) {
    const values = availableValues(attributes.slice(0, index + 1), associatedProducts, selection)[index]!.values
    const pick =
      values.find((v) => v.id === requested[attribute.attributeCode] && v.available) ??
      values.find((v) => v.shopDefault && v.available) ??
      values.find((v) => v.available)
    if (pick) selection[attribute.attributeCode] = pick.id
  }
  return selection
}

/** A selection from query parameters ?{attributeCode}={valueId}; unknown codes and values are ignored. */
export function selectionFromParams(attributes: readonly ConfigurableAttribute[], params: URLSearchParams): Selection {
  const selection: Selection = {}
  for (const attribute of attributes) {
    const raw = params.get(attribute.attributeCode)
    const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined
    if (id !== undefined && attribute.values.some((v) => v.id === id)) selection[attribute.attributeCode] = id
  }
  return selection
}

const isBuyable = (p: AssociatedProduct) => p.available && p.isPurchasable
