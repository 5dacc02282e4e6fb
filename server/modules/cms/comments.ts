import { and, count, desc, eq, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { AppContext, RequestContext } from '~/server/lib/context'
import { DomainError } from '~/server/lib/errors'
import { cmsOptionValues } from '~/server/modules/settings/cms-options'
import { comments, posts } from './schema'

/**
 * Comments and ratings of posts (SPEC §3 CMS options, §5 comments, §7 comment calls, §8 errors).
 * Only logged-in users review ('Samo za registrirane korisnike!'); the CMS options decide the rest.
 * The text is stored exactly as given and rendered escaped (never as HTML).
 * Cache tag `comments:{postId}` on the published comments and the rating of a post.
 */
export const commentsTag = (postId: number) => `comments:${postId}`

/** The comment rules, from the CMS options of the same names (SPEC §3). */
export interface CommentOptions {
  requireRatingForComment: boolean
  requireCommentForRating: boolean
  numberOfStars: number
  canCommentOnBlog: boolean
  requireAdminPublishing: boolean
  oneUserOneComment: boolean
  userCanEditComment: boolean
  /**
   * Whether visitors who are not logged in may post several reviews. SPEC §5 lets only logged-in
   * users review, so anonymous reviews are refused whatever this says; it is reported for clients.
   */
  anonymousCanMultipleReview: boolean
}

/**
 * Used when an option is missing from cms_options (the demo seed sets them all): comments open,
 * 5 stars (SPEC §9), a rating with every comment, one review per user, editable, no moderation.
 */
export const defaultCommentOptions: CommentOptions = {
  requireRatingForComment: true,
  requireCommentForRating: false,
  numberOfStars: 5,
  canCommentOnBlog: true,
  requireAdminPublishing: false,
  oneUserOneComment: true,
  userCanEditComment: true,
  anonymousCanMultipleReview: false,
}

const optionKeys: Record<keyof CommentOptions, string> = {
  requireRatingForComment: 'RequireRatingForComment',
  requireCommentForRating: 'RequireCommentForRating',
  numberOfStars: 'NumberOfStars',
  canCommentOnBlog: 'CanCommentOnBlog',
  requireAdminPublishing: 'RequireAdminPublishing',
  oneUserOneComment: 'OneUserOneComment',
  userCanEditComment: 'UserCanEditComment',
  anonymousCanMultipleReview: 'AnonymousCanMultipleReview',
}

/** Options are stored as JSON; accept true/false, 1/0 and their strings. */
function flag(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value
  if (value === 1 || value === '1' || value === 'true') return true
  if (value === 0 || value === '0' || value === 'false') return false
  return fallback
}

/** SPEC §7 comment getOptions. */
export async function commentOptions(ctx: AppContext): Promise<CommentOptions> {
  const raw = await cmsOptionValues(ctx, Object.values(optionKeys))
  const stars = Number(raw[optionKeys.numberOfStars])
  const options = { ...defaultCommentOptions }
  for (const key of Object.keys(optionKeys) as (keyof CommentOptions)[]) {
    if (key === 'numberOfStars') continue
    options[key] = flag(raw[optionKeys[key]], defaultCommentOptions[key] as boolean)
  }
  options.numberOfStars = Number.isInteger(stars) && stars >= 1 && stars <= 10 ? stars : defaultCommentOptions.numberOfStars
  return options
}

export const commentMaxLength = 5000

/** At most this many new comments per user in the window (SPEC: rate limits where abuse is possible). */
export const commentCreateLimit = { limit: 5, windowMs: 10 * 60_000 }

export interface CommentView {
  id: number
  postId: number
  authorName: string
  rating: number | null
  /** As the author wrote it: render as text. */
  content: string | null
  status: 'pending' | 'published' | 'rejected'
  /** ISO. */
  createdAt: string
  updatedAt: string
  /** Written by the user asking. */
  own: boolean
}

export interface RatingSummary {
  /** Average of the published ratings, one decimal; null without ratings. */
  average: number | null
  count: number
}

export interface CommentInput {
  rating?: number | null
  content?: string | null
}

type CommentRow = typeof comments.$inferSelect

function view(row: CommentRow, userId: number | undefined): CommentView {
  return {
    id: row.id,
    postId: row.postId,
    authorName: row.authorName,
    rating: row.rating,
    content: row.content,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    own: userId !== undefined && row.userId === userId,
  }
}

/** The rating and text as the options allow them, or the §8 error key. */
function checkedInput(input: CommentInput, options: CommentOptions): { rating: number | null; content: string | null } {
  const content = typeof input.content === 'string' && input.content.trim() !== '' ? input.content : null
  const rating = input.rating === undefined || input.rating === null ? null : input.rating
  if (rating === null && content === null) throw new DomainError('core.errors.sendContentOrRating', 422)
  if (rating !== null && (!Number.isInteger(rating) || rating < 1 || rating > options.numberOfStars)) {
    throw new DomainError('blog.errors.invalidRating', 422, { max: options.numberOfStars })
  }
  if (content !== null && content.length > commentMaxLength) throw new DomainError('blog.errors.commentTooLong', 422, { max: commentMaxLength })
  if (options.requireRatingForComment && content !== null && rating === null) throw new DomainError('core.errors.rateToComment', 422)
  if (options.requireCommentForRating && rating !== null && content === null) throw new DomainError('core.errors.commentToRate', 422)
  return { rating, content }
}

async function requirePublishedPost(ctx: RequestContext, postId: number): Promise<void> {
  const [row] = await ctx.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.status, 'published'), sql`coalesce(${posts.publishedAt}, ${posts.createdAt}) <= now()`))
  if (!row) throw new DomainError('blog.errors.postNotFound', 404)
}

/** What a visitor may do on a post: the form, a notice, or a login link. */
export interface CommentPermission {
  options: CommentOptions
  /** null: may post; else the message key of why not. */
  blockedBy: null | 'core.errors.onlyRegistered' | 'blog.errors.commentsDisabled' | 'core.errors.oneUserOneComment'
}

export async function commentPermission(ctx: RequestContext, postId: number): Promise<CommentPermission> {
  const options = await commentOptions(ctx)
  if (!options.canCommentOnBlog) return { options, blockedBy: 'blog.errors.commentsDisabled' }
  if (!ctx.user) return { options, blockedBy: 'core.errors.onlyRegistered' }
  if (options.oneUserOneComment && (await hasCommented(ctx, postId, ctx.user.id))) return { options, blockedBy: 'core.errors.oneUserOneComment' }
  return { options, blockedBy: null }
}

async function hasCommented(ctx: RequestContext, postId: number, userId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.postId, postId), eq(comments.userId, userId), ne(comments.status, 'rejected')))
    .limit(1)
  return row !== undefined
}

function authorNameOf(ctx: RequestContext): string {
  const first = ctx.user?.firstName?.trim() ?? ''
  const last = ctx.user?.lastName?.trim() ?? ''
  // First name and the initial of the last: the e-mail is never shown.
  return [first, last ? `${[...last][0]}.` : ''].filter(Boolean).join(' ')
}

/**
 * SPEC §7 comment create. Errors (§8): onlyRegistered (401), commentsDisabled (403),
 * alreadyPostedComment (409) under OneUserOneComment, sendContentOrRating / rateToComment /
 * commentToRate / invalidRating / commentTooLong (422), tooManyComments (429).
 * Pending when RequireAdminPublishing is on; its author still sees it (as awaiting approval).
 */
export async function createComment(ctx: RequestContext, postId: number, input: CommentInput): Promise<CommentView> {
  const options = await commentOptions(ctx)
  if (!options.canCommentOnBlog) throw new DomainError('blog.errors.commentsDisabled', 403)
  const user = ctx.user
  if (!user) throw new DomainError('core.errors.onlyRegistered', 401)
  const values = checkedInput(input, options)
  await requirePublishedPost(ctx, postId)
  if (options.oneUserOneComment && (await hasCommented(ctx, postId, user.id))) throw new DomainError('core.errors.alreadyPostedComment', 409)
  if (!(await ctx.rateLimits.limiter('comment-create', commentCreateLimit).hit(String(user.id))).allowed) {
    throw new DomainError('blog.errors.tooManyComments', 429)
  }
  const [row] = await ctx.db
    .insert(comments)
    .values({
      postId,
      userId: user.id,
      authorName: authorNameOf(ctx),
      locale: ctx.locale,
      ...values,
      status: options.requireAdminPublishing ? 'pending' : 'published',
    })
    .returning()
  await ctx.cache.invalidate([commentsTag(postId)])
  return view(row!, user.id)
}

/**
 * SPEC §7 comment update/{id}. Its author may change the rating and text when UserCanEditComment
 * is on (commentEditNotAllowed otherwise, and for anyone else's comment); under
 * RequireAdminPublishing the edit waits for approval again. A back-office user may also set the
 * status (moderation), on any comment.
 */
export async function updateComment(
  ctx: RequestContext,
  id: number,
  input: CommentInput & { status?: 'pending' | 'published' | 'rejected' },
): Promise<CommentView> {
  const user = ctx.user
  if (!user) throw new DomainError('core.errors.onlyRegistered', 401)
  const [row] = await ctx.db.select().from(comments).where(eq(comments.id, id))
  if (!row) throw new DomainError('blog.errors.commentNotFound', 404)
  const options = await commentOptions(ctx)
  const changes: Partial<CommentRow> = {}
  if (user.isBackofficeUser) {
    // Moderation: the given fields only; what is left out stays.
    if (input.status) changes.status = input.status
    if (input.rating !== undefined || input.content !== undefined) {
      Object.assign(changes, checkedInput({ rating: input.rating === undefined ? row.rating : input.rating, content: input.content === undefined ? row.content : input.content }, options))
    }
  } else {
    if (row.userId !== user.id || !options.userCanEditComment || input.status !== undefined) throw new DomainError('core.errors.commentEditNotAllowed', 403)
    Object.assign(changes, checkedInput(input, options))
    changes.status = options.requireAdminPublishing ? 'pending' : 'published'
  }
  const [updated] = await ctx.db
    .update(comments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(comments.id, id))
    .returning()
  await ctx.cache.invalidate([commentsTag(row.postId)])
  return view(updated!, user.id)
}

export interface CommentFilter {
  postId: number
  page?: number
  perPage?: number
  /** Back-office only: any status. */
  status?: 'pending' | 'published' | 'rejected'
}

/**
 * SPEC §7 comment filterStandard: the published comments of a post, newest first, plus the asking
 * user's own pending one (shown to them as awaiting approval). Back-office users see every status.
 */
export async function filterComments(
  ctx: RequestContext,
  filter: CommentFilter,
): Promise<{ records: CommentView[]; pagination: { page: number; perPage: number; total: number; lastPage: number } }> {
  const perPage = Math.min(100, Math.max(1, Math.floor(filter.perPage ?? 20)))
  const page = Math.max(1, Math.floor(filter.page ?? 1))
  const userId = ctx.user?.id
  let visible: SQL
  if (ctx.user?.isBackofficeUser) visible = filter.status ? eq(comments.status, filter.status) : sql`true`
  else if (userId !== undefined) visible = or(eq(comments.status, 'published'), and(eq(comments.userId, userId), eq(comments.status, 'pending')))!
  else visible = eq(comments.status, 'published')
  const where = and(eq(comments.postId, filter.postId), visible)
  const load = async () => {
    const [rows, [total]] = await Promise.all([
      ctx.db.select().from(comments).where(where).orderBy(desc(comments.createdAt), desc(comments.id)).limit(perPage).offset((page - 1) * perPage),
      ctx.db.select({ n: count() }).from(comments).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  }
  // Only what everyone sees is cached; a user's own pending comment is read fresh.
  const personal = userId !== undefined
  const { rows, total } = personal
    ? await load()
    : await ctx.cache.get(['comment', 'list', filter.postId, page, perPage], { ttl: '5m', tags: () => [commentsTag(filter.postId)] }, async () => {
        const { rows, total } = await load()
        return { rows: rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString(), updatedAt: new Date(r.updatedAt).toISOString() })), total }
      })
  return {
    records: rows.map((r) => view(r as CommentRow, userId)),
    pagination: { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) },
  }
}

/** The average of a post's published ratings. */
export async function ratingSummary(ctx: AppContext, postId: number): Promise<RatingSummary> {
  return ctx.cache.get(['comment', 'rating', postId], { ttl: '5m', tags: () => [commentsTag(postId)] }, async () => {
    const [row] = await ctx.db
      .select({ average: sql<string | null>`avg(${comments.rating})`, n: count(comments.rating) })
      .from(comments)
      .where(and(eq(comments.postId, postId), eq(comments.status, 'published'), isNotNull(comments.rating)))
    const average = row?.average === null || row?.average === undefined ? null : Math.round(Number(row.average) * 10) / 10
    return { average, count: row?.n ?? 0 }
  })
}
