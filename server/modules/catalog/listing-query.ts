import type { Locale } from '~/app/i18n/locales'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { filterableAttributes, type FilterableAttribute } from './attribute-catalog'
import { categoryWithDescendantIds } from './categories'
import type { FilterEntryInput } from './validation'

/**
 * A product filter in its checked, canonical form (SPEC §5): keys resolved to attributes, values
 * parsed by the attribute's type, empty values and half-open ranges dropped. Canonical so that
 * equal filters give equal cache keys.
 */
export type ListingFilter =
  | { kind: 'options'; key: string; attributeId: number; ids: number[] }
  | { kind: 'yesNo'; key: string; attributeId: number; value: boolean }
  | { kind: 'number'; key: string; attributeId: number; min: number; max: number }
  | { kind: 'date'; key: string; attributeId: number; min: string; max: string }
  | { kind: 'dateTime'; key: string; attributeId: number; min: string; max: string }
  | { kind: 'price'; key: 'price'; min: number; max: number }
  | { kind: 'category' | 'tag'; key: 'category' | 'tag'; ids: number[] }

export interface ListingQuery {
  locale: Locale
  filters: ListingFilter[]
  /** null: no category asked; []: a category that does not exist (nothing matches). */
  categoryIds: number[] | null
  /** Words that must all occur in the name, lower-case. */
  words: string[]
}

export interface ListingQueryInput {
  filters?: FilterEntryInput[]
  categoryId?: number
  categorySlug?: string
  keywords?: string
}

export async function listingQuery(ctx: RequestContext, input: ListingQueryInput): Promise<ListingQuery> {
  const attributes = new Map((await filterableAttributes(ctx)).map((a) => [a.code, a]))
  const byKey = new Map<string, ListingFilter>()
  for (const entry of input.filters ?? []) {
    const filter = parseEntry(entry, attributes)
    if (!filter) continue
    const known = byKey.get(filter.key)
    if (known && 'ids' in known && 'ids' in filter) known.ids = [...new Set([...known.ids, ...filter.ids])].sort((a, b) => a - b)
    else byKey.set(filter.key, filter)
  }
  const asked = input.categoryId !== undefined || input.categorySlug !== undefined
  return {
    locale: ctx.locale,
    filters: [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key)),
    categoryIds: asked ? await categoryWithDescendantIds(ctx, { id: input.categoryId, slug: input.categorySlug }) : null,
    words: (input.keywords ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8),
  }
}

function parseEntry(entry: FilterEntryInput, attributes: Map<string, FilterableAttribute>): ListingFilter | null {
  const { key } = entry
  if (key === 'archived') return null // archived=false is always applied; nobody lists archived products
  if (key === 'price') {
    const range = rangeOf(entry, key, Number)
    return range && { kind: 'price', key, min: range[0], max: range[1] }
  }
  if (key === 'category' || key === 'tag') {
    const ids = idsOf(entry.value, key)
    return ids && { kind: key, key, ids }
  }
  const attribute = attributes.get(key)
  if (!attribute) throw new DomainError('api.filter.unknownKey', 400, { key })
  const attributeId = attribute.id
  switch (attribute.type) {
    case 'yesNo': {
      const values = [...new Set(scalars(entry.value).map((v) => yesNo(v, key)))]
      return values.length === 1 ? { kind: 'yesNo', key, attributeId, value: values[0]! } : null
    }
    case 'numberField': {
      const range = rangeOf(entry, key, Number)
      return range && { kind: 'number', key, attributeId, min: range[0], max: range[1] }
    }
    case 'date': {
      const range = rangeOf(entry, key, (v) => dateOf(v, key).slice(0, 10))
      return range && { kind: 'date', key, attributeId, min: range[0], max: range[1] }
    }
    case 'dateTime': {
      const range = rangeOf(entry, key, (v) => dateOf(v, key))
      return range && { kind: 'dateTime', key, attributeId, min: range[0], max: range[1] }
    }
    default: {
      const ids = idsOf(entry.value, key)
      return ids && { kind: 'options', key, attributeId, ids }
    }
  }
}

type Scalar = string | number | boolean

/** A value as a list: '1,2' and [1, '2'] alike; empty parts left out (SPEC §5: only non-empty values count). */
function scalars(value: FilterEntryInput['value']): Scalar[] {
  if (value === null || value === undefined) return []
  const items: Scalar[] = Array.isArray(value) ? value : [value]
  return items
    .flatMap((item): Scalar[] => (typeof item === 'string' ? item.split(',').map((part) => part.trim()) : [item]))
    .filter((item) => item !== '')
}

function idsOf(value: FilterEntryInput['value'], key: string): number[] | null {
  const ids = scalars(value).map((item) => {
    const id = typeof item === 'number' ? item : typeof item === 'string' && /^\d{1,9}$/.test(item) ? Number(item) : Number.NaN
    if (!Number.isSafeInteger(id) || id <= 0) throw invalidValue(key)
    return id
  })
  return ids.length ? [...new Set(ids)].sort((a, b) => a - b) : null
}

function yesNo(value: Scalar, key: string): boolean {
  const text = String(value).toLowerCase()
  if (['yes', 'true', '1'].includes(text)) return true
  if (['no', 'false', '0'].includes(text)) return false
  throw invalidValue(key)
}

/**
 * A range from `range` or from a 'min,max' value. SPEC §5: a pair with a null end is dropped; a
 * single value is the range of that one value. Reversed ends are put in order.
 */
function rangeOf<T extends number | string>(entry: FilterEntryInput, key: string, parse: (v: Scalar) => T): [T, T] | null {
  let ends: (Scalar | null | undefined)[]
  if (entry.range) ends = [entry.range.min, entry.range.max]
  else {
    const values = scalars(entry.value)
    if (values.length === 0) return null
    if (values.length > 2) throw invalidValue(key)
    ends = values.length === 1 ? [values[0], values[0]] : values
  }
  if (ends.some((end) => end === null || end === undefined || end === '')) return null
  const [min, max] = ends.map((end) => {
    const parsed = parse(end as Scalar)
    if (typeof parsed === 'number' && !Number.isFinite(parsed)) throw invalidValue(key)
    return parsed
  }) as [T, T]
  return min <= max ? [min, max] : [max, min]
}

/** Dates arrive as epoch milliseconds or ISO strings; both become an ISO timestamp. */
function dateOf(value: Scalar, key: string): string {
  const ms = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Date.parse(String(value))
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) throw invalidValue(key)
  return new Date(ms).toISOString()
}

const invalidValue = (key: string) => new DomainError('api.filter.invalidValue', 400, { key })
