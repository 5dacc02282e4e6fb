import { comments, postTerms, postTranslations, posts, termTranslations, terms } from '~/server/modules/cms/schema'
import { commentSeeds, postSeeds, termSeeds } from './data-blog'
import { daysAgo, idOf, type SeedDb } from './types'

/** Published blog posts with their categories, tags and a few published reviews. */
export async function seedBlog(db: SeedDb, media: Map<string, number>): Promise<void> {
  const termRows = await db
    .insert(terms)
    .values(termSeeds.map((t, position) => ({ type: t.type, position })))
    .returning({ id: terms.id })
  const termIds = new Map(termSeeds.map((t, i) => [t.key, termRows[i]!.id]))
  await db.insert(termTranslations).values(
    termSeeds.flatMap((t) => (['hr', 'en'] as const).map((locale) => ({
      termId: idOf(termIds, t.key), locale, title: t[locale][0], slug: t[locale][1],
    }))),
  )

  const now = new Date()
  const postRows = await db
    .insert(posts)
    .values(postSeeds.map((p) => ({
      status: 'published' as const,
      authorName: p.author,
      mediaId: idOf(media, `post:${p.key}`),
      publishedAt: daysAgo(p.daysAgo, now),
      createdAt: daysAgo(p.daysAgo + 1, now),
    })))
    .returning({ id: posts.id })
  await db.insert(postTranslations).values(
    postSeeds.flatMap((p, i) => (['hr', 'en'] as const).map((locale) => ({ postId: postRows[i]!.id, locale, ...p.text[locale] }))),
  )
  await db.insert(postTerms).values(
    postSeeds.flatMap((p, i) => p.terms.map((key) => ({ postId: postRows[i]!.id, termId: idOf(termIds, key) }))),
  )
  const postIds = new Map(postSeeds.map((p, i) => [p.key, postRows[i]!.id]))
  await db.insert(comments).values(
    commentSeeds.map((c) => ({
      postId: idOf(postIds, c.post),
      authorName: c.author,
      locale: c.locale,
      rating: c.rating,
      content: c.content,
      status: 'published' as const,
      createdAt: daysAgo(c.daysAgo, now),
      updatedAt: daysAgo(c.daysAgo, now),
    })),
  )
}
