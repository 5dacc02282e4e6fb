import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { addToCartAvailability, validateBundleSelection, type BundleChoices } from '~/server/modules/catalog/bundles'
import { productPage, type ProductView } from '~/server/modules/catalog/product-page'
import type { CartItemOptions } from './schema'
import type { CartItemOptionsInput } from './validation'

/** A line as the catalog says it is now: what is stored, what one unit costs and takes from stock. */
export interface ResolvedLine {
  /** The product the line is of (a configurable product's chosen variant), as the catalog has it now. */
  product: ProductView
  productId: number
  options: CartItemOptions
  optionsKey: string
  /** productId → units one line unit takes from stock (bundle parts; none for an e-product). */
  stockUnits: Record<string, number>
}

/**
 * Decides what a shopper's add means (SPEC §4): simple and e-products go in; a configurable product
 * only with a chosen variant (else configurationNotSet); a bundle with its configurable parts chosen
 * (validateBundleSelection); custom options checked against the product. Prices are not taken
 * from the caller: they are read from the catalog whenever the cart is priced.
 */
export async function resolveLine(
  ctx: RequestContext,
  input: { productId: number; variantId?: number; qty: number; options?: CartItemOptionsInput },
): Promise<ResolvedLine> {
  const product = await productPage(ctx, { id: input.productId })
  if (!product) throw new DomainError('product.errors.notFound', 404)
  const variant = input.variantId === undefined ? null : product.associatedProducts.find((v) => v.id === input.variantId)
  if (variant === undefined) throw new DomainError('product.errors.invalidVariant', 400)
  const availability = addToCartAvailability(product, variant)
  if (availability.kind === 'unavailable') throw new DomainError('product.errors.notPurchasable', 409)
  if (availability.kind === 'info') throw new DomainError(availability.message, 400)

  const options: CartItemOptions = {}
  let stockUnits: Record<string, number> = {}
  let stored = product
  if (product.format === 'bundle') {
    const choices: BundleChoices = {}
    for (const o of input.options?.bundleOptions ?? []) if ('main' in o) choices[o.main] = o.selected
    const result = validateBundleSelection(product, choices, input.qty)
    if (!result.ok) {
      // `field` names the form field at fault (bundle.{componentId}, or qty), for forms to mark it.
      const [first] = result.errors
      throw new DomainError(first!.code, 400, { field: first!.componentId === null ? 'qty' : `bundle.${first!.componentId}` })
    }
    options.bundleOptions = result.options
    stockUnits = bundleStockUnits(product, choices)
  } else if (availability.kind === 'add' && availability.productId !== product.id) {
    const page = await productPage(ctx, { id: availability.productId })
    if (!page) throw new DomainError('product.errors.invalidVariant', 400)
    stored = page
    stockUnits = { [page.id]: 1 }
  } else if (product.format === 'simple') {
    stockUnits = { [product.id]: 1 }
  }

  const personalizations = checkPersonalizations(stored, input.options?.personalizations ?? {})
  if (Object.keys(personalizations).length > 0) options.personalizations = personalizations
  if (input.options?.customPriceOption) options.customPriceOption = input.options.customPriceOption
  return { product: stored, productId: stored.id, options, optionsKey: canonicalKey(options), stockUnits }
}

/** The price of one unit of a stored line now: the catalog's final price (or the membership price, when lower) plus its filled custom options. */
export function unitPriceOf(product: ProductView, options: CartItemOptions, isMember: boolean): number {
  const base = isMember && product.membershipPrice !== null ? Math.min(product.finalPrice, product.membershipPrice) : product.finalPrice
  const filled = options.personalizations ?? {}
  return base + product.customOptions.reduce((sum, o) => sum + (filled[String(o.id)] ? o.priceDelta : 0), 0)
}

/** The most a custom option's value may hold. */
export const maxOptionLength = 200

/** Custom option values as the product defines them; an error's `field` is option.{id}, as forms name it. */
function checkPersonalizations(product: ProductView, given: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [key, raw] of Object.entries(given)) {
    const option = product.customOptions.find((o) => String(o.id) === key)
    if (!option) throw new DomainError('api.invalidInput', 400, { details: `personalizations.${key}` })
    const value = raw.trim()
    const field = `option.${key}`
    if (value === '') continue
    if (option.option_type === 'number' && !Number.isFinite(Number(value))) throw new DomainError('core.validation.numeric', 400, { field })
    if (value.length > maxOptionLength) throw new DomainError('core.validation.maxLength', 400, { field, length: maxOptionLength })
    result[key] = value
  }
  for (const option of product.customOptions) {
    if (option.required && !result[String(option.id)]) throw new DomainError('core.validation.required', 400, { field: `option.${option.id}` })
  }
  return result
}

function bundleStockUnits(bundle: ProductView, choices: BundleChoices): Record<string, number> {
  const units: Record<string, number> = {}
  for (const entry of bundle.bundles) {
    if (entry.format === 'eproduct') continue
    const id = entry.format === 'configurable' ? choices[entry.product.id]! : entry.product.id
    units[id] = (units[id] ?? 0) + entry.quantity
  }
  return units
}

/** The same options in any key order give the same line. */
function canonicalKey(options: CartItemOptions): string {
  const sort = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sort)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sort(v)]))
        : value
  const key = JSON.stringify(sort(options))
  return key === '{}' ? '' : key
}
