import { data, redirect, type AppLoadContext } from 'react-router'
import { z } from 'zod'
import type { CommentFormAnswer } from '~/app/components/blog/post-comments'
import { href } from '~/app/i18n/paths'
import { cookieHeaders, isSecureRequest, sessionContext } from '~/app/lib/auth-session.server'
import { flashCookie, toastField } from '~/app/lib/flash.server'
import { DomainError } from '~/server/lib/errors'
import { createComment, updateComment } from '~/server/modules/cms/comments'
import { postBySlug } from '~/server/modules/cms/posts'

/** Which field an error is about, so the form marks it (SPEC §8 comment errors). */
const fieldOf: Record<string, CommentFormAnswer['field']> = {
  'core.errors.rateToComment': 'rating',
  'blog.errors.invalidRating': 'rating',
  'core.errors.commentToRate': 'content',
  'blog.errors.commentTooLong': 'content',
}

/** The comment form's fields as sent; anything malformed falls back to empty (the service then says what is missing). */
const commentForm = z.object({
  intent: z.enum(['create', 'update']).catch('create'),
  rating: z.string().max(10).catch(''),
  content: z.string().max(20_000).catch((ctx) => (typeof ctx.value === 'string' ? ctx.value.slice(0, 20_000) : '')),
  commentId: z.coerce.number().int().positive().max(2_147_483_647).nullable().catch(null).default(null),
})

/**
 * The post page's comment forms (create, update) without client code: a success redirects back
 * to the comment (post/redirect/get) with a toast; a refused one answers the form again with the
 * translated error and what was typed.
 */
export async function commentAction(args: { request: Request; url: URL; context: AppLoadContext; params: { slug: string } }) {
  const { ctx, session } = await sessionContext(args)
  const post = await postBySlug(ctx, args.params.slug)
  if (!post) throw data(null, { status: 404 })
  const form = commentForm.parse(Object.fromEntries([...(await args.request.formData())].filter((entry): entry is [string, string] => typeof entry[1] === 'string')))
  const { intent, content, commentId } = form
  const ratingRaw = form.rating.trim()
  // Not a whole number: let the service refuse it as an invalid rating.
  const rating = ratingRaw === '' ? null : /^\d{1,3}$/.test(ratingRaw) ? Number(ratingRaw) : 0
  const path = href('page', ctx.locale, { slug: post.slug })
  const secure = isSecureRequest(args.request)
  try {
    const saved =
      intent === 'update'
        ? await updateComment(ctx, commentId ?? 0, { rating, content })
        : await createComment(ctx, post.id, { rating, content })
    const message = saved.status === 'pending' ? 'blog.comments.pendingNotice' : intent === 'update' ? 'blog.comments.updated' : 'blog.comments.created'
    return redirect(`${path}#comment-${saved.id}`, {
      status: 303,
      headers: cookieHeaders([...session.setCookies, flashCookie({ message, field: toastField }, secure)]),
    })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    const answer: CommentFormAnswer = {
      intent,
      commentId: intent === 'update' ? commentId : null,
      error: { code: error.code, params: error.params },
      field: fieldOf[error.code] ?? 'form',
      values: { rating: ratingRaw, content },
    }
    return data(answer, { status: error.status, headers: cookieHeaders(session.setCookies) })
  }
}
