import { useLocale, useTranslations } from '~/app/i18n/intl'
import { href } from '~/app/i18n/paths'
import { formatPostDate, zagrebDay } from '~/app/lib/blog-date'
import type { CommentView } from '~/server/modules/cms/comments'
import { StarRating } from './star-rating'

/** What the action answers when a comment form was wrong: the message and what was typed. */
export interface CommentFormAnswer {
  intent: 'create' | 'update'
  commentId: number | null
  error: { code: string; params?: Record<string, string | number> }
  field: 'rating' | 'content' | 'form'
  values: { rating: string; content: string }
}

export interface CommentRules {
  numberOfStars: number
  requireRatingForComment: boolean
  requireCommentForRating: boolean
  userCanEditComment: boolean
}

export interface PostCommentsProps {
  postPath: string
  comments: CommentView[]
  total: number
  rules: CommentRules
  /** null: the form is shown; else why not (a message key). */
  blockedBy: null | 'core.errors.onlyRegistered' | 'blog.errors.commentsDisabled' | 'core.errors.oneUserOneComment'
  answer?: CommentFormAnswer | null
}

/**
 * SPEC §5 comments: the list (text always rendered as text, never HTML), the form with stars as
 * radio inputs, and for visitors who are not logged in 'Samo za registrirane korisnike!' with a
 * login link that returns here. Own comments show "awaiting approval" while pending and can be
 * edited where the options allow it (a disclosure, so it works without JavaScript).
 */
export function PostComments({ postPath, comments, total, rules, blockedBy, answer }: PostCommentsProps) {
  const t = useTranslations('blog.comments')
  const tAll = useTranslations()
  const locale = useLocale()
  const createAnswer = answer?.intent === 'create' ? answer : null
  const returnTo = `${postPath}#comments`
  return (
    <section className="post-comments" id="comments" aria-labelledby="comments-title">
      <h2 id="comments-title" className="post-comments__title">
        {t('title')} <span className="post-comments__count">({t('count', { count: total })})</span>
      </h2>
      {comments.length === 0 ? (
        <p className="post-comments__empty">{t('empty')}</p>
      ) : (
        <ol className="post-comments__list" role="list">
          {comments.map((comment) => (
            <li key={comment.id} className={`comment${comment.status === 'pending' ? ' comment--pending' : ''}`} id={`comment-${comment.id}`}>
              <article aria-labelledby={`comment-${comment.id}-author`}>
                <header className="comment__header">
                  <span className="comment__avatar" aria-hidden="true">
                    {[...(comment.authorName || t('anonymous'))][0]}
                  </span>
                  <div>
                    <h3 className="comment__author" id={`comment-${comment.id}-author`}>
                      {comment.authorName || t('anonymous')}
                      {comment.own && <span className="comment__own"> · {t('yours')}</span>}
                    </h3>
                    <time className="comment__date" dateTime={zagrebDay(comment.createdAt)}>
                      {formatPostDate(comment.createdAt, locale)}
                    </time>
                  </div>
                  {comment.status === 'pending' && <span className="comment__badge">{t('pending')}</span>}
                </header>
                {comment.rating !== null && (
                  <p className="comment__rating">
                    <StarRating value={comment.rating} max={rules.numberOfStars} label={tAll('blog.rating.stars', { rating: comment.rating, max: rules.numberOfStars })} />
                  </p>
                )}
                {comment.content !== null && <p className="comment__content">{comment.content}</p>}
                {comment.own && rules.userCanEditComment && (
                  <details className="comment__edit" open={answer?.intent === 'update' && answer.commentId === comment.id}>
                    <summary className="btn btn--ghost comment__edit-toggle">{t('edit')}</summary>
                    <CommentForm
                      id={`comment-edit-${comment.id}`}
                      action={postPath}
                      intent="update"
                      commentId={comment.id}
                      rules={rules}
                      title={t('editTitle')}
                      values={answer?.intent === 'update' && answer.commentId === comment.id ? answer.values : { rating: comment.rating === null ? '' : String(comment.rating), content: comment.content ?? '' }}
                      answer={answer?.intent === 'update' && answer.commentId === comment.id ? answer : null}
                      submitLabel={t('save')}
                    />
                  </details>
                )}
              </article>
            </li>
          ))}
        </ol>
      )}

      {blockedBy === null ? (
        <CommentForm
          id="comment-form"
          action={postPath}
          intent="create"
          commentId={null}
          rules={rules}
          title={t('formTitle')}
          values={createAnswer?.values ?? { rating: '', content: '' }}
          answer={createAnswer}
          submitLabel={t('submit')}
        />
      ) : blockedBy === 'core.errors.onlyRegistered' ? (
        <div className="post-comments__login" id="comment-form">
          <p className="post-comments__login-text">{tAll('core.errors.onlyRegistered')}</p>
          <p className="post-comments__login-actions">
            <a href={href('login', locale, {}, { redirectTo: returnTo })} className="btn btn--primary">
              {t('loginToComment')}
            </a>
            <a href={href('register', locale, {}, { redirectTo: returnTo })} className="btn btn--secondary">
              {t('registerToComment')}
            </a>
          </p>
        </div>
      ) : (
        <p className="post-comments__notice" id="comment-form">
          {tAll(blockedBy)}
        </p>
      )}
    </section>
  )
}

function CommentForm({
  id,
  action,
  intent,
  commentId,
  rules,
  title,
  values,
  answer,
  submitLabel,
}: {
  id: string
  action: string
  intent: 'create' | 'update'
  commentId: number | null
  rules: CommentRules
  title: string
  values: { rating: string; content: string }
  answer: CommentFormAnswer | null
  submitLabel: string
}) {
  const t = useTranslations('blog.comments')
  const tAll = useTranslations()
  const errorText = answer ? tAll(answer.error.code as never, answer.error.params as never) : null
  const errorId = `${id}-error`
  const ratingRequired = rules.requireRatingForComment
  const contentRequired = rules.requireCommentForRating
  const starLabel = (value: number) => tAll('blog.rating.star', { value })
  return (
    <form method="post" action={`${action}#${id}`} className="comment-form" id={id} aria-labelledby={`${id}-title`}>
      <h3 className="comment-form__title" id={`${id}-title`}>
        {title}
      </h3>
      {errorText && (
        <p className="comment-form__error" id={errorId} role="alert">
          {errorText}
        </p>
      )}
      <input type="hidden" name="intent" value={intent} />
      {commentId !== null && <input type="hidden" name="commentId" value={commentId} />}
      <fieldset
        className="comment-form__rating"
        aria-invalid={answer?.field === 'rating' || undefined}
        aria-describedby={answer?.field === 'rating' ? errorId : undefined}
      >
        <legend className="field__label">{ratingRequired ? t('rating') : t('ratingOptional')}</legend>
        <div className="star-input">
          {Array.from({ length: rules.numberOfStars }, (_, i) => i + 1).map((value) => (
            <span key={value} className="star-input__option">
              <input
                type="radio"
                className="star-input__radio"
                id={`${id}-rating-${value}`}
                name="rating"
                value={value}
                defaultChecked={values.rating === String(value)}
                required={ratingRequired}
              />
              <label htmlFor={`${id}-rating-${value}`} className="star-input__label" title={starLabel(value)}>
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{starLabel(value)}</span>
              </label>
            </span>
          ))}
        </div>
        {!ratingRequired && (
          <span className="star-input__none">
            <input type="radio" id={`${id}-rating-none`} name="rating" value="" defaultChecked={values.rating === ''} />
            <label htmlFor={`${id}-rating-none`}>{t('noRating')}</label>
          </span>
        )}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-content`}>
          {contentRequired ? t('content') : t('contentOptional')}
        </label>
        <textarea
          id={`${id}-content`}
          name="content"
          className="textarea comment-form__text"
          rows={5}
          maxLength={5000}
          defaultValue={values.content}
          required={contentRequired}
          aria-invalid={answer?.field === 'content' || undefined}
          aria-describedby={answer?.field === 'content' ? errorId : undefined}
        />
      </div>
      <button type="submit" className="btn btn--primary">
        {submitLabel}
      </button>
    </form>
  )
}
