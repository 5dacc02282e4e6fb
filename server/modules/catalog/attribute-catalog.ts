import { and, asc, eq } from 'drizzle-orm'
import type { RequestContext } from '~/server/lib/context'
import {
  attributeInputTypes, attributeTranslations, attributeValueTranslations, attributeValues, attributes,
} from './schema'

export type AttributeInputType = (typeof attributeInputTypes)[number]

export interface AttributeOption {
  id: number
  label: string
  swatch: string | null
  position: number
}

export interface FilterableAttribute {
  id: number
  code: string
  type: AttributeInputType
  label: string
  position: number
  /** Options of dropdown, multipleSelect and swatch attributes, in their order. */
  options: AttributeOption[]
}

/** Everything that tags cached catalog listings: any product, category or attribute write clears it. */
export const catalogListingTag = 'catalog'

/** Every write that changes what a listing shows calls this (products, categories, attributes, tags). */
export async function invalidateCatalogListings(ctx: RequestContext): Promise<void> {
  await ctx.cache.invalidate([catalogListingTag])
}

/**
 * The filterable attributes with their options, labelled in the request's language (the other
 * language's label, then the code, when a translation is missing). Two queries, cached.
 */
export function filterableAttributes(ctx: RequestContext): Promise<FilterableAttribute[]> {
  return ctx.cache.get(['catalog', 'attributes', ctx.locale], { ttl: '5m', tags: () => [catalogListingTag] }, async () => {
    const attributeRows = await ctx.db
      .select({
        id: attributes.id,
        code: attributes.code,
        type: attributes.inputType,
        position: attributes.position,
        locale: attributeTranslations.locale,
        label: attributeTranslations.label,
      })
      .from(attributes)
      .leftJoin(attributeTranslations, eq(attributeTranslations.attributeId, attributes.id))
      .where(eq(attributes.isFilterable, true))
      .orderBy(asc(attributes.position), asc(attributes.id))
    const optionRows = await ctx.db
      .select({
        id: attributeValues.id,
        attributeId: attributeValues.attributeId,
        position: attributeValues.position,
        swatch: attributeValues.swatch,
        locale: attributeValueTranslations.locale,
        label: attributeValueTranslations.label,
      })
      .from(attributeValues)
      .innerJoin(attributes, and(eq(attributes.id, attributeValues.attributeId), eq(attributes.isFilterable, true)))
      .leftJoin(attributeValueTranslations, eq(attributeValueTranslations.valueId, attributeValues.id))
      .orderBy(asc(attributeValues.position), asc(attributeValues.id))

    const byId = new Map<number, FilterableAttribute>()
    for (const row of attributeRows) {
      const known = byId.get(row.id)
      if (!known) {
        byId.set(row.id, { id: row.id, code: row.code, type: row.type, label: row.label ?? row.code, position: row.position, options: [] })
      } else if (row.locale === ctx.locale && row.label) {
        known.label = row.label
      }
    }
    const options = new Map<number, AttributeOption>()
    for (const row of optionRows) {
      const known = options.get(row.id)
      if (!known) {
        const option = { id: row.id, label: row.label ?? String(row.id), swatch: row.swatch, position: row.position }
        options.set(row.id, option)
        byId.get(row.attributeId)?.options.push(option)
      } else if (row.locale === ctx.locale && row.label) {
        known.label = row.label
      }
    }
    return [...byId.values()]
  })
}
