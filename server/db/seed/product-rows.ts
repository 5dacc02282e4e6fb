import { attributeDefs } from './data-attributes'
import type { AttributeSeed, ProductSeed } from './data-product-types'
import { fashionProducts } from './data-products-fashion'
import { giftProducts } from './data-products-gifts'
import { homeProducts } from './data-products-home'
import { longDescription } from './product-descriptions'
import type { Localized } from './types'

export const productSeeds: ProductSeed[] = [...fashionProducts, ...homeProducts, ...giftProducts]

/** A product row to insert: a seed as written, or an associated product expanded from a configurable one. */
export interface FlatProduct {
  seed: ProductSeed
  sku: string
  parentSku?: string
  stock: number
  available: boolean
  attrs: AttributeSeed
  mediaKeys: string[]
  text: Localized<{ name: string; slug: string; shortDescription: string; description: string }>
}

const optionLabel = (code: string, key: string, locale: 'hr' | 'en') =>
  attributeDefs.find((a) => a.code === code)?.values?.find((v) => v.key === key)?.[locale] ?? key

/** Media keys of a product's generated images (see media-plan.ts). */
export const productViewKeys = (sku: string) => [0, 1, 2].map((view) => `product:${sku}:${view}`)
export const variantImageKey = (sku: string, colour: string) => `product:${sku}:colour:${colour}`

/** Every product row: the seeds, then the associated products of each configurable seed. */
export function flatProducts(): FlatProduct[] {
  const top = productSeeds.map<FlatProduct>((seed) => ({
    seed,
    sku: seed.sku,
    stock: seed.variants ? variantStockTotal(seed) : seed.stock,
    available: seed.variants ? true : seed.stock > 0,
    attrs: seed.attrs ?? {},
    mediaKeys: [
      ...productViewKeys(seed.sku),
      ...(seed.variants?.colours.slice(1).map((c) => colourImageKey(seed, c)) ?? []),
    ],
    text: {
      hr: { name: seed.hr[0], slug: seed.hr[1], shortDescription: `<p>${seed.hr[2]}</p>`, description: longDescription(seed, 'hr') },
      en: { name: seed.en[0], slug: seed.en[1], shortDescription: `<p>${seed.en[2]}</p>`, description: longDescription(seed, 'en') },
    },
  }))
  return [...top, ...productSeeds.flatMap(associatedProducts)]
}

/** The first colour is shown by the product's main view; the others have their own image. */
const colourImageKey = (seed: ProductSeed, colour: string) =>
  colour === seed.variants?.colours[0] ? `product:${seed.sku}:0` : variantImageKey(seed.sku, colour)

function variantKeys(seed: ProductSeed): string[] {
  const v = seed.variants
  if (!v) return []
  return v.colours.flatMap((c) => v.sizes.map((s) => `${c}-${s}`)).filter((key) => !v.missing.includes(key))
}

/** Stock of one variant: sold-out ones 0, the rest a varied small number. */
const variantStock = (seed: ProductSeed, key: string, i: number) =>
  seed.variants?.soldOut.includes(key) ? 0 : 3 + ((i * 7) % 11)

function variantStockTotal(seed: ProductSeed): number {
  return variantKeys(seed).reduce((sum, key, i) => sum + variantStock(seed, key, i), 0)
}

function associatedProducts(seed: ProductSeed): FlatProduct[] {
  return variantKeys(seed).map((key, i) => {
    const [colour, size] = key.split('-') as [string, string]
    const stock = variantStock(seed, key, i)
    const text = (locale: 'hr' | 'en') => {
      const suffix = `${optionLabel('boja', colour, locale).toLowerCase()}, ${optionLabel('velicina', size, locale)}`
      return {
        name: `${seed[locale][0]} – ${suffix}`,
        slug: `${seed[locale][1]}-${colour}-${size}`,
        shortDescription: `<p>${seed[locale][2]}</p>`,
        description: longDescription(seed, locale),
      }
    }
    return {
      seed,
      sku: `${seed.sku}-${colour.toUpperCase()}-${size.toUpperCase()}`,
      parentSku: seed.sku,
      stock,
      available: stock > 0,
      attrs: { ...seed.attrs, boja: colour, velicina: size },
      mediaKeys: [colourImageKey(seed, colour)],
      text: { hr: text('hr'), en: text('en') },
    }
  })
}
