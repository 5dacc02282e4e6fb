import { asc, eq, sql } from 'drizzle-orm'
import type { Locale } from '~/app/i18n/locales'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { cmsOptions } from '~/server/modules/settings/schema'
import { cmsOptionsTag } from '~/server/modules/settings/cms-options'
import { defaultPostType, slugPattern } from './posts'
import { posts } from './schema'

/**
 * Post types (SPEC §7 postType create, filterStandard, delete/{id}). A post's type is the text
 * column posts.post_type; there is no table of types (no migration in this issue). The types an
 * owner creates are kept in the CMS option `PostTypes` as [{id, slug, titles}], so they can be
 * listed and offered before any post has them. The built-in type `post` has id 1 and cannot be
 * deleted; a type still used by posts cannot be deleted either.
 */
export const postTypesOptionKey = 'PostTypes'
export const builtInPostTypeId = 1

export interface PostTypeView {
  /** null for a type found only on posts (created outside this API). */
  id: number | null
  slug: string
  titles: Partial<Record<Locale, string>>
  postCount: number
}

interface StoredPostType {
  id: number
  slug: string
  titles: Partial<Record<Locale, string>>
}

function storedTypes(value: unknown): StoredPostType[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (v): v is StoredPostType => typeof v === 'object' && v !== null && Number.isInteger((v as StoredPostType).id) && typeof (v as StoredPostType).slug === 'string',
  )
}

async function readStored(db: RequestContext['db']): Promise<StoredPostType[]> {
  const [row] = await db.select({ value: cmsOptions.value }).from(cmsOptions).where(eq(cmsOptions.key, postTypesOptionKey))
  return storedTypes(row?.value)
}

/** Every post type: `post`, the created ones, and any other value found on posts; with post counts. */
export async function filterPostTypes(ctx: RequestContext): Promise<PostTypeView[]> {
  const [stored, counts] = await Promise.all([
    readStored(ctx.db),
    ctx.db.select({ slug: posts.postType, n: sql<number>`count(*)`.mapWith(Number) }).from(posts).groupBy(posts.postType).orderBy(asc(posts.postType)),
  ])
  const countOf = new Map(counts.map((c) => [c.slug, c.n]))
  const list: PostTypeView[] = [
    { id: builtInPostTypeId, slug: defaultPostType, titles: { hr: 'Objava', en: 'Post' }, postCount: countOf.get(defaultPostType) ?? 0 },
    ...stored.filter((t) => t.slug !== defaultPostType).map((t) => ({ ...t, postCount: countOf.get(t.slug) ?? 0 })),
  ]
  const known = new Set(list.map((t) => t.slug))
  for (const c of counts) if (!known.has(c.slug)) list.push({ id: null, slug: c.slug, titles: {}, postCount: c.n })
  return list
}

export async function createPostType(ctx: RequestContext, input: { slug: string; titles: Partial<Record<Locale, string>> }): Promise<PostTypeView> {
  const slug = input.slug.trim()
  if (!slugPattern.test(slug) || slug.length > 60) throw new DomainError('core.validation.invalidSlug', 422)
  const created = await ctx.db.transaction(async (tx) => {
    // Lock the option row (or create it) so two creations do not overwrite each other.
    await tx.insert(cmsOptions).values({ key: postTypesOptionKey, value: [] }).onConflictDoNothing()
    const [row] = await tx.select({ value: cmsOptions.value }).from(cmsOptions).where(eq(cmsOptions.key, postTypesOptionKey)).for('update')
    const stored = storedTypes(row?.value)
    if (slug === defaultPostType || stored.some((t) => t.slug === slug)) throw new DomainError('blog.errors.postTypeExists', 409)
    const type: StoredPostType = { id: Math.max(builtInPostTypeId, ...stored.map((t) => t.id)) + 1, slug, titles: input.titles }
    await tx.update(cmsOptions).set({ value: [...stored, type], updatedAt: new Date() }).where(eq(cmsOptions.key, postTypesOptionKey))
    return type
  })
  await ctx.cache.invalidate([cmsOptionsTag])
  const [used] = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(posts).where(eq(posts.postType, slug))
  return { ...created, postCount: used?.n ?? 0 }
}

export async function deletePostType(ctx: RequestContext, id: number): Promise<void> {
  if (id === builtInPostTypeId) throw new DomainError('blog.errors.postTypeInUse', 409)
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ value: cmsOptions.value }).from(cmsOptions).where(eq(cmsOptions.key, postTypesOptionKey)).for('update')
    const stored = storedTypes(row?.value)
    const type = stored.find((t) => t.id === id)
    if (!type) throw new DomainError('blog.errors.postTypeNotFound', 404)
    const [used] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(posts).where(eq(posts.postType, type.slug))
    if ((used?.n ?? 0) > 0) throw new DomainError('blog.errors.postTypeInUse', 409)
    await tx.update(cmsOptions).set({ value: stored.filter((t) => t.id !== id), updatedAt: new Date() }).where(eq(cmsOptions.key, postTypesOptionKey))
  })
  await ctx.cache.invalidate([cmsOptionsTag])
}
