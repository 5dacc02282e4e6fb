import type { RequestContext } from '~/server/lib/context'
import type { MediaView } from '~/server/modules/catalog/service'
import { filterPosts } from './posts'

/**
 * The contract the blog offers other parts of the site (the CMS "post list" section, the home
 * page): the newest published posts as cards, optionally of one category or tag.
 */
export interface PostCard {
  id: number
  title: string
  slug: string
  /** The post's page in the request's language (the generic page route /{slug}, /en/{slug}). */
  href: string
  excerpt: string
  /** ISO timestamp. */
  publishedAt: string
  authorName: string
  image: MediaView | null
}

/**
 * The newest published posts of the request's language (published_at desc), at most `limit`
 * (1..50), of the term whose slug in that language is `termSlug` when given. Cached (posts.ts).
 */
export async function latestPosts(ctx: RequestContext, options: { limit: number; termSlug?: string }): Promise<PostCard[]> {
  const limit = Math.min(50, Math.max(1, Math.floor(options.limit) || 1))
  const { records } = await filterPosts(ctx, { termSlugs: options.termSlug ? [options.termSlug] : [], page: 1, perPage: limit })
  return records
}
