/**
 * Bundles and add-to-cart availability (SPEC §4): pure rules shared by the product service, the
 * cart action and the page (bundled for the client, so no imports with side effects).
 */
import type { AssociatedProduct, ConfigurableAttribute } from './configurable'
import type { productFormats } from './schema'
import type { MediaView } from './service'

export type ProductFormat = (typeof productFormats)[number]

/** A component of a bundle; a configurable one carries its variants for the customization dialog. */
export interface BundleComponent {
  id: number
  name: string
  slug: string
  format: ProductFormat
  image: MediaView | null
  price: number
  available: boolean
  associatedProducts: AssociatedProduct[]
  associatedProductsAttributes: ConfigurableAttribute[]
}

/** SPEC §3 bundle entry: product, quantity, format. */
export interface BundleEntry {
  product: BundleComponent
  quantity: number
  format: ProductFormat
}

export interface BundleLike {
  id: number
  format: ProductFormat
  bundles: readonly BundleEntry[]
}

/** A bundle goes straight into the cart only when none of its parts needs a choice (SPEC §4). */
export function canAddBundleDirectly(bundle: BundleLike): boolean {
  return bundle.format === 'bundle' && !bundle.bundles.some((entry) => entry.format === 'configurable')
}

/** componentId → chosen variant id (configurable components only). */
export type BundleChoices = Record<number, number | undefined>

/** SPEC §3 bundle option: {main, selected, options} for a configured part, {id, options} for a plain one. */
export type BundleOption =
  | { main: number; selected: number; options: { personalizations: Record<string, string> } }
  | { id: number; options: { personalizations: Record<string, string> } }

export type BundleErrorCode =
  | 'core.notifications.configurationNotSet'
  | 'product.errors.invalidVariant'
  | 'product.errors.variantUnavailable'
  | 'product.errors.nestedBundle'
  | 'core.errors.bundleQuantityInvalid'

export type BundleValidation =
  | { ok: true; quantity: number; options: BundleOption[] }
  | { ok: false; errors: { componentId: number | null; code: BundleErrorCode }[] }

/**
 * A bundle can be added only when every configurable component has a chosen simple or e-product
 * variant that is one of its own and not the component itself; a component cannot be a bundle
 * (no nesting); the quantity defaults to 1 and must be a whole number above 0 (SPEC §4, §5).
 */
export function validateBundleSelection(bundle: BundleLike, choices: BundleChoices, quantity: unknown = 1): BundleValidation {
  const errors: { componentId: number | null; code: BundleErrorCode }[] = []
  const qty = quantity === undefined || quantity === null || quantity === '' ? 1 : Number(quantity)
  if (!Number.isInteger(qty) || qty < 1) errors.push({ componentId: null, code: 'core.errors.bundleQuantityInvalid' })
  const options: BundleOption[] = []
  for (const { product, format } of bundle.bundles) {
    if (format === 'bundle' || product.id === bundle.id) {
      errors.push({ componentId: product.id, code: 'product.errors.nestedBundle' })
      continue
    }
    if (format !== 'configurable') {
      options.push({ id: product.id, options: { personalizations: {} } })
      continue
    }
    const chosen = choices[product.id]
    if (chosen === undefined) {
      errors.push({ componentId: product.id, code: 'core.notifications.configurationNotSet' })
      continue
    }
    const variant = product.associatedProducts.find((p) => p.id === chosen)
    if (!variant || chosen === product.id) {
      errors.push({ componentId: product.id, code: 'product.errors.invalidVariant' })
      continue
    }
    if (!variant.available || !variant.isPurchasable) {
      errors.push({ componentId: product.id, code: 'product.errors.variantUnavailable' })
      continue
    }
    options.push({ main: product.id, selected: variant.id, options: { personalizations: {} } })
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, quantity: qty, options }
}

export type AddToCartAvailability =
  | { kind: 'add'; productId: number }
  | { kind: 'info'; message: 'core.notifications.configurationNotSet' }
  | { kind: 'customize' }
  | { kind: 'unavailable' }

/**
 * What the add-to-cart button does (SPEC §4): simple and e-products go in; a configurable product
 * only with a chosen variant (else the info 'select options first'); a bundle directly only
 * without configurable parts, otherwise the customization dialog opens. Anything that is not for
 * sale or out of stock cannot be added.
 */
export function addToCartAvailability(
  product: BundleLike & { available: boolean; isPurchasable: boolean },
  variant?: Pick<AssociatedProduct, 'id' | 'available' | 'isPurchasable'> | null,
): AddToCartAvailability {
  if (!product.isPurchasable || !product.available) return { kind: 'unavailable' }
  switch (product.format) {
    case 'simple':
    case 'eproduct':
      return { kind: 'add', productId: product.id }
    case 'configurable':
      if (!variant) return { kind: 'info', message: 'core.notifications.configurationNotSet' }
      return variant.available && variant.isPurchasable ? { kind: 'add', productId: variant.id } : { kind: 'unavailable' }
    case 'bundle':
      return canAddBundleDirectly(product) ? { kind: 'add', productId: product.id } : { kind: 'customize' }
  }
}
