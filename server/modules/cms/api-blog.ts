import { createRoute, z } from '@hono/zod-openapi'
import type { Api } from '~/server/api'
import { locales } from '~/app/i18n/locales'
import { dataEnvelope, errorEnvelope, errorResponses } from '~/server/lib/api-envelope'
import { DomainError } from '~/server/lib/errors'
import { requireBackOffice } from '~/server/modules/orders/admin-orders'
import { createPostType, deletePostType, filterPostTypes } from './blog-post-types'
import { commentMaxLength, commentOptions, createComment, filterComments, updateComment } from './comments'
import { createPost, filterPosts, postBySlug, postPageSize } from './posts'
import { filterTerms, termByIdOrSlug } from './terms'

/**
 * The /api routes of posts, post types, terms and comments (SPEC §7 CMS: term filter,
 * filterStandard, get/{id}; post create, filterStandard; postType create, filterStandard,
 * delete/{id}; comment filterStandard, create, update/{id}, getOptions). Creating posts and post
 * types is for back-office users only.
 */

const json = <T extends z.ZodType>(schema: T, required = true) => ({ body: { required, content: { 'application/json': { schema } } } })
const ok = <T extends z.ZodType>(description: string, schema: T) => ({ 200: { description, content: { 'application/json': { schema: dataEnvelope(schema) } } } })
const extraErrors = (...statuses: (422 | 429)[]) =>
  Object.fromEntries(
    statuses.map((s) => [s, { description: s === 422 ? 'The input breaks a rule (message translated)' : 'Too many requests', content: { 'application/json': { schema: errorEnvelope } } }]),
  )

const paginationSchema = z.object({ page: z.number().int(), perPage: z.number().int(), total: z.number().int(), lastPage: z.number().int() }).openapi('BlogPagination')
const mediaSchema = z.object({ id: z.number().int(), title: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable() })
const localized = <T extends z.ZodType>(value: T) => z.object({ hr: value.optional(), en: value.optional() })
const slugsSchema = localized(z.string()).openapi({ description: 'The slug in every language it is translated to' })

const termSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(['category', 'tag']),
    title: z.string(),
    slug: z.string().openapi({ description: 'In the request language' }),
    slugMain: z.string().openapi({ description: 'In the default language (SPEC §3 Term slugMain)' }),
    slugs: slugsSchema,
  })
  .openapi('Term')
const termFilterInput = z.object({
  termTypeTitles: z.array(z.string().max(50)).max(10).optional().openapi({ description: "'category', 'tag'; none: both" }),
  limit: z.number().int().min(1).max(100).optional(),
  page: z.number().int().min(1).max(100_000).optional(),
  noPaginate: z.boolean().optional(),
})
const termListSchema = z.object({ records: z.array(termSchema), pagination: paginationSchema })

const postCardSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    href: z.string().openapi({ description: 'The post page in the request language' }),
    excerpt: z.string(),
    publishedAt: z.string().openapi({ description: 'ISO timestamp' }),
    authorName: z.string(),
    image: mediaSchema.nullable(),
  })
  .openapi('PostCard')
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).openapi({ example: '2026-11-25' })
const postFilterInput = z.object({
  termSlugs: z.array(z.string().min(1).max(200)).max(20).optional().openapi({ description: 'Category or tag slugs in the request language; any matches' }),
  postTypeSlugs: z.array(z.string().min(1).max(60)).max(20).optional().openapi({ description: "Default ['post']" }),
  dateFrom: day.optional().openapi({ description: 'First day (Europe/Zagreb), inclusive' }),
  dateTo: day.optional().openapi({ description: 'Last day (Europe/Zagreb), inclusive' }),
  page: z.number().int().min(1).max(100_000).optional(),
  limit: z.number().int().min(1).max(100).optional().openapi({ description: `Default ${postPageSize} (SPEC §9)` }),
  slug: z.string().min(1).max(200).optional().openapi({ description: 'One post by its slug in the request language, with its body' }),
})
const postListSchema = z.object({ records: z.array(postCardSchema), pagination: paginationSchema, sort: z.object({ param: z.literal('published_at'), order: z.literal('desc') }) })
const postDetailSchema = postCardSchema.extend({ body: z.string(), postType: z.string(), updatedAt: z.string(), slugs: slugsSchema, terms: z.array(z.object({ id: z.number().int(), type: z.enum(['category', 'tag']), title: z.string(), slug: z.string() })) })
const postCreateInput = z.object({
  postType: z.string().min(1).max(60).optional(),
  status: z.enum(['draft', 'published']).optional(),
  authorName: z.string().max(200).optional(),
  mediaId: z.number().int().positive().nullable().optional(),
  publishedAt: z.string().datetime({ offset: true }).nullable().optional(),
  translations: z
    .array(z.object({ locale: z.enum(locales), title: z.string().min(1).max(300), slug: z.string().min(1).max(200), excerpt: z.string().max(2000).optional(), body: z.string().max(500_000).optional() }))
    .min(1)
    .max(locales.length),
  termIds: z.array(z.number().int().positive()).max(50).optional(),
})

const postTypeSchema = z
  .object({ id: z.number().int().nullable(), slug: z.string(), titles: localized(z.string()), postCount: z.number().int() })
  .openapi('PostType')

const commentSchema = z
  .object({
    id: z.number().int(),
    postId: z.number().int(),
    authorName: z.string(),
    rating: z.number().int().nullable(),
    content: z.string().nullable().openapi({ description: 'As written; render as text, never as HTML' }),
    status: z.enum(['pending', 'published', 'rejected']),
    createdAt: z.string(),
    updatedAt: z.string(),
    own: z.boolean().openapi({ description: 'Written by the user asking' }),
  })
  .openapi('Comment')
const commentOptionsSchema = z
  .object({
    requireRatingForComment: z.boolean(),
    requireCommentForRating: z.boolean(),
    numberOfStars: z.number().int(),
    canCommentOnBlog: z.boolean(),
    requireAdminPublishing: z.boolean(),
    oneUserOneComment: z.boolean(),
    userCanEditComment: z.boolean(),
    anonymousCanMultipleReview: z.boolean(),
  })
  .openapi('CommentOptions')
const commentBody = {
  rating: z.number().int().min(0).max(100).nullable().optional().openapi({ description: '1..NumberOfStars; null or left out for none' }),
  content: z.string().max(commentMaxLength * 2).nullable().optional(),
}

export function registerBlogApi(api: Api): void {
  // Terms ----------------------------------------------------------------------------------------
  for (const name of ['filter', 'filterStandard'] as const) {
    api.openapi(
      createRoute({
        method: 'post',
        path: `/v1/cms/term/${name}`,
        tags: ['Blog'],
        summary: 'Blog categories and tags in the request language',
        request: json(termFilterInput, false),
        responses: { ...ok('The terms', termListSchema), ...errorResponses(400, 401) },
      }),
      async (c) => {
        const input = c.req.valid('json') ?? {}
        return c.json({ data: await filterTerms(c.get('ctx'), { types: input.termTypeTitles, limit: input.limit, page: input.page, noPaginate: input.noPaginate }) }, 200)
      },
    )
  }
  api.openapi(
    createRoute({
      method: 'get',
      path: '/v1/cms/term/get/{id}',
      tags: ['Blog'],
      summary: 'A term by id, or by a slug of any language (answers slugMain)',
      request: { params: z.object({ id: z.string().min(1).max(200).openapi({ param: { name: 'id', in: 'path' }, example: 'savjeti' }) }) },
      responses: { ...ok('The term', termSchema), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const term = await termByIdOrSlug(c.get('ctx'), c.req.valid('param').id)
      if (!term) throw new DomainError('blog.errors.termNotFound', 404)
      return c.json({ data: term }, 200)
    },
  )

  // Posts ----------------------------------------------------------------------------------------
  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cms/post/filterStandard',
      tags: ['Blog'],
      summary: 'Published posts, newest first (published_at desc), by terms, types and dates, paged',
      request: json(postFilterInput, false),
      responses: { ...ok('A page of posts', postListSchema.extend({ post: postDetailSchema.nullable().optional() })), ...errorResponses(400, 401) },
    }),
    async (c) => {
      const ctx = c.get('ctx')
      const input = c.req.valid('json') ?? {}
      if (input.slug !== undefined) {
        const post = await postBySlug(ctx, input.slug)
        const { locale: _locale, ...detail } = post ?? { locale: undefined }
        const records = post ? [{ id: post.id, title: post.title, slug: post.slug, href: post.href, excerpt: post.excerpt, publishedAt: post.publishedAt, authorName: post.authorName, image: post.image }] : []
        return c.json(
          {
            data: {
              records,
              post: post ? (detail as z.infer<typeof postDetailSchema>) : null,
              pagination: { page: 1, perPage: 1, total: records.length, lastPage: 1 },
              sort: { param: 'published_at' as const, order: 'desc' as const },
            },
          },
          200,
        )
      }
      const page = await filterPosts(ctx, {
        termSlugs: input.termSlugs,
        postTypes: input.postTypeSlugs,
        from: input.dateFrom,
        to: input.dateTo,
        page: input.page,
        perPage: input.limit,
      })
      return c.json({ data: { ...page, sort: { param: 'published_at' as const, order: 'desc' as const } } }, 200)
    },
  )
  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cms/post/create',
      tags: ['Blog'],
      summary: 'Creates a post with its translations and terms (back-office users)',
      request: json(postCreateInput),
      responses: { ...ok('The new post', z.object({ id: z.number().int() })), ...errorResponses(400, 401, 403, 409), ...extraErrors(422) },
    }),
    async (c) => {
      const ctx = c.get('ctx')
      await requireBackOffice(ctx)
      const input = c.req.valid('json')
      const created = await createPost(ctx, { ...input, publishedAt: input.publishedAt ? new Date(input.publishedAt) : input.publishedAt === null ? null : undefined })
      return c.json({ data: created }, 200)
    },
  )

  // Post types -----------------------------------------------------------------------------------
  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cms/postType/filterStandard',
      tags: ['Blog'],
      summary: 'Post types: post, those created, and any other found on posts',
      request: json(z.object({}).passthrough(), false),
      responses: { ...ok('The post types', z.object({ records: z.array(postTypeSchema) })), ...errorResponses(400, 401) },
    }),
    async (c) => c.json({ data: { records: await filterPostTypes(c.get('ctx')) } }, 200),
  )
  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cms/postType/create',
      tags: ['Blog'],
      summary: 'Creates a post type (back-office users)',
      request: json(z.object({ slug: z.string().min(1).max(60), titles: localized(z.string().min(1).max(200)).optional() })),
      responses: { ...ok('The new post type', postTypeSchema), ...errorResponses(400, 401, 403, 409), ...extraErrors(422) },
    }),
    async (c) => {
      const ctx = c.get('ctx')
      await requireBackOffice(ctx)
      const input = c.req.valid('json')
      return c.json({ data: await createPostType(ctx, { slug: input.slug, titles: input.titles ?? {} }) }, 200)
    },
  )
  api.openapi(
    createRoute({
      method: 'delete',
      path: '/v1/cms/postType/delete/{id}',
      tags: ['Blog'],
      summary: 'Deletes a created post type that no post uses (back-office users)',
      request: { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647).openapi({ type: 'integer', param: { name: 'id', in: 'path' } }) }) },
      responses: { ...ok('Deleted', z.object({ deleted: z.literal(true) })), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const ctx = c.get('ctx')
      await requireBackOffice(ctx)
      await deletePostType(ctx, c.req.valid('param').id)
      return c.json({ data: { deleted: true as const } }, 200)
    },
  )

  // Comments -------------------------------------------------------------------------------------
  api.openapi(
    createRoute({
      method: 'get',
      path: '/v1/cms/comment/getOptions',
      tags: ['Blog'],
      summary: 'The comment and rating rules (CMS options)',
      responses: { ...ok('The options', commentOptionsSchema), ...errorResponses(400, 401) },
    }),
    async (c) => c.json({ data: await commentOptions(c.get('ctx')) }, 200),
  )
  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cms/comment/filterStandard',
      tags: ['Blog'],
      summary: "A post's published comments, newest first, with the asking user's pending one",
      request: json(
        z.object({
          postId: z.number().int().positive().max(2_147_483_647),
          page: z.number().int().min(1).max(100_000).optional(),
          limit: z.number().int().min(1).max(100).optional(),
          status: z.enum(['pending', 'published', 'rejected']).optional().openapi({ description: 'Back-office users only' }),
        }),
      ),
      responses: { ...ok('The comments', z.object({ records: z.array(commentSchema), pagination: paginationSchema })), ...errorResponses(400, 401) },
    }),
    async (c) => {
      const input = c.req.valid('json')
      return c.json({ data: await filterComments(c.get('ctx'), { postId: input.postId, page: input.page, perPage: input.limit, status: input.status }) }, 200)
    },
  )
  api.openapi(
    createRoute({
      method: 'post',
      path: '/v1/cms/comment/create',
      tags: ['Blog'],
      summary: 'Posts a comment and/or rating (logged-in users; rules from the CMS options)',
      request: json(z.object({ postId: z.number().int().positive().max(2_147_483_647), ...commentBody })),
      responses: { ...ok('The comment (pending when the admin publishes)', commentSchema), ...errorResponses(400, 401, 403, 404, 409), ...extraErrors(422, 429) },
    }),
    async (c) => {
      const { postId, ...input } = c.req.valid('json')
      return c.json({ data: await createComment(c.get('ctx'), postId, input) }, 200)
    },
  )
  for (const method of ['patch', 'put'] as const) {
    api.openapi(
      createRoute({
        method,
        path: '/v1/cms/comment/update/{id}',
        tags: ['Blog'],
        summary: 'Edits an own comment where allowed; back-office users also moderate (status)',
        request: {
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647).openapi({ type: 'integer', param: { name: 'id', in: 'path' } }) }),
          ...json(z.object({ ...commentBody, status: z.enum(['pending', 'published', 'rejected']).optional() })),
        },
        responses: { ...ok('The comment', commentSchema), ...errorResponses(400, 401, 403, 404), ...extraErrors(422) },
      }),
      async (c) => c.json({ data: await updateComment(c.get('ctx'), c.req.valid('param').id, c.req.valid('json')) }, 200),
    )
  }
}
