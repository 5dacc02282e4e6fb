import { Picture } from '~/app/components/media/picture'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import { href } from '~/app/i18n/paths'
import { formatPostDate, zagrebDay } from '~/app/lib/blog-date'
import type { MediaView } from '~/server/modules/catalog/service'
import type { PostTermLink } from '~/server/modules/cms/posts'
import { BlogBreadcrumbs } from './blog-list'
import { StarRating } from './star-rating'

export interface PostArticleView {
  id: number
  title: string
  authorName: string
  publishedAt: string
  image: MediaView | null
  /** Sanitised on the server (app/lib/html.server.ts sanitizeCmsHtml). */
  bodyHtml: string
  terms: PostTermLink[]
  rating: { average: number | null; count: number }
  numberOfStars: number
}

/** The post page's article: title, meta line, image, body, categories and tags (SPEC §2). */
export function PostArticle({ post }: { post: PostArticleView }) {
  const t = useTranslations('blog')
  const tPages = useTranslations('pages.names')
  const locale = useLocale()
  const categories = post.terms.filter((term) => term.type === 'category')
  const tags = post.terms.filter((term) => term.type === 'tag')
  const mainCategory = categories[0]
  const crumbs = [
    { label: tPages('home'), path: href('home', locale) },
    { label: t('title'), path: href('blog', locale) },
    ...(mainCategory ? [{ label: mainCategory.title, path: href('blog', locale, { slug: mainCategory.slug }) }] : []),
    { label: post.title, path: null },
  ]
  return (
    <article className="post-page__article" aria-labelledby="post-title">
      <BlogBreadcrumbs crumbs={crumbs} />
      <header className="post-page__header">
        <h1 id="post-title" className="page-title post-page__title">
          {post.title}
        </h1>
        <dl className="post-page__facts">
          <div>
            <dt className="visually-hidden">{t('post.date')}</dt>
            <dd>
              <time dateTime={zagrebDay(post.publishedAt)}>{formatPostDate(post.publishedAt, locale)}</time>
            </dd>
          </div>
          {post.authorName && (
            <div>
              <dt className="visually-hidden">{t('post.author')}</dt>
              <dd>{t('by', { name: post.authorName })}</dd>
            </div>
          )}
          <div>
            <dt className="visually-hidden">{t('comments.rating')}</dt>
            <dd>
              {post.rating.average === null ? (
                <span className="post-page__no-rating">{t('rating.none')}</span>
              ) : (
                <a href="#comments" className="post-page__rating">
                  <StarRating value={post.rating.average} max={post.numberOfStars} />
                  <span>{t('rating.average', { average: post.rating.average.toLocaleString(locale === 'hr' ? 'hr-HR' : 'en-US'), max: post.numberOfStars, count: post.rating.count })}</span>
                </a>
              )}
            </dd>
          </div>
        </dl>
      </header>
      {post.image && (
        <figure className="post-page__figure">
          <Picture {...post.image} alt="" size="large" sizes="(max-width: 900px) 100vw, 52rem" className="post-page__image" priority />
        </figure>
      )}
      <div className="prose post-page__body" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
      {(categories.length > 0 || tags.length > 0) && (
        <footer className="post-page__terms">
          {categories.length > 0 && <TermLinks label={t('post.categories')} terms={categories} />}
          {tags.length > 0 && <TermLinks label={t('post.tags')} terms={tags} tag />}
        </footer>
      )}
    </article>
  )
}

function TermLinks({ label, terms, tag = false }: { label: string; terms: PostTermLink[]; tag?: boolean }) {
  const locale = useLocale()
  return (
    <div className="post-page__term-group">
      <h2 className="post-page__term-label">{label}</h2>
      <ul className="post-page__term-list" role="list">
        {terms.map((term) => (
          <li key={term.id}>
            <a href={href('blog', locale, { slug: term.slug })} className={tag ? 'post-tag' : 'post-category'}>
              {tag ? `#${term.title}` : term.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
