import { z } from '@hono/zod-openapi'

/** The tabs of the search page, in their order (SPEC §2 Search page). */
export const searchCategories = ['pages', 'products', 'posts', 'productCategories'] as const
export type SearchCategory = (typeof searchCategories)[number]

export const searchLimits = { defaultLimit: 10, maxLimit: 50, maxLength: 200, suggestions: 8 } as const

/**
 * The search state (SPEC §4: the query string holds search, category and page). A category is
 * required; its absence is the missing-search-categories error of SPEC §5, raised by the service so
 * the API answers it translated instead of as a generic validation error.
 */
export const searchFilterInput = z.object({
  search: z.string().max(searchLimits.maxLength).optional().default(''),
  category: z.enum(searchCategories).nullish(),
  page: z.coerce.number().int().min(1).optional().default(1),
  limit: z.coerce.number().int().min(1).max(searchLimits.maxLimit).optional().default(searchLimits.defaultLimit),
})
export type SearchFilterInput = z.input<typeof searchFilterInput>

export const searchSuggestInput = z.object({
  search: z.string().max(searchLimits.maxLength).optional().default(''),
  limit: z.coerce.number().int().min(1).max(20).optional().default(searchLimits.suggestions),
})
export type SearchSuggestInput = z.input<typeof searchSuggestInput>

export function isSearchCategory(value: unknown): value is SearchCategory {
  return typeof value === 'string' && (searchCategories as readonly string[]).includes(value)
}
