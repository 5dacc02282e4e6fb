import type { Taxonomy } from './catalog-taxonomy'
import type { ProductSeed } from './data-product-types'
import { idOf } from './types'

/** Rows that link products to each other or to attributes: configurable axes, bundles, cross-sells. */
export function productLinkRows(seeds: ProductSeed[], ids: Map<string, number>, taxonomy: Taxonomy) {
  const configurable = seeds.flatMap((seed) => {
    const v = seed.variants
    if (!v) return []
    const [colour, size] = shopDefault(seed).split('-') as [string, string]
    return [
      { code: 'boja', key: colour },
      { code: 'velicina', key: size },
    ].map(({ code, key }, position) => ({
      productId: idOf(ids, seed.sku),
      attributeId: idOf(taxonomy.attributes, code),
      position,
      defaultValueId: idOf(taxonomy.values, `${code}:${key}`),
    }))
  })
  const bundles = seeds.flatMap((seed) =>
    (seed.bundle ?? []).map(([sku, quantity], position) => ({
      bundleId: idOf(ids, seed.sku), productId: idOf(ids, sku), quantity, position,
    })),
  )
  const crossSells = seeds.flatMap((seed) =>
    (seed.crossSells ?? []).map((sku, position) => ({ productId: idOf(ids, seed.sku), crossSellId: idOf(ids, sku), position })),
  )
  return { configurable, bundles, crossSells }
}

/** The preselected combination (SPEC §4): the first colour's M if it can be bought, else the first that can. */
function shopDefault(seed: ProductSeed): string {
  const v = seed.variants!
  const buyable = v.colours
    .flatMap((c) => v.sizes.map((s) => `${c}-${s}`))
    .filter((key) => !v.missing.includes(key) && !v.soldOut.includes(key))
  return buyable.find((key) => key.endsWith('-m')) ?? buyable[0]!
}
