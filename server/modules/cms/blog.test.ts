import { eq, sql } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { demoBackofficeLogin, demoCustomerLogin } from '~/server/db/seed/demo-shop'
import { commentSeeds, postSeeds } from '~/server/db/seed/data-blog'
import type { RequestContext, SessionUser } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { users } from '~/server/modules/customers/schema'
import { cmsOptionsTag } from '~/server/modules/settings/cms-options'
import { cmsOptions } from '~/server/modules/settings/schema'
import { apiClient, resetRateLimits, testContext } from '~/tests/support/test-context'
import { createPostType, deletePostType, filterPostTypes } from './blog-post-types'
import { commentCreateLimit, commentOptions, commentPermission, createComment, defaultCommentOptions, filterComments, ratingSummary, updateComment } from './comments'
import { latestPosts } from './post-list'
import { createPost, filterPosts, postByForeignSlug, postBySlug, postPageSize } from './posts'
import { comments, posts, postTranslations } from './schema'
import { filterTerms, termByForeignSlug, termByIdOrSlug, termBySlug } from './terms'

const option = {
  RequireRatingForComment: true,
  RequireCommentForRating: false,
  NumberOfStars: 5,
  CanCommentOnBlog: true,
  RequireAdminPublishing: false,
  OneUserOneComment: true,
  UserCanEditComment: true,
  AnonymousCanMultipleReview: false,
}
type OptionKey = keyof typeof option

async function setOptions(ctx: RequestContext, values: Partial<Record<OptionKey, unknown>>) {
  const all = { ...option, ...values }
  for (const [key, value] of Object.entries(all)) {
    await ctx.db
      .insert(cmsOptions)
      .values({ key, value })
      .onConflictDoUpdate({ target: cmsOptions.key, set: { value } })
  }
  await ctx.cache.invalidate([cmsOptionsTag])
}

let userCounter = 0
async function newUser(ctx: RequestContext, extra: Partial<SessionUser> = {}): Promise<SessionUser> {
  const email = `blog-${process.pid}-${++userCounter}@example.test`
  const [row] = await ctx.db.insert(users).values({ email, firstName: 'Iva', lastName: 'Šimić' }).returning({ id: users.id })
  return { id: row!.id, email, isBackofficeUser: false, scope: [], firstName: 'Iva', lastName: 'Šimić', ...extra }
}

const as = (user: SessionUser | null, locale: 'hr' | 'en' = 'hr') => testContext({ locale, user })

async function postIdOf(ctx: RequestContext, slug: string): Promise<number> {
  const [row] = await ctx.db.select({ id: postTranslations.postId }).from(postTranslations).where(eq(postTranslations.slug, slug))
  return row!.id
}

async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    if (error instanceof DomainError) return `${error.status} ${error.code}`
    throw error
  }
  throw new Error('expected a DomainError')
}

const publishedCount = postSeeds.length

describe('post lists (SPEC §2 blog route, §9 page size 5)', () => {
  let hr: RequestContext
  let en: RequestContext
  beforeAll(async () => {
    hr = await testContext({ locale: 'hr' })
    en = await testContext({ locale: 'en' })
  })

  test('the demo has enough posts to page, in both languages', async () => {
    expect(publishedCount).toBeGreaterThanOrEqual(7)
    for (const ctx of [hr, en]) {
      const page = await filterPosts(ctx)
      expect(page.pagination).toEqual({ page: 1, perPage: postPageSize, total: publishedCount, lastPage: Math.ceil(publishedCount / 5) })
      expect(page.records).toHaveLength(5)
    }
  })

  test('newest first, page 2 continues where page 1 stopped, past the end is empty but counted', async () => {
    const one = await filterPosts(hr, { page: 1 })
    const two = await filterPosts(hr, { page: 2 })
    const all = [...one.records, ...two.records]
    expect(all).toHaveLength(publishedCount)
    const times = all.map((p) => Date.parse(p.publishedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const byAge = [...postSeeds].sort((a, b) => a.daysAgo - b.daysAgo).map((p) => p.text.hr.slug)
    expect(all.map((p) => p.slug)).toEqual(byAge)
    expect(all[0]!.href).toBe(`/${byAge[0]}`)
    const past = await filterPosts(hr, { page: 9 })
    expect(past.records).toEqual([])
    expect(past.pagination.total).toBe(publishedCount)
  })

  test('cards are in the request language with an English href', async () => {
    const [first] = (await filterPosts(en, { perPage: 1 })).records
    const seed = [...postSeeds].sort((a, b) => a.daysAgo - b.daysAgo)[0]!
    expect(first).toMatchObject({ title: seed.text.en.title, slug: seed.text.en.slug, href: `/en/${seed.text.en.slug}`, excerpt: seed.text.en.excerpt, authorName: seed.author })
    expect(first!.image).toMatchObject({ id: expect.any(Number), title: expect.any(String) })
  })

  test('by category or tag slug of the request language', async () => {
    const tips = postSeeds.filter((p) => p.terms.includes('tips')).length
    expect((await filterPosts(hr, { termSlugs: ['savjeti'] })).pagination.total).toBe(tips)
    expect((await filterPosts(en, { termSlugs: ['tips'] })).pagination.total).toBe(tips)
    // The other language's slug matches nothing.
    expect((await filterPosts(en, { termSlugs: ['savjeti'] })).pagination.total).toBe(0)
    const linen = postSeeds.filter((p) => p.terms.includes('linen')).map((p) => p.text.hr.slug)
    expect((await filterPosts(hr, { termSlugs: ['oznaka-lan'] })).records.map((p) => p.slug)).toEqual(linen)
    const either = postSeeds.filter((p) => p.terms.includes('news') || p.terms.includes('ceramics')).length
    expect((await filterPosts(hr, { termSlugs: ['novosti', 'oznaka-keramika'] })).pagination.total).toBe(either)
  })

  test('date range: from and to are inclusive Zagreb days; a bad date is ignored', async () => {
    const day = (daysAgo: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb' }).format(new Date(Date.now() - daysAgo * 86_400_000))
    const within = postSeeds.filter((p) => p.daysAgo <= 40 && p.daysAgo >= 4).length
    const range = await filterPosts(hr, { from: day(40), to: day(4), perPage: 50 })
    expect(range.pagination.total).toBe(within)
    expect((await filterPosts(hr, { from: day(3) })).pagination.total).toBe(postSeeds.filter((p) => p.daysAgo <= 3).length)
    expect((await filterPosts(hr, { to: day(300) })).pagination.total).toBe(0)
    expect((await filterPosts(hr, { from: '2026-02-31' })).pagination.total).toBe(publishedCount)
  })

  test('drafts, future posts and other post types are not listed; a new post invalidates the cache', async () => {
    await filterPosts(hr) // cached now
    const ctx = await as(null)
    await createPost(ctx, { status: 'draft', translations: [{ locale: 'hr', title: 'Skica', slug: 'test-skica' }] })
    await createPost(ctx, { status: 'published', publishedAt: new Date(Date.now() + 86_400_000), translations: [{ locale: 'hr', title: 'Sutra', slug: 'test-sutra' }] })
    await createPost(ctx, { status: 'published', postType: 'recipe', translations: [{ locale: 'hr', title: 'Recept', slug: 'test-recept' }] })
    expect((await filterPosts(hr)).pagination.total).toBe(publishedCount)
    expect((await filterPosts(hr, { postTypes: ['recipe'] })).records.map((p) => p.slug)).toEqual(['test-recept'])
    const { id } = await createPost(ctx, { status: 'published', translations: [{ locale: 'hr', title: 'Nova', slug: 'test-nova' }] })
    const page = await filterPosts(hr)
    expect(page.pagination.total).toBe(publishedCount + 1)
    expect(page.records[0]!.id).toBe(id)
    // Only in Croatian: the English list does not show it.
    expect((await filterPosts(en)).pagination.total).toBe(publishedCount)
    await ctx.db.delete(posts).where(sql`${posts.id} in (select post_id from post_translations where slug like 'test-%')`)
    await ctx.cache.invalidate(['posts'])
  })

  test('latestPosts (the post-list contract): limit and term', async () => {
    const latest = await latestPosts(hr, { limit: 3 })
    expect(latest).toHaveLength(3)
    expect(latest[0]!.slug).toBe([...postSeeds].sort((a, b) => a.daysAgo - b.daysAgo)[0]!.text.hr.slug)
    const stories = await latestPosts(en, { limit: 10, termSlug: 'designer-stories' })
    expect(stories.map((p) => p.slug).sort()).toEqual(postSeeds.filter((p) => p.terms.includes('stories')).map((p) => p.text.en.slug).sort())
  })

  test('createPost refuses a taken slug and a bad one', async () => {
    const ctx = await as(null)
    expect(await errorCode(createPost(ctx, { translations: [{ locale: 'hr', title: 'X', slug: postSeeds[0]!.text.hr.slug }] }))).toBe('409 blog.errors.slugTaken')
    expect(await errorCode(createPost(ctx, { translations: [{ locale: 'hr', title: 'X', slug: 'Loš slug' }] }))).toBe('422 core.validation.invalidSlug')
    expect(await errorCode(createPost(ctx, { translations: [] }))).toBe('422 blog.errors.translationRequired')
  })

  test('createPost sanitises the body when saving', async () => {
    const ctx = await as(null)
    const { id } = await createPost(ctx, { status: 'published', translations: [{ locale: 'hr', title: 'Čisto', slug: 'test-cisto', body: '<p onclick="x()">Tekst</p><script>alert(1)</script>' }] })
    const [row] = await ctx.db.select({ body: postTranslations.body }).from(postTranslations).where(eq(postTranslations.postId, id))
    expect(row!.body).toBe('<p>Tekst</p>')
    await ctx.db.delete(posts).where(eq(posts.id, id))
    await ctx.cache.invalidate(['posts'])
  })
})

describe('one post and its slugs per language', () => {
  test('by slug, with every language slug, terms in the request language', async () => {
    const seed = postSeeds.find((p) => p.key === 'linen-care')!
    const hr = await postBySlug(await as(null, 'hr'), seed.text.hr.slug)
    expect(hr).toMatchObject({ title: seed.text.hr.title, slugs: { hr: seed.text.hr.slug, en: seed.text.en.slug }, authorName: seed.author })
    expect(hr!.terms.map((t) => t.slug).sort()).toEqual(['oznaka-lan', 'oznaka-odrzivost', 'savjeti'])
    const en = await postBySlug(await as(null, 'en'), seed.text.en.slug)
    expect(en!.terms.find((t) => t.type === 'category')).toMatchObject({ title: 'Tips', slug: 'tips' })
    expect(en!.body).toContain('Less is more')
  })

  test("the other language's slug finds the same post (to redirect), a wrong one nothing", async () => {
    const seed = postSeeds.find((p) => p.key === 'gift-guide')!
    const en = await as(null, 'en')
    expect(await postBySlug(en, seed.text.hr.slug)).toBeNull()
    expect((await postByForeignSlug(en, seed.text.hr.slug))!.slug).toBe(seed.text.en.slug)
    expect(await postByForeignSlug(en, 'nema-takve-objave')).toBeNull()
  })
})

describe('terms', () => {
  test('by slug per language, foreign slug, id or slug with slugMain', async () => {
    const hr = await as(null, 'hr')
    const en = await as(null, 'en')
    expect(await termBySlug(hr, 'savjeti')).toMatchObject({ type: 'category', title: 'Savjeti', slugs: { hr: 'savjeti', en: 'tips' }, slugMain: 'savjeti' })
    expect(await termBySlug(en, 'savjeti')).toBeNull()
    expect(await termByForeignSlug(en, 'savjeti')).toMatchObject({ title: 'Tips', slug: 'tips' })
    const byEnSlug = await termByIdOrSlug(en, 'tag-linen')
    expect(byEnSlug).toMatchObject({ type: 'tag', slug: 'tag-linen', slugMain: 'oznaka-lan' })
    expect(await termByIdOrSlug(hr, String(byEnSlug!.id))).toMatchObject({ slug: 'oznaka-lan' })
  })

  test('filter by type titles, limit and noPaginate', async () => {
    const hr = await as(null)
    const categories = await filterTerms(hr, { types: ['category'], noPaginate: true })
    expect(categories.records.map((t) => t.slug)).toEqual(['price-dizajnera', 'savjeti', 'novosti'])
    const tags = await filterTerms(hr, { types: ['tag'], limit: 2 })
    expect(tags.records).toHaveLength(2)
    expect(tags.pagination).toMatchObject({ total: 4, lastPage: 2 })
    expect((await filterTerms(hr, { types: ['nothing'] })).records).toEqual([])
    expect((await filterTerms(hr, { noPaginate: true })).records).toHaveLength(7)
  })
})

describe('comments and ratings per the CMS options (SPEC §5, §8)', () => {
  let admin: RequestContext
  let postId: number
  beforeAll(async () => {
    admin = await as(null)
    postId = await postIdOf(admin, 'kako-njegovati-lan')
  })
  beforeEach(async () => {
    await resetRateLimits()
    await setOptions(admin, {})
  })

  test('options: read from cms_options, defaults when missing, getOptions shape', async () => {
    await setOptions(admin, { NumberOfStars: 10, RequireAdminPublishing: '1', CanCommentOnBlog: 0 })
    expect(await commentOptions(admin)).toMatchObject({ numberOfStars: 10, requireAdminPublishing: true, canCommentOnBlog: false })
    await admin.db.delete(cmsOptions).where(sql`${cmsOptions.key} in ('NumberOfStars', 'RequireRatingForComment', 'CanCommentOnBlog', 'RequireAdminPublishing', 'OneUserOneComment', 'UserCanEditComment', 'RequireCommentForRating', 'AnonymousCanMultipleReview')`)
    await admin.cache.invalidate([cmsOptionsTag])
    expect(await commentOptions(admin)).toEqual(defaultCommentOptions)
  })

  test("only logged-in users: 'Samo za registrirane korisnike!' (also with AnonymousCanMultipleReview)", async () => {
    await setOptions(admin, { AnonymousCanMultipleReview: true })
    expect(await errorCode(createComment(await as(null), postId, { rating: 5, content: 'Bok' }))).toBe('401 core.errors.onlyRegistered')
    expect((await commentPermission(await as(null), postId)).blockedBy).toBe('core.errors.onlyRegistered')
  })

  test('CanCommentOnBlog off: nobody comments', async () => {
    await setOptions(admin, { CanCommentOnBlog: false })
    const ctx = await as(await newUser(admin))
    expect(await errorCode(createComment(ctx, postId, { rating: 5, content: 'x' }))).toBe('403 blog.errors.commentsDisabled')
    expect((await commentPermission(ctx, postId)).blockedBy).toBe('blog.errors.commentsDisabled')
  })

  test('neither rating nor text: sendContentOrRating', async () => {
    const ctx = await as(await newUser(admin))
    expect(await errorCode(createComment(ctx, postId, { rating: null, content: '   ' }))).toBe('422 core.errors.sendContentOrRating')
  })

  test('RequireRatingForComment: text without rating is rateToComment; off: allowed', async () => {
    const ctx = await as(await newUser(admin))
    expect(await errorCode(createComment(ctx, postId, { content: 'Samo tekst' }))).toBe('422 core.errors.rateToComment')
    await setOptions(admin, { RequireRatingForComment: false })
    expect((await createComment(ctx, postId, { content: 'Samo tekst' })).rating).toBeNull()
  })

  test('RequireCommentForRating: rating without text is commentToRate; off: allowed', async () => {
    await setOptions(admin, { RequireCommentForRating: true })
    const ctx = await as(await newUser(admin))
    expect(await errorCode(createComment(ctx, postId, { rating: 4 }))).toBe('422 core.errors.commentToRate')
    await setOptions(admin, { RequireCommentForRating: false })
    expect((await createComment(ctx, postId, { rating: 4 })).content).toBeNull()
  })

  test('the rating is 1..NumberOfStars', async () => {
    const ctx = await as(await newUser(admin))
    expect(await errorCode(createComment(ctx, postId, { rating: 6, content: 'x' }))).toBe('422 blog.errors.invalidRating')
    expect(await errorCode(createComment(ctx, postId, { rating: 0, content: 'x' }))).toBe('422 blog.errors.invalidRating')
    await setOptions(admin, { NumberOfStars: 10 })
    expect((await createComment(ctx, postId, { rating: 6, content: 'x' })).rating).toBe(6)
  })

  test('OneUserOneComment: a second review is alreadyPostedComment, the form says oneUserOneComment; off: allowed', async () => {
    const user = await newUser(admin)
    const ctx = await as(user)
    expect((await commentPermission(ctx, postId)).blockedBy).toBeNull()
    await createComment(ctx, postId, { rating: 5, content: 'Prvi' })
    expect(await errorCode(createComment(ctx, postId, { rating: 4, content: 'Drugi' }))).toBe('409 core.errors.alreadyPostedComment')
    expect((await commentPermission(ctx, postId)).blockedBy).toBe('core.errors.oneUserOneComment')
    // Another post is a different review.
    const other = await postIdOf(admin, 'vodic-za-bozicne-darove')
    await createComment(ctx, other, { rating: 4, content: 'Na drugoj objavi' })
    await setOptions(admin, { OneUserOneComment: false })
    await createComment(ctx, postId, { rating: 4, content: 'Drugi' })
    expect((await commentPermission(ctx, postId)).blockedBy).toBeNull()
  })

  test('the text is stored exactly as given', async () => {
    const ctx = await as(await newUser(admin))
    const text = '<script>alert(1)</script> & "navodnici" \n novi red'
    const created = await createComment(ctx, postId, { rating: 3, content: text })
    const [row] = await admin.db.select({ content: comments.content, authorName: comments.authorName }).from(comments).where(eq(comments.id, created.id))
    expect(row).toEqual({ content: text, authorName: 'Iva Š.' })
  })

  test('RequireAdminPublishing: pending, shown only to its author until published; the average counts published ones', async () => {
    await setOptions(admin, { RequireAdminPublishing: true })
    const author = await as(await newUser(admin))
    const other = await as(await newUser(admin))
    const before = await ratingSummary(admin, postId)
    const created = await createComment(author, postId, { rating: 1, content: 'Čeka' })
    expect(created.status).toBe('pending')
    const mine = await filterComments(author, { postId })
    expect(mine.records.find((c) => c.id === created.id)).toMatchObject({ status: 'pending', own: true })
    expect((await filterComments(other, { postId })).records.some((c) => c.id === created.id)).toBe(false)
    expect((await filterComments(await as(null), { postId })).records.some((c) => c.id === created.id)).toBe(false)
    expect(await ratingSummary(admin, postId)).toEqual(before)
    const moderator = await as(await newUser(admin, { isBackofficeUser: true }))
    await updateComment(moderator, created.id, { status: 'published' })
    expect((await filterComments(await as(null), { postId })).records.some((c) => c.id === created.id)).toBe(true)
    expect((await ratingSummary(admin, postId)).count).toBe(before.count + 1)
  })

  test('UserCanEditComment: the author edits (rules apply again); others and a disabled option get commentEditNotAllowed', async () => {
    const author = await as(await newUser(admin))
    const stranger = await as(await newUser(admin))
    const created = await createComment(author, postId, { rating: 2, content: 'Prvo' })
    expect(await updateComment(author, created.id, { rating: 4, content: 'Ispravljeno' })).toMatchObject({ rating: 4, content: 'Ispravljeno', status: 'published' })
    expect(await errorCode(updateComment(author, created.id, { rating: null, content: 'bez ocjene' }))).toBe('422 core.errors.rateToComment')
    expect(await errorCode(updateComment(stranger, created.id, { rating: 1, content: 'tuđe' }))).toBe('403 core.errors.commentEditNotAllowed')
    expect(await errorCode(updateComment(author, created.id, { status: 'published', rating: 4, content: 'x' }))).toBe('403 core.errors.commentEditNotAllowed')
    await setOptions(admin, { UserCanEditComment: false })
    expect(await errorCode(updateComment(author, created.id, { rating: 5, content: 'opet' }))).toBe('403 core.errors.commentEditNotAllowed')
    await setOptions(admin, { UserCanEditComment: true, RequireAdminPublishing: true })
    expect((await updateComment(author, created.id, { rating: 5, content: 'opet' })).status).toBe('pending')
  })

  test('comments on a draft or missing post: postNotFound', async () => {
    const ctx = await as(await newUser(admin))
    const { id } = await createPost(admin, { status: 'draft', translations: [{ locale: 'hr', title: 'Skica', slug: 'test-skica-komentar' }] })
    expect(await errorCode(createComment(ctx, id, { rating: 5, content: 'x' }))).toBe('404 blog.errors.postNotFound')
    expect(await errorCode(createComment(ctx, 999_999, { rating: 5, content: 'x' }))).toBe('404 blog.errors.postNotFound')
  })

  test('creation is rate-limited per user', async () => {
    await setOptions(admin, { OneUserOneComment: false })
    const ctx = await as(await newUser(admin))
    for (let i = 0; i < commentCreateLimit.limit; i++) await createComment(ctx, postId, { rating: 5, content: `br. ${i}` })
    expect(await errorCode(createComment(ctx, postId, { rating: 5, content: 'previše' }))).toBe('429 blog.errors.tooManyComments')
  })

  test('seeded reviews are listed newest first with their average', async () => {
    const fresh = await postIdOf(admin, 'vodic-za-bozicne-darove')
    const list = await filterComments(await as(null), { postId: fresh })
    const seeded = commentSeeds.filter((c) => c.post === 'gift-guide')
    expect(list.records.slice(-seeded.length).map((c) => c.authorName)).toEqual([...seeded].sort((a, b) => a.daysAgo - b.daysAgo).map((c) => c.author))
  })
})

describe('post types', () => {
  test('post is built in; created types are listed, deleted when unused, kept when used', async () => {
    const ctx = await as(null)
    expect((await filterPostTypes(ctx))[0]).toMatchObject({ id: 1, slug: 'post', postCount: expect.any(Number) })
    const recipe = await createPostType(ctx, { slug: 'recepti', titles: { hr: 'Recepti', en: 'Recipes' } })
    expect(recipe).toMatchObject({ slug: 'recepti', postCount: 0 })
    expect(await errorCode(createPostType(ctx, { slug: 'recepti', titles: {} }))).toBe('409 blog.errors.postTypeExists')
    expect(await errorCode(createPostType(ctx, { slug: 'post', titles: {} }))).toBe('409 blog.errors.postTypeExists')
    expect((await filterPostTypes(ctx)).map((t) => t.slug)).toContain('recepti')
    await createPost(ctx, { postType: 'recepti', status: 'published', translations: [{ locale: 'hr', title: 'Fritule', slug: 'test-fritule' }] })
    expect(await errorCode(deletePostType(ctx, recipe.id!))).toBe('409 blog.errors.postTypeInUse')
    expect(await errorCode(deletePostType(ctx, 1))).toBe('409 blog.errors.postTypeInUse')
    const other = await createPostType(ctx, { slug: 'intervjui', titles: {} })
    await deletePostType(ctx, other.id!)
    expect((await filterPostTypes(ctx)).map((t) => t.slug)).not.toContain('intervjui')
    expect(await errorCode(deletePostType(ctx, other.id!))).toBe('404 blog.errors.postTypeNotFound')
  })
})

describe('blog API', () => {
  type Client = Awaited<ReturnType<typeof apiClient>>
  let client: Client
  const login = async (email: string, password: string) => {
    const res = await client.request('/api/v1/login', { method: 'POST', json: { username: email, password } })
    return ((await res.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken
  }
  beforeAll(async () => {
    client = await apiClient()
  })
  beforeEach(async () => {
    await resetRateLimits()
    await setOptions(await as(null), {})
  })

  test('post filterStandard: termSlugs, dates, paging, sort; one by slug with its body', async () => {
    const res = await client.request('/api/v1/cms/post/filterStandard', { method: 'POST', json: { termSlugs: ['tips'], page: 1 }, locale: 'en' })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { data: { records: { slug: string }[]; pagination: { total: number }; sort: unknown } }
    expect(body.data.pagination.total).toBe(postSeeds.filter((p) => p.terms.includes('tips')).length)
    expect(body.data.sort).toEqual({ param: 'published_at', order: 'desc' })
    const all = (await (await client.request('/api/v1/cms/post/filterStandard', { method: 'POST', json: { page: 2 } })).json()) as { data: { records: unknown[]; pagination: { lastPage: number } } }
    expect(all.data.records).toHaveLength(publishedCount - 5)
    const bad = await client.request('/api/v1/cms/post/filterStandard', { method: 'POST', json: { dateFrom: 'jučer' } })
    expect(bad.status).toBe(400)
    const one = (await (await client.request('/api/v1/cms/post/filterStandard', { method: 'POST', json: { slug: 'kako-njegovati-lan' } })).json()) as { data: { post: { body: string; slugs: Record<string, string> } } }
    expect(one.data.post.slugs).toEqual({ hr: 'kako-njegovati-lan', en: 'how-to-care-for-linen' })
    expect(one.data.post.body).toContain('<h2>')
  })

  test('term filter, filterStandard and get/{id} with slugMain', async () => {
    const res = await client.request('/api/v1/cms/term/filterStandard', { method: 'POST', json: { termTypeTitles: ['category'], noPaginate: true }, locale: 'en' })
    const body = (await res.json()) as { data: { records: { slug: string }[] } }
    expect(body.data.records.map((t) => t.slug)).toEqual(['designer-stories', 'tips', 'news'])
    const filter = await client.request('/api/v1/cms/term/filter', { method: 'POST', json: { termTypeTitles: ['tag'], limit: 1 } })
    expect(((await filter.json()) as { data: { records: unknown[] } }).data.records).toHaveLength(1)
    const term = await client.request('/api/v1/cms/term/get/tips', { locale: 'en' })
    expect(((await term.json()) as { data: unknown }).data).toMatchObject({ slug: 'tips', slugMain: 'savjeti' })
    expect((await client.request('/api/v1/cms/term/get/nema')).status).toBe(404)
  })

  test('post create and post types are for back-office users only', async () => {
    const input = { status: 'published', translations: [{ locale: 'hr', title: 'API objava', slug: 'test-api-objava' }] }
    expect((await client.request('/api/v1/cms/post/create', { method: 'POST', json: input })).status).toBe(401)
    const customer = await login(demoCustomerLogin.email, demoCustomerLogin.password)
    expect((await client.request('/api/v1/cms/post/create', { method: 'POST', json: input, headers: { accessToken: customer } })).status).toBe(403)
    expect((await client.request('/api/v1/cms/postType/create', { method: 'POST', json: { slug: 'x-type' }, headers: { accessToken: customer } })).status).toBe(403)
    const admin = await login(demoBackofficeLogin.email, demoBackofficeLogin.password)
    const created = await client.request('/api/v1/cms/post/create', { method: 'POST', json: input, headers: { accessToken: admin } })
    expect(created.status).toBe(200)
    const again = await client.request('/api/v1/cms/post/create', { method: 'POST', json: input, headers: { accessToken: admin } })
    expect(again.status).toBe(409)
    expect(((await again.json()) as { error: { payload: { message: string } } }).error.payload.message).toBe('Slug test-api-objava već je zauzet')
    const type = await client.request('/api/v1/cms/postType/create', { method: 'POST', json: { slug: 'vijesti-api', titles: { hr: 'Vijesti' } }, headers: { accessToken: admin } })
    const { id } = ((await type.json()) as { data: { id: number } }).data
    const list = await client.request('/api/v1/cms/postType/filterStandard', { method: 'POST', json: {} })
    expect(((await list.json()) as { data: { records: { slug: string }[] } }).data.records.map((t) => t.slug)).toContain('vijesti-api')
    expect((await client.request(`/api/v1/cms/postType/delete/${id}`, { method: 'DELETE' })).status).toBe(401)
    expect((await client.request(`/api/v1/cms/postType/delete/${id}`, { method: 'DELETE', headers: { accessToken: admin } })).status).toBe(200)
  })

  test('comments: getOptions, anonymous 401 with the Croatian message, create, list, update', async () => {
    const options = (await (await client.request('/api/v1/cms/comment/getOptions')).json()) as { data: { numberOfStars: number } }
    expect(options.data.numberOfStars).toBe(5)
    const postId = await postIdOf(await as(null), 'sapun-od-maslinova-ulja')
    const anonymous = await client.request('/api/v1/cms/comment/create', { method: 'POST', json: { postId, rating: 5, content: 'x' } })
    expect(anonymous.status).toBe(401)
    expect(((await anonymous.json()) as { error: { payload: { message: string } } }).error.payload.message).toBe('Samo za registrirane korisnike!')
    const token = await login(demoCustomerLogin.email, demoCustomerLogin.password)
    const noRating = await client.request('/api/v1/cms/comment/create', { method: 'POST', json: { postId, content: 'x' }, headers: { accessToken: token }, locale: 'en' })
    expect(noRating.status).toBe(422)
    const created = await client.request('/api/v1/cms/comment/create', { method: 'POST', json: { postId, rating: 5, content: '<b>Super</b>' }, headers: { accessToken: token } })
    expect(created.status).toBe(200)
    const comment = ((await created.json()) as { data: { id: number; content: string; own: boolean } }).data
    expect(comment).toMatchObject({ content: '<b>Super</b>', own: true })
    const twice = await client.request('/api/v1/cms/comment/create', { method: 'POST', json: { postId, rating: 4, content: 'opet' }, headers: { accessToken: token } })
    expect(twice.status).toBe(409)
    expect(((await twice.json()) as { error: { payload: { message: string } } }).error.payload.message).toBe('Već ste ostavili recenziju')
    const list = await client.request('/api/v1/cms/comment/filterStandard', { method: 'POST', json: { postId } })
    expect(((await list.json()) as { data: { records: { id: number; own: boolean }[] } }).data.records).toContainEqual(expect.objectContaining({ id: comment.id, own: false }))
    const updated = await client.request(`/api/v1/cms/comment/update/${comment.id}`, { method: 'PATCH', json: { rating: 3, content: 'Dobro' }, headers: { accessToken: token } })
    expect(((await updated.json()) as { data: { rating: number } }).data.rating).toBe(3)
    await cleanupComments(postId)
  })
})

async function cleanupComments(postId: number) {
  const ctx = await as(null)
  await ctx.db.delete(comments).where(eq(comments.postId, postId))
  await ctx.cache.invalidate([`comments:${postId}`])
}
