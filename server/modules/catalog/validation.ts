import { z } from '@hono/zod-openapi'

/**
 * Inputs of the catalog listing (SPEC §5, §7, §9), shared by the API and the pages (STYLE §6).
 * Services take the plain ProductFilterInput; the API body and the page query string are parsed
 * here and turned into it.
 */

export const sortKeys = [
  'newest', 'oldest', 'cheapest', 'mostExpensive', 'nameAsc', 'nameDesc', 'priorityAsc', 'priorityDesc',
] as const
export type SortKey = (typeof sortKeys)[number]
export const defaultSort: SortKey = 'newest'

/** The API's sort {param, order} (SPEC §7) and the sort option of the list page it stands for. */
export const sortParams = ['id', 'finalPrice', 'name', 'categoryPriority'] as const
export type SortParam = (typeof sortParams)[number]
const sortByParam: Record<SortParam, { asc: SortKey; desc: SortKey }> = {
  id: { asc: 'oldest', desc: 'newest' },
  finalPrice: { asc: 'cheapest', desc: 'mostExpensive' },
  name: { asc: 'nameAsc', desc: 'nameDesc' },
  categoryPriority: { asc: 'priorityAsc', desc: 'priorityDesc' },
}
export const sortKeyOf = (sort: { param: SortParam; order: 'asc' | 'desc' }): SortKey => sortByParam[sort.param][sort.order]

/** SPEC §9: the API default is 10 per page; without allowUnlimited a page holds at most 100. */
export const defaultLimit = 10
export const maxLimit = 100
/** allowUnlimited lifts the cap of 100, but one answer never holds more than this. */
export const unlimitedLimit = 10_000

const scalar = z.union([z.string().max(200), z.number().finite(), z.boolean()])
const bound = z
  .union([z.number().finite(), z.string().max(40)])
  .nullable()
  .optional()
  .openapi({ description: 'A number; for date and dateTime attributes epoch milliseconds or an ISO date' })

export const filterEntrySchema = z
  .object({
    key: z.string().min(1).max(100).openapi({ description: "An attribute code, 'price' (cents), 'category', 'tag' or 'archived'", example: 'boja' }),
    value: z
      .union([scalar, z.array(z.union([z.string().max(200), z.number().finite()])).max(200)])
      .nullable()
      .optional()
      .openapi({ description: "Value ids (one, a list or '1,2'), 'yes'/'no'/true/false, or '[min,max]' for a range attribute" }),
    range: z.object({ min: bound, max: bound }).optional(),
  })
  .openapi('FilterEntry')

export type FilterEntryInput = z.infer<typeof filterEntrySchema>

/** The service input as the pages build it (see product-filter.ts for what each field does). */
export const productFilterInputSchema = z.object({
  filters: z.array(filterEntrySchema).max(50).optional(),
  categoryId: z.number().int().positive().optional(),
  categorySlug: z.string().min(1).max(200).optional(),
  keywords: z.string().max(200).optional(),
  sort: z.enum(sortKeys).optional(),
  page: z.number().int().optional(),
  limit: z.number().int().min(1).optional(),
  allowUnlimited: z.boolean().optional(),
  select: z.array(z.string().max(50)).max(30).optional(),
})

/** Body of POST product/web/filter and layered/navigation (SPEC §7). */
export const productFilterBodySchema = z
  .object({
    filters: z.array(filterEntrySchema).max(50).optional(),
    select: z.array(z.string().max(50)).max(30).optional().openapi({ description: 'Fields of each record to return (id always)' }),
    limit: z.number().int().min(1).optional().openapi({ description: `Default ${defaultLimit}, at most ${maxLimit} unless allowUnlimited` }),
    page: z.number().int().optional().openapi({ description: 'Default 1; clamped to 1..lastPage' }),
    sort: z
      .union([
        z.object({ order: z.enum(['asc', 'desc']), param: z.enum(sortParams) }),
        z.enum(sortKeys),
      ])
      .optional()
      .openapi({ description: 'Default id desc (newest first)' }),
    allowUnlimited: z.boolean().optional(),
    category: z
      .union([z.number().int().positive(), z.string().min(1).max(200)])
      .optional()
      .openapi({ description: 'Category id or slug (in the request language); its subcategories are included' }),
    keywords: z.string().max(200).optional().openapi({ description: 'Words of the product name (case and accents ignored)' }),
  })
  .openapi('ProductFilterBody')

export type ProductFilterBody = z.infer<typeof productFilterBodySchema>

export function productFilterInputFromBody(body: ProductFilterBody) {
  const { category, sort, ...rest } = body
  return {
    ...rest,
    ...(typeof category === 'number' && { categoryId: category }),
    ...(typeof category === 'string' && (/^\d+$/.test(category) ? { categoryId: Number(category) } : { categorySlug: category })),
    ...(sort !== undefined && { sort: typeof sort === 'string' ? sort : sortKeyOf(sort) }),
  }
}

/** Query parameters of the list page that are not filters. */
export const reservedQueryKeys = ['page', 'limit', 'sort', 'q'] as const

/**
 * The list page's query string (SPEC §5: a filter value is 'yes', 'no' or comma-separated numbers;
 * a range is 'min,max'): ?boja=3,5&price=1000,5000&rucni_rad=yes&sort=cheapest&page=2&limit=24&q=lan.
 * Unknown sort or page-size values fall back to the defaults rather than failing the page.
 */
export function productFilterInputFromQuery(
  params: URLSearchParams,
  options: { limits?: readonly number[]; defaultLimit?: number } = {},
) {
  const limits = options.limits ?? [12, 24]
  const fallbackLimit = options.defaultLimit ?? limits[0] ?? defaultLimit
  const sort = params.get('sort')
  const limit = Number(params.get('limit'))
  const page = Number(params.get('page'))
  const keywords = params.get('q')?.trim()
  const filters: FilterEntryInput[] = []
  for (const key of new Set(params.keys())) {
    if ((reservedQueryKeys as readonly string[]).includes(key)) continue
    const value = params.getAll(key).join(',').trim()
    if (value) filters.push({ key, value })
  }
  return {
    filters,
    sort: sortKeys.includes(sort as SortKey) ? (sort as SortKey) : defaultSort,
    limit: limits.includes(limit) ? limit : fallbackLimit,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    ...(keywords && { keywords }),
  }
}

export const categoryFilterBodySchema = z
  .object({
    filters: z
      .array(
        z.object({
          key: z.enum(['id', 'parentId', 'slug']),
          value: z.union([z.number().int(), z.string().max(200), z.array(z.union([z.number().int(), z.string().max(200)])).max(200)]).nullable().optional(),
        }),
      )
      .max(10)
      .optional(),
    sort: z.object({ order: z.enum(['asc', 'desc']), param: z.enum(['id', 'position', 'name']) }).optional(),
    tree: z.boolean().optional().openapi({ description: 'true: the matched categories as a tree of their subcategories' }),
  })
  .openapi('CategoryFilterBody')

export type CategoryFilterBody = z.infer<typeof categoryFilterBodySchema>

export const tagFilterBodySchema = z
  .object({
    filters: z
      .array(
        z.object({
          key: z.enum(['id', 'slug']),
          value: z.union([z.number().int(), z.string().max(200), z.array(z.union([z.number().int(), z.string().max(200)])).max(200)]).nullable().optional(),
        }),
      )
      .max(10)
      .optional(),
  })
  .openapi('TagFilterBody')

export type TagFilterBody = z.infer<typeof tagFilterBodySchema>
