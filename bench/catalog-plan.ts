import { attributeDefs } from '~/server/db/seed/data-attributes'
import type { products } from '~/server/modules/catalog/schema'
import type { Leaf } from './catalog-taxonomy'
import { models, slugify } from './catalog-words'
import type { Random } from './random'

type ProductRow = typeof products.$inferInsert
type Locale = 'hr' | 'en'

/** One attribute value of a product, before its id is known; `code` picks the attribute. */
export type AttributeValue =
  | { code: string; option: number }
  | { code: string; number: number }
  | { code: string; bool: boolean }
  | { code: string; date: string }
  | { code: string; dateTime: Date }

export interface PlannedText { name: string; slug: string; shortDescription: string; description: string }

export interface PlannedVariant { row: ProductRow; text: Record<Locale, PlannedText>; colour: number; size: number }

/** A top-level product as it will be inserted, with everything that hangs off it. */
export interface PlannedProduct {
  row: ProductRow
  leaf: Leaf
  text: Record<Locale, PlannedText>
  attributes: AttributeValue[]
  variants: PlannedVariant[]
  /** Days before now of each price-history entry, with the price. */
  history: { daysAgo: number; price: number }[]
  hasOption: boolean
}

const colourDef = attributeDefs.find((a) => a.code === 'boja')!.values!
const sizeDef = attributeDefs.find((a) => a.code === 'velicina')!.values!
const day = 86_400_000

/** Product `i` of the catalog: its leaf category is drawn from skewed weights, so category sizes vary. */
export function planProduct(i: number, leaf: Leaf, rng: Random, now: number): PlannedProduct {
  const model = rng.pick(models)
  const colour = rng.int(0, colourDef.length - 1)
  const sku = `BENCH-${String(i + 1).padStart(6, '0')}`
  const text = (locale: Locale): PlannedText => {
    const name = `${leaf.type[locale][0]} ${model}, ${colourDef[colour]![locale].toLowerCase()}`
    return { name, slug: `${slugify(name)}-${i + 1}`, ...descriptions(leaf, model, locale) }
  }
  const isConfigurable = leaf.type.sized === true && rng.chance(0.25)
  const format = isConfigurable ? 'configurable' : leaf.department === 7 && rng.chance(0.3) ? 'eproduct'
    : leaf.type.shape === 'box' && rng.chance(0.3) ? 'bundle' : 'simple'
  const vatRate = leaf.department === 8 ? 1300 : leaf.type.shape === 'book' ? 500 : 2500
  const retail = Math.max(190, Math.round(3 * Math.pow(500 / 3, rng.next())) * 100 - 10)
  const created = now - rng.next() * 730 * day
  const discount = rng.chance(0.22)
  const discountPrice = discount ? Math.round(retail * (1 - rng.int(10, 50) / 100)) : null
  const discountFrom = discount ? new Date(now - rng.int(1, 20) * day) : null
  const expired = discount && rng.chance(0.1)
  const discountTo = discount ? new Date(now + (expired ? -1 : rng.int(5, 40)) * day) : null
  const stock = rng.chance(0.08) ? 0 : rng.int(1, 200)
  const row: ProductRow = {
    sku, format, vatRate, retailPrice: retail,
    basicPrice: Math.round((retail * 10_000) / (10_000 + vatRate)),
    discountPrice, discountFrom, discountTo,
    membershipPrice: rng.chance(0.1) ? Math.round(retail * 0.95) : null,
    stock, available: isConfigurable || stock > 0,
    archived: rng.chance(0.015),
    categoryPriority: rng.chance(0.1) ? rng.int(1, 10) : 0,
    createdAt: new Date(created), updatedAt: new Date(created),
  }
  const variants = isConfigurable ? planVariants(sku, text, colour, row, rng) : []
  if (isConfigurable) row.stock = variants.reduce((sum, v) => sum + (v.row.stock ?? 0), 0)
  return {
    row, leaf, text: { hr: text('hr'), en: text('en') },
    attributes: planAttributes(leaf, colour, rng, now),
    variants,
    history: planHistory(retail, discountPrice, (now - created) / day, rng, discountFrom ? (now - discountFrom.getTime()) / day : 0),
    hasOption: (leaf.department === 5 || leaf.department === 7) && rng.chance(0.15),
  }
}

/** Two colours by three sizes; one combination in five sold out. */
function planVariants(sku: string, text: (l: Locale) => PlannedText, colour: number, parent: ProductRow, rng: Random): PlannedVariant[] {
  const colours = [colour, (colour + rng.int(1, colourDef.length - 1)) % colourDef.length]
  const sizes = rng.sample([0, 1, 2, 3], 3).sort()
  return colours.flatMap((c) => sizes.map((s) => {
    const key = `${colourDef[c]!.key}-${sizeDef[s]!.key}`
    const variantText = (locale: Locale): PlannedText => {
      const base = text(locale)
      return { ...base, name: `${base.name} – ${colourDef[c]![locale].toLowerCase()}, ${sizeDef[s]![locale]}`, slug: `${base.slug}-${key}` }
    }
    const stock = rng.chance(0.2) ? 0 : rng.int(1, 30)
    return {
      row: { ...parent, sku: `${sku}-${key.toUpperCase()}`, format: 'simple', stock, available: stock > 0 },
      text: { hr: variantText('hr'), en: variantText('en') },
      colour: c, size: s,
    }
  }))
}

/** Values of every filter type, spread unevenly over the catalog as in a real shop. */
function planAttributes(leaf: Leaf, colour: number, rng: Random, now: number): AttributeValue[] {
  const values: AttributeValue[] = [
    { code: 'boja', option: colour },
    { code: 'materijal', option: (leaf.department + rng.int(0, 3)) % 9 },
    { code: 'brend', option: Math.floor(Math.pow(rng.next(), 2) * 30) },
    { code: 'zemlja_porijekla', option: rng.chance(0.6) ? 0 : rng.int(1, 9) },
    { code: 'tezina_g', number: rng.int(20, 2500) },
    { code: 'rucni_rad', bool: leaf.line.en === 'Handmade' || rng.chance(0.15) },
    { code: 'eko', bool: leaf.line.en === 'Eco line' || rng.chance(0.2) },
    { code: 'datum_izrade', date: new Date(now - rng.int(0, 1000) * day).toISOString().slice(0, 10) },
  ]
  if (leaf.type.sized) values.push({ code: 'velicina', option: rng.int(0, 3) })
  if (leaf.type.liquid) values.push({ code: 'volumen_ml', number: rng.pick([50, 100, 250, 330, 500, 750, 1000]) })
  if (rng.chance(0.4)) for (const o of rng.sample([0, 1, 2, 3, 4], rng.int(1, 2))) values.push({ code: 'prigoda', option: o })
  if (rng.chance(0.7)) for (const o of rng.sample([0, 1, 2, 3, 4, 5, 6, 7], rng.int(1, 2))) values.push({ code: 'stil', option: o })
  if (rng.chance(0.5)) values.push({ code: 'uzorak', option: rng.int(0, 4) })
  if (rng.chance(0.3)) values.push({ code: 'dostupno_od', dateTime: new Date(now + rng.int(-90, 60) * day) })
  return values
}

/** Omnibus data: the price since creation, sometimes an older price, the discount and a short earlier promotion. */
function planHistory(retail: number, discount: number | null, ageDays: number, rng: Random, discountDays: number) {
  const history = [{ daysAgo: ageDays, price: rng.chance(0.3) ? Math.round(retail * 1.1) : retail }]
  if (history[0]!.price !== retail) history.push({ daysAgo: ageDays / 2, price: retail })
  if (discount !== null) {
    if (rng.chance(0.5) && ageDays > discountDays + 25) {
      history.push({ daysAgo: discountDays + 20, price: Math.round(retail * 0.9) }, { daysAgo: discountDays + 15, price: retail })
    }
    history.push({ daysAgo: discountDays, price: discount })
  }
  return history
}

function descriptions(leaf: Leaf, model: string, locale: Locale): Omit<PlannedText, 'name' | 'slug'> {
  const [singular, plural] = leaf.type[locale]
  return locale === 'hr'
    ? {
        shortDescription: `<p>${singular} ${model} iz linije ${leaf.line.hr}, izrađen u maloj seriji.</p>`,
        description: `<p>${singular} ${model} dio je linije ${leaf.line.hr}. ${plural} ove linije nastaju u malim radionicama, ` +
          `od provjerenih materijala i s pažnjom prema detaljima.</p><ul><li>Izrađeno u Hrvatskoj</li>` +
          `<li>Pakirano bez plastike</li><li>Dostava u 2–4 radna dana</li></ul><p>Održavanje: prema uputama na deklaraciji.</p>`,
      }
    : {
        shortDescription: `<p>${singular} ${model} from the ${leaf.line.en} line, made in a small batch.</p>`,
        description: `<p>The ${singular} ${model} belongs to the ${leaf.line.en} line. ${plural} of this line are made in small ` +
          `workshops, from tried materials and with care for detail.</p><ul><li>Made in Croatia</li>` +
          `<li>Packed without plastic</li><li>Delivered in 2–4 working days</li></ul><p>Care: see the label.</p>`,
      }
}
