import { Picture } from '~/app/components/media/picture'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import { formatPostDate, zagrebDay } from '~/app/lib/blog-date'
import type { PostCard as PostCardView } from '~/server/modules/cms/post-list'

/**
 * A post in a list: image, title linking to the post, date, author and excerpt. Plain markup and
 * document links, so it works on pages that ship no client framework (hydrate: false). The whole
 * card is clickable through the title link (its ::after covers the card): one tab stop per post.
 * Needs a MediaConfigProvider above it for the image URLs. Styles: app/styles/blog.css.
 */
export function PostCard({ post, headingLevel = 3, priority = false }: { post: PostCardView; headingLevel?: 2 | 3 | 4; priority?: boolean }) {
  const t = useTranslations('blog')
  const locale = useLocale()
  const Heading = `h${headingLevel}` as const
  return (
    <article className="post-card">
      <div className="post-card__media">
        {post.image ? (
          <Picture
            {...post.image}
            alt=""
            size="MediumSize"
            srcSetSizes={['MediumSize', 'large']}
            sizes="(max-width: 640px) 92vw, (max-width: 1024px) 45vw, 24rem"
            className="post-card__image"
            priority={priority}
          />
        ) : (
          <img src="/logo.svg" alt="" className="post-card__image post-card__image--placeholder" width="600" height="400" />
        )}
      </div>
      <div className="post-card__body">
        <Heading className="post-card__title">
          <a href={post.href} className="post-card__link">
            {post.title}
          </a>
        </Heading>
        <p className="post-card__meta">
          <time dateTime={zagrebDay(post.publishedAt)}>{formatPostDate(post.publishedAt, locale)}</time>
          {post.authorName && (
            <>
              <span aria-hidden="true"> · </span>
              <span>{t('by', { name: post.authorName })}</span>
            </>
          )}
        </p>
        {post.excerpt && <p className="post-card__excerpt">{post.excerpt}</p>}
      </div>
    </article>
  )
}
