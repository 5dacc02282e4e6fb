import { z } from 'zod'
import { latestPosts, type PostCard } from '~/server/modules/cms/post-list'
import { defineSection } from './define'
import { optionalText, text } from './shared'

/** The latest blog posts, optionally of one category or tag (by its slug); not shown while there are none. */
export const postListSection = defineSection({
  schema: z.object({ title: optionalText, limit: z.coerce.number().int().min(1).max(12).default(3), termSlug: text.max(200).nullish() }),
  store: (id, data) => ({ id, type: 'postList' as const, title: data.title, limit: data.limit, termSlug: data.termSlug || null }),
  resolve: (ctx, sections) =>
    Promise.all(
      sections.map(async (s): Promise<PostListView | null> => {
        const posts = await latestPosts(ctx, { limit: s.limit, ...(s.termSlug ? { termSlug: s.termSlug } : {}) })
        return posts.length ? { id: s.id, type: s.type, title: s.title, termSlug: s.termSlug, posts } : null
      }),
    ),
})

export interface PostListView {
  id: number
  type: 'postList'
  title: string
  termSlug: string | null
  posts: PostCard[]
}
