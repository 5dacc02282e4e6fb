import type { ShapeKey } from './svg-shapes'

export type ProductFormat = 'simple' | 'eproduct' | 'configurable' | 'bundle'

/** Attribute values of a product, by attribute; codes and option keys are in data-attributes.ts. */
export interface AttributeSeed {
  materijal?: string
  volumen_ml?: number
  prigoda?: string[]
  velicina?: string
  boja?: string
  rucni_rad?: boolean
  datum_izrade?: string
  dostupno_od?: string
}

/** Name, slug and one-sentence short description in a language. */
export type ProductText = [name: string, slug: string, short: string]

export interface ProductSeed {
  sku: string
  format: ProductFormat
  categories: string[]
  tags?: string[]
  shape: ShapeKey
  colour: string
  /** Retail price in cents including VAT. */
  price: number
  discount?: number
  member?: number
  vat?: number
  stock: number
  priority?: number
  hr: ProductText
  en: ProductText
  attrs?: AttributeSeed
  crossSells?: string[]
  options?: CustomOptionSeed[]
  /** Configurable products: the colour x size grid, with combinations left out or sold out. */
  variants?: { colours: string[]; sizes: string[]; missing: string[]; soldOut: string[] }
  /** Bundles: component skus and quantities. */
  bundle?: [sku: string, quantity: number][]
}

export interface CustomOptionSeed {
  type: 'text' | 'number'
  required: boolean
  priceDelta: number
  hr: string
  en: string
}
