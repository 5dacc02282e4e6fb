import { and, asc, eq, inArray } from 'drizzle-orm'
import { defaultLocale, locales, type Locale } from '~/app/i18n/locales'
import type { RequestContext } from '~/server/lib/context'
import { termTranslations, terms } from './schema'

/**
 * Blog categories and tags (SPEC §3 Post category: slug, title; Term: slugMain). They are listed on
 * the blog route /objave/{slug}, /en/blog/{slug}. Every read is cached under `terms`; a write of
 * any term invalidates it (terms are few and change rarely).
 */
export const termsTag = 'terms'
export const termTypes = ['category', 'tag'] as const
export type TermType = (typeof termTypes)[number]

const ttl = '15m'

export interface TermView {
  id: number
  type: TermType
  /** In the request's language. */
  title: string
  slug: string
  /** The slug in the default language (SPEC §3 Term slugMain). */
  slugMain: string
  /** The slug in every language it is translated to (language switcher, hreflang). */
  slugs: Partial<Record<Locale, string>>
}

/** Every term with its translations, ordered by type, position and id. */
async function allTerms(ctx: RequestContext): Promise<Array<Omit<TermView, 'title' | 'slug'> & { titles: Partial<Record<Locale, string>> }>> {
  return ctx.cache.get(['term', 'all'], { ttl, tags: () => [termsTag] }, async () => {
    const rows = await ctx.db
      .select({ id: terms.id, type: terms.type, locale: termTranslations.locale, title: termTranslations.title, slug: termTranslations.slug })
      .from(terms)
      .innerJoin(termTranslations, eq(termTranslations.termId, terms.id))
      .orderBy(asc(terms.type), asc(terms.position), asc(terms.id))
    const byId = new Map<number, Omit<TermView, 'title' | 'slug'> & { titles: Partial<Record<Locale, string>> }>()
    for (const row of rows) {
      let term = byId.get(row.id)
      if (!term) byId.set(row.id, (term = { id: row.id, type: row.type, slugMain: '', slugs: {}, titles: {} }))
      term.slugs[row.locale] = row.slug
      term.titles[row.locale] = row.title
    }
    for (const term of byId.values()) term.slugMain = term.slugs[defaultLocale] ?? Object.values(term.slugs)[0] ?? ''
    return [...byId.values()]
  })
}

function inLocale(term: Omit<TermView, 'title' | 'slug'> & { titles: Partial<Record<Locale, string>> }, locale: Locale): TermView | null {
  const slug = term.slugs[locale]
  const title = term.titles[locale]
  if (slug === undefined || title === undefined) return null
  return { id: term.id, type: term.type, title, slug, slugMain: term.slugMain, slugs: term.slugs }
}

/** A term by its slug in the request's language. */
export async function termBySlug(ctx: RequestContext, slug: string): Promise<TermView | null> {
  const term = (await allTerms(ctx)).find((t) => t.slugs[ctx.locale] === slug)
  return term ? inLocale(term, ctx.locale) : null
}

/** A term by another language's slug, in the request's language (to redirect to its own slug). */
export async function termByForeignSlug(ctx: RequestContext, slug: string): Promise<TermView | null> {
  const all = await allTerms(ctx)
  for (const locale of locales) {
    if (locale === ctx.locale) continue
    const term = all.find((t) => t.slugs[locale] === slug)
    if (term) return inLocale(term, ctx.locale)
  }
  return null
}

/** SPEC §7 term get/{id}: by numeric id, or by a slug of any language (then it answers slugMain too). */
export async function termByIdOrSlug(ctx: RequestContext, idOrSlug: string): Promise<TermView | null> {
  const all = await allTerms(ctx)
  const term = /^\d+$/.test(idOrSlug)
    ? all.find((t) => t.id === Number(idOrSlug))
    : all.find((t) => t.slugs[ctx.locale] === idOrSlug) ?? all.find((t) => Object.values(t.slugs).includes(idOrSlug))
  return term ? inLocale(term, ctx.locale) : null
}

export interface TermFilter {
  /** SPEC §7 termTypeTitles: 'category', 'tag' (also accepted: 'Category', 'post category'). */
  types?: readonly string[]
  limit?: number
  page?: number
  noPaginate?: boolean
}

const typeAliases: Record<string, TermType> = { category: 'category', 'post category': 'category', postcategory: 'category', categories: 'category', tag: 'tag', tags: 'tag', 'post tag': 'tag' }

/** Terms of the request's language, by type, paged unless noPaginate. */
export async function filterTerms(ctx: RequestContext, filter: TermFilter = {}): Promise<{ records: TermView[]; pagination: { page: number; perPage: number; total: number; lastPage: number } }> {
  const wanted = new Set((filter.types ?? []).map((t) => typeAliases[t.trim().toLowerCase()]).filter((t): t is TermType => t !== undefined))
  const unknownOnly = (filter.types ?? []).length > 0 && wanted.size === 0
  const all = (await allTerms(ctx))
    .filter((t) => !unknownOnly && (wanted.size === 0 || wanted.has(t.type)))
    .map((t) => inLocale(t, ctx.locale))
    .filter((t): t is TermView => t !== null)
  const perPage = filter.noPaginate ? Math.max(1, all.length) : Math.min(100, Math.max(1, Math.floor(filter.limit ?? 10)))
  const page = filter.noPaginate ? 1 : Math.max(1, Math.floor(filter.page ?? 1))
  return {
    records: all.slice((page - 1) * perPage, page * perPage),
    pagination: { page, perPage, total: all.length, lastPage: Math.max(1, Math.ceil(all.length / perPage)) },
  }
}

/** Term ids of the given slugs in the request's language (unknown slugs are left out). */
export async function termIdsBySlugs(ctx: RequestContext, slugs: readonly string[]): Promise<number[]> {
  if (slugs.length === 0) return []
  const rows = await ctx.db
    .select({ id: termTranslations.termId })
    .from(termTranslations)
    .where(and(eq(termTranslations.locale, ctx.locale), inArray(termTranslations.slug, [...slugs])))
  return rows.map((r) => r.id)
}
