import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import { href } from '~/app/i18n/paths'
import { locales, type Locale } from '~/app/i18n/locales'
import { calendarDay } from '~/app/lib/blog-date'
import { sanitizeCmsHtml } from '~/app/lib/html.server'
import type { RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import type { MediaView } from '~/server/modules/catalog/service'
import { media } from '~/server/modules/media/schema'
import { postTerms, postTranslations, posts, termTranslations, terms } from './schema'
import type { PostCard } from './post-list'
import { termsTag } from './terms'

export type { PostCard }

/**
 * Blog posts (SPEC §2 blog route and generic post page, §7 post filterStandard/create).
 * Cache tags: `post:{id}` on everything read about one post; `posts` on every read, so creating,
 * publishing or renaming any post (which changes lists and which slug finds what) invalidates it.
 * Lists also carry `terms`, as they filter by term slugs.
 */
export const postTag = (id: number) => `post:${id}`
export const postsTag = 'posts'

/** SPEC §9: the category post list shows 5 posts per page. */
export const postPageSize = 5
/** The default post type (SPEC §7 postTypeSlugs default post). */
export const defaultPostType = 'post'

/** Short: a post scheduled for later appears within this time of its publication time. */
const ttl = '5m'

export interface PostTermLink {
  id: number
  type: 'category' | 'tag'
  title: string
  slug: string
}

/** A published post in one language, as the post page shows it. */
export interface PostView extends PostCard {
  locale: Locale
  postType: string
  /** Raw CMS HTML; sanitised when rendered (app/lib/html.server). */
  body: string
  /** ISO timestamp of the last change. */
  updatedAt: string
  /** The post's slug in every language it is translated to (language switcher, hreflang). */
  slugs: Partial<Record<Locale, string>>
  terms: PostTermLink[]
}

export interface PostListQuery {
  /** Term slugs in the request's language: a post with any of them matches. None: every post. */
  termSlugs?: readonly string[]
  /** Post types; default ['post']. */
  postTypes?: readonly string[]
  /** Calendar days (YYYY-MM-DD, Europe/Zagreb), both inclusive. */
  from?: string
  to?: string
  /** 1-based. */
  page?: number
  perPage?: number
}

export interface Pagination {
  page: number
  perPage: number
  total: number
  lastPage: number
}

export interface PostPage {
  records: PostCard[]
  pagination: Pagination
}

/** Published means status published and a publication time that has come (or none set). */
export function isPublishedPost(): SQL {
  return and(eq(posts.status, 'published'), or(isNull(posts.publishedAt), lte(posts.publishedAt, sql`now()`)))!
}

/**
 * Published posts of the request's language, newest first (published_at desc), filtered by
 * term slugs, post types and a date range, one page at a time.
 */
export async function filterPosts(ctx: RequestContext, query: PostListQuery = {}): Promise<PostPage> {
  const perPage = Math.min(100, Math.max(1, Math.floor(query.perPage ?? postPageSize)))
  const page = Math.max(1, Math.floor(query.page ?? 1))
  const normalised = {
    termSlugs: [...new Set(query.termSlugs ?? [])].filter((s) => s.length > 0 && s.length <= 200).sort(),
    postTypes: [...new Set(query.postTypes?.length ? query.postTypes : [defaultPostType])].sort(),
    from: calendarDay(query.from) ?? null,
    to: calendarDay(query.to) ?? null,
    page,
    perPage,
  }
  return ctx.cache.get(
    ['post', 'list', ctx.locale, JSON.stringify(normalised)],
    { ttl, tags: (result) => [postsTag, termsTag, ...result.records.map((p) => postTag(p.id))] },
    () => loadPostPage(ctx, normalised),
  )
}

async function loadPostPage(
  ctx: RequestContext,
  q: { termSlugs: string[]; postTypes: string[]; from: string | null; to: string | null; page: number; perPage: number },
): Promise<PostPage> {
  const conditions: SQL[] = [isPublishedPost(), inArray(posts.postType, q.postTypes)]
  if (q.termSlugs.length) {
    conditions.push(sql`exists (select 1 from ${postTerms} pt join ${termTranslations} tt on tt.term_id = pt.term_id
      where pt.post_id = ${posts.id} and tt.locale = ${ctx.locale} and tt.slug in (${sql.join(q.termSlugs.map((s) => sql`${s}`), sql`, `)}))`)
  }
  // Days are Zagreb's calendar days (SPEC §9 date format is shown in that zone too).
  if (q.from) conditions.push(sql`coalesce(${posts.publishedAt}, ${posts.createdAt}) >= (${q.from}::date::timestamp at time zone 'Europe/Zagreb')`)
  if (q.to) conditions.push(sql`coalesce(${posts.publishedAt}, ${posts.createdAt}) < ((${q.to}::date + 1)::timestamp at time zone 'Europe/Zagreb')`)
  const rows = await ctx.db
    .select({
      id: posts.id,
      title: postTranslations.title,
      slug: postTranslations.slug,
      excerpt: postTranslations.excerpt,
      publishedAt: sql<string>`coalesce(${posts.publishedAt}, ${posts.createdAt})`,
      authorName: posts.authorName,
      mediaId: media.id,
      mediaTitle: media.title,
      mediaWidth: media.width,
      mediaHeight: media.height,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(posts)
    .innerJoin(postTranslations, and(eq(postTranslations.postId, posts.id), eq(postTranslations.locale, ctx.locale)))
    .leftJoin(media, eq(media.id, posts.mediaId))
    .where(and(...conditions))
    .orderBy(desc(sql`coalesce(${posts.publishedAt}, ${posts.createdAt})`), desc(posts.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage)
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && q.page > 1) {
    // Past the last page: still tell how many there are, so the page can link back.
    const [row] = await ctx.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(posts)
      .innerJoin(postTranslations, and(eq(postTranslations.postId, posts.id), eq(postTranslations.locale, ctx.locale)))
      .where(and(...conditions))
    total = row?.total ?? 0
  }
  return {
    records: rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      href: href('page', ctx.locale, { slug: row.slug }),
      excerpt: row.excerpt,
      publishedAt: new Date(row.publishedAt).toISOString(),
      authorName: row.authorName,
      image: row.mediaId === null ? null : { id: row.mediaId, title: row.mediaTitle ?? '', width: row.mediaWidth, height: row.mediaHeight },
    })),
    pagination: { page: q.page, perPage: q.perPage, total, lastPage: Math.max(1, Math.ceil(total / q.perPage)) },
  }
}

/** A published post by its slug in the request's language. */
export async function postBySlug(ctx: RequestContext, slug: string): Promise<PostView | null> {
  const id = await postIdBySlug(ctx, ctx.locale, slug)
  return id === null ? null : postById(ctx, id)
}

/**
 * For a slug that is not this language's: the same post in the request's language when the slug
 * belongs to a published post of another language (it then redirects, like pages do).
 */
export async function postByForeignSlug(ctx: RequestContext, slug: string): Promise<PostView | null> {
  for (const locale of locales) {
    if (locale === ctx.locale) continue
    const id = await postIdBySlug(ctx, locale, slug)
    if (id !== null) return postById(ctx, id)
  }
  return null
}

function postIdBySlug(ctx: RequestContext, locale: Locale, slug: string): Promise<number | null> {
  return ctx.cache.get(
    ['post', 'slug', locale, slug],
    { ttl, tags: (id) => (id === null ? [postsTag] : [postsTag, postTag(id)]) },
    async () => {
      const [row] = await ctx.db
        .select({ id: posts.id })
        .from(postTranslations)
        .innerJoin(posts, eq(posts.id, postTranslations.postId))
        .where(and(eq(postTranslations.locale, locale), eq(postTranslations.slug, slug), isPublishedPost()))
        .limit(1)
      return row?.id ?? null
    },
  )
}

/** A published post in the request's language by id, or null when it is not translated to it. */
export function postById(ctx: RequestContext, id: number): Promise<PostView | null> {
  return ctx.cache.get(['post', 'view', ctx.locale, id], { ttl, tags: () => [postsTag, termsTag, postTag(id)] }, () => loadPost(ctx, id))
}

async function loadPost(ctx: RequestContext, id: number): Promise<PostView | null> {
  const [rows, termRows] = await Promise.all([
    ctx.db
      .select({
        locale: postTranslations.locale,
        title: postTranslations.title,
        slug: postTranslations.slug,
        excerpt: postTranslations.excerpt,
        body: postTranslations.body,
        postType: posts.postType,
        authorName: posts.authorName,
        publishedAt: sql<string>`coalesce(${posts.publishedAt}, ${posts.createdAt})`,
        updatedAt: posts.updatedAt,
        mediaId: media.id,
        mediaTitle: media.title,
        mediaWidth: media.width,
        mediaHeight: media.height,
      })
      .from(postTranslations)
      .innerJoin(posts, eq(posts.id, postTranslations.postId))
      .leftJoin(media, eq(media.id, posts.mediaId))
      .where(and(eq(postTranslations.postId, id), isPublishedPost())),
    ctx.db
      .select({ id: terms.id, type: terms.type, title: termTranslations.title, slug: termTranslations.slug })
      .from(postTerms)
      .innerJoin(terms, eq(terms.id, postTerms.termId))
      .innerJoin(termTranslations, and(eq(termTranslations.termId, terms.id), eq(termTranslations.locale, ctx.locale)))
      .where(eq(postTerms.postId, id))
      .orderBy(asc(terms.type), asc(terms.position), asc(terms.id)),
  ])
  const own = rows.find((row) => row.locale === ctx.locale)
  if (!own) return null
  return {
    id,
    locale: ctx.locale,
    postType: own.postType,
    title: own.title,
    slug: own.slug,
    href: href('page', ctx.locale, { slug: own.slug }),
    excerpt: own.excerpt,
    body: own.body,
    authorName: own.authorName,
    publishedAt: new Date(own.publishedAt).toISOString(),
    updatedAt: new Date(own.updatedAt).toISOString(),
    image: own.mediaId === null ? null : { id: own.mediaId, title: own.mediaTitle ?? '', width: own.mediaWidth, height: own.mediaHeight },
    slugs: Object.fromEntries(rows.map((row) => [row.locale, row.slug])),
    terms: termRows,
  }
}

export interface PostTranslationInput {
  locale: Locale
  title: string
  slug: string
  excerpt?: string
  body?: string
}

export interface PostInput {
  postType?: string
  status?: 'draft' | 'published'
  authorName?: string
  mediaId?: number | null
  publishedAt?: Date | null
  translations: PostTranslationInput[]
  termIds?: number[]
}

/** Lowercase letters, digits and dashes (the spec's safe link characters, no encoding needed). */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Creates a post with its translations and terms (back-office; the caller checks who asks).
 * A slug taken in its language is `blog.errors.slugTaken` (409). The body is sanitised when saved
 * as well as when rendered (STYLE §7).
 */
export async function createPost(ctx: RequestContext, input: PostInput): Promise<{ id: number }> {
  if (input.translations.length === 0) throw new DomainError('blog.errors.translationRequired', 422)
  const seen = new Set<Locale>()
  for (const t of input.translations) {
    if (seen.has(t.locale)) throw new DomainError('blog.errors.duplicateLanguage', 422)
    seen.add(t.locale)
    if (!slugPattern.test(t.slug)) throw new DomainError('core.validation.invalidSlug', 422)
    if (!t.title.trim()) throw new DomainError('core.validation.required', 422)
  }
  const taken = await ctx.db
    .select({ slug: postTranslations.slug })
    .from(postTranslations)
    .where(or(...input.translations.map((t) => and(eq(postTranslations.locale, t.locale), eq(postTranslations.slug, t.slug)))))
  if (taken.length) throw new DomainError('blog.errors.slugTaken', 409, { slug: taken[0]!.slug })
  const termIds = [...new Set(input.termIds ?? [])]
  if (termIds.length) {
    const found = await ctx.db.select({ id: terms.id }).from(terms).where(inArray(terms.id, termIds))
    if (found.length !== termIds.length) throw new DomainError('blog.errors.termNotFound', 422)
  }
  const status = input.status ?? 'draft'
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(posts)
      .values({
        postType: input.postType?.trim() || defaultPostType,
        status,
        authorName: input.authorName?.trim() ?? '',
        mediaId: input.mediaId ?? null,
        publishedAt: input.publishedAt ?? (status === 'published' ? new Date() : null),
      })
      .returning({ id: posts.id })
    await tx.insert(postTranslations).values(
      input.translations.map((t) => ({ postId: row!.id, locale: t.locale, title: t.title.trim(), slug: t.slug, excerpt: t.excerpt ?? '', body: sanitizeCmsHtml(t.body ?? '') })),
    )
    if (termIds.length) await tx.insert(postTerms).values(termIds.map((termId) => ({ postId: row!.id, termId })))
    return row!.id
  })
  await ctx.cache.invalidate([postsTag, postTag(id)])
  return { id }
}
