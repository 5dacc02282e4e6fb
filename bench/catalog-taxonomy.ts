import { asc, eq } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import {
  attributeTranslations, attributeValueTranslations, attributeValues, attributes, categories,
  categoryTranslations, tags,
} from '~/server/modules/catalog/schema'
import { brands, countries, departments, lines, patterns, slugify, styles, type ProductType } from './catalog-words'

/** A third-level category: where products are filed (with its parent and root too). */
export interface Leaf {
  id: number
  typeCategoryId: number
  rootId: number
  type: ProductType
  line: { hr: string; en: string }
  department: number
}

export interface BenchTaxonomy {
  leaves: Leaf[]
  /** attribute code -> id */
  attributes: Map<string, number>
  /** attribute code -> its option value ids, in position order */
  values: Map<string, number[]>
  tagIds: number[]
}

type Option = [hr: string, en: string]

/** Attributes the benchmark adds beside the demo shop's eight (again one of each filter type). */
const extraAttributes: { code: string; inputType: typeof attributes.$inferInsert.inputType; label: Option; options?: Option[] }[] = [
  { code: 'brend', inputType: 'dropdown', label: ['Brend', 'Brand'], options: brands.map((b) => [b, b]) },
  { code: 'zemlja_porijekla', inputType: 'dropdown', label: ['Zemlja porijekla', 'Country of origin'], options: countries },
  { code: 'tezina_g', inputType: 'numberField', label: ['Težina (g)', 'Weight (g)'] },
  { code: 'stil', inputType: 'multipleSelect', label: ['Stil', 'Style'], options: styles },
  { code: 'uzorak', inputType: 'textSwatch', label: ['Uzorak', 'Pattern'], options: patterns },
  { code: 'eko', inputType: 'yesNo', label: ['Eko certifikat', 'Eco certified'] },
]

/** 200 categories (10 departments, 40 product types, 150 lines) and the extra attributes. */
export async function insertTaxonomy(db: Db, images: number[]): Promise<BenchTaxonomy> {
  const taken = new Set((await db.select({ locale: categoryTranslations.locale, slug: categoryTranslations.slug }).from(categoryTranslations))
    .map((r) => `${r.locale}:${r.slug}`))
  const unique = (locale: string, slug: string) => {
    let candidate = slug
    for (let n = 2; taken.has(`${locale}:${candidate}`); n++) candidate = `${slug}-${n}`
    taken.add(`${locale}:${candidate}`)
    return candidate
  }
  const translations: (typeof categoryTranslations.$inferInsert)[] = []
  const addText = (categoryId: number, hr: string, en: string, hrAbout: string, enAbout: string) => {
    translations.push(
      { categoryId, locale: 'hr', name: hr, slug: unique('hr', slugify(hr)), description: `<p>${hrAbout}</p>` },
      { categoryId, locale: 'en', name: en, slug: unique('en', slugify(en)), description: `<p>${enAbout}</p>` },
    )
  }
  const insertLevel = async (rows: { parentId: number | null; position: number }[]) =>
    (await db.insert(categories).values(rows.map((r, i) => ({ ...r, mediaId: images[i % images.length]! })))
      .returning({ id: categories.id })).map((r) => r.id)

  const rootIds = await insertLevel(departments.map((_, i) => ({ parentId: null, position: 100 + i })))
  departments.forEach((d, i) => addText(rootIds[i]!, d.hr, d.en,
    `${d.hr}: izbor hrvatskih proizvođača i malih radionica.`, `${d.en}: a selection from Croatian makers and small workshops.`))

  const types = departments.flatMap((d, department) => d.types.map((type) => ({ type, department })))
  const typeIds = await insertLevel(types.map((t, i) => ({ parentId: rootIds[t.department]!, position: i })))
  types.forEach((t, i) => addText(typeIds[i]!, t.type.hr[1], t.type.en[1],
    `${t.type.hr[1]} u više linija, od klasike do premium izdanja.`, `${t.type.en[1]} in several lines, from classic to premium.`))

  const leafPlan = types.flatMap((t, i) => lines.slice(0, i < 30 ? 4 : 3).map((line) => ({ ...t, line, typeIndex: i })))
  const leafIds = await insertLevel(leafPlan.map((l, i) => ({ parentId: typeIds[l.typeIndex]!, position: i })))
  leafPlan.forEach((l, i) => addText(leafIds[i]!, `${l.type.hr[1]}: ${l.line.hr}`, `${l.type.en[1]}: ${l.line.en}`,
    `${l.type.hr[1]} iz linije ${l.line.hr}.`, `${l.type.en[1]} from the ${l.line.en} line.`))
  await db.insert(categoryTranslations).values(translations)

  const leaves = leafPlan.map<Leaf>((l, i) => ({
    id: leafIds[i]!, typeCategoryId: typeIds[l.typeIndex]!, rootId: rootIds[l.department]!,
    type: l.type, line: l.line, department: l.department,
  }))
  await insertExtraAttributes(db)
  return { leaves, ...(await attributeIndex(db)), tagIds: (await db.select({ id: tags.id }).from(tags)).map((t) => t.id) }
}

async function insertExtraAttributes(db: Db): Promise<void> {
  const existing = new Set((await db.select({ code: attributes.code }).from(attributes)).map((a) => a.code))
  const missing = extraAttributes.filter((a) => !existing.has(a.code))
  if (missing.length === 0) return
  const rows = await db.insert(attributes)
    .values(missing.map((a, i) => ({ code: a.code, inputType: a.inputType, position: 20 + i })))
    .returning({ id: attributes.id })
  await db.insert(attributeTranslations).values(missing.flatMap((a, i) => [
    { attributeId: rows[i]!.id, locale: 'hr' as const, label: a.label[0] },
    { attributeId: rows[i]!.id, locale: 'en' as const, label: a.label[1] },
  ]))
  for (const [i, a] of missing.entries()) {
    if (!a.options) continue
    const values = await db.insert(attributeValues)
      .values(a.options.map((_, position) => ({ attributeId: rows[i]!.id, position })))
      .returning({ id: attributeValues.id })
    await db.insert(attributeValueTranslations).values(a.options.flatMap(([hr, en], j) => [
      { valueId: values[j]!.id, locale: 'hr' as const, label: hr },
      { valueId: values[j]!.id, locale: 'en' as const, label: en },
    ]))
  }
}

/** Every attribute (the demo shop's and the extra ones) by code, with its option ids. */
async function attributeIndex(db: Db): Promise<Pick<BenchTaxonomy, 'attributes' | 'values'>> {
  const rows = await db
    .select({ code: attributes.code, id: attributes.id, valueId: attributeValues.id })
    .from(attributes)
    .leftJoin(attributeValues, eq(attributeValues.attributeId, attributes.id))
    .orderBy(asc(attributes.id), asc(attributeValues.position), asc(attributeValues.id))
  const ids = new Map<string, number>()
  const values = new Map<string, number[]>()
  for (const r of rows) {
    ids.set(r.code, r.id)
    if (!values.has(r.code)) values.set(r.code, [])
    if (r.valueId !== null) values.get(r.code)!.push(r.valueId)
  }
  return { attributes: ids, values }
}
