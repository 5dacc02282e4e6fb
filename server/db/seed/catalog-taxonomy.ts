import {
  attributeTranslations, attributeValueTranslations, attributeValues, attributes, categories,
  categoryTranslations, tagTranslations, tags,
} from '~/server/modules/catalog/schema'
import { attributeDefs } from './data-attributes'
import { categorySeeds } from './data-categories'
import { idOf, type SeedDb } from './types'

const tagSeeds: [key: string, hr: string, en: string, enSlug: string][] = [
  ['lan', 'Lan', 'Linen', 'linen'], ['pamuk', 'Pamuk', 'Cotton', 'cotton'], ['novo', 'Novo', 'New', 'new'],
  ['ljeto', 'Ljeto', 'Summer', 'summer'], ['zima', 'Zima', 'Winter', 'winter'],
  ['licitar', 'Licitar', 'Licitar', 'licitar'], ['rucni-rad', 'Ručni rad', 'Handmade', 'handmade'],
  ['darovi', 'Darovi', 'Gifts', 'gifts'], ['lavanda', 'Lavanda', 'Lavender', 'lavender'],
]

export interface Taxonomy {
  categories: Map<string, number>
  tags: Map<string, number>
  attributes: Map<string, number>
  /** `${attributeCode}:${optionKey}` -> attribute_values.id */
  values: Map<string, number>
}

/** Categories (two levels), tags and the attributes of every layered-filter type. */
export async function seedTaxonomy(db: SeedDb, media: Map<string, number>): Promise<Taxonomy> {
  const categoryIds = new Map<string, number>()
  for (const level of [categorySeeds.filter((c) => !c.parent), categorySeeds.filter((c) => c.parent)]) {
    const rows = await db
      .insert(categories)
      .values(level.map((c, i) => ({
        parentId: c.parent ? idOf(categoryIds, c.parent) : null,
        position: i,
        mediaId: idOf(media, `category:${c.key}`),
      })))
      .returning({ id: categories.id })
    level.forEach((c, i) => categoryIds.set(c.key, rows[i]!.id))
  }
  await db.insert(categoryTranslations).values(
    categorySeeds.flatMap((c) => (['hr', 'en'] as const).map((locale) => ({
      categoryId: idOf(categoryIds, c.key), locale, ...c.text[locale],
    }))),
  )

  const tagRows = await db.insert(tags).values(tagSeeds.map(() => ({}))).returning({ id: tags.id })
  const tagIds = new Map(tagSeeds.map(([key], i) => [key, tagRows[i]!.id]))
  await db.insert(tagTranslations).values(
    tagSeeds.flatMap(([key, hr, en, enSlug]) => [
      { tagId: idOf(tagIds, key), locale: 'hr' as const, name: hr, slug: key },
      { tagId: idOf(tagIds, key), locale: 'en' as const, name: en, slug: enSlug },
    ]),
  )

  const attributeRows = await db
    .insert(attributes)
    .values(attributeDefs.map((a, i) => ({ code: a.code, inputType: a.inputType, customClass: a.customClass ?? null, position: i })))
    .returning({ id: attributes.id, code: attributes.code })
  const attributeIds = new Map(attributeRows.map((a) => [a.code, a.id]))
  await db.insert(attributeTranslations).values(
    attributeDefs.flatMap((a) => (['hr', 'en'] as const).map((locale) => ({
      attributeId: idOf(attributeIds, a.code), locale, label: a.label[locale],
    }))),
  )

  const options = attributeDefs.flatMap((a) => (a.values ?? []).map((v, i) => ({ code: a.code, position: i, ...v })))
  const valueRows = await db
    .insert(attributeValues)
    .values(options.map((o) => ({ attributeId: idOf(attributeIds, o.code), position: o.position, swatch: o.swatch ?? null })))
    .returning({ id: attributeValues.id })
  const valueIds = new Map(options.map((o, i) => [`${o.code}:${o.key}`, valueRows[i]!.id]))
  await db.insert(attributeValueTranslations).values(
    options.flatMap((o, i) => [
      { valueId: valueRows[i]!.id, locale: 'hr' as const, label: o.hr },
      { valueId: valueRows[i]!.id, locale: 'en' as const, label: o.en },
    ]),
  )
  return { categories: categoryIds, tags: tagIds, attributes: attributeIds, values: valueIds }
}
