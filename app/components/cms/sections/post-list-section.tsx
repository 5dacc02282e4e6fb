import { PostCard } from '~/app/components/blog/post-card'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { SectionView } from '~/server/modules/cms/sections'
import { headingIdOf, SectionHeading } from './section-heading'

type PostList = Extract<SectionView, { type: 'postList' }>

/** The latest posts as cards (the blog's PostCard), with a link to the whole blog or the chosen category. */
export function PostListSection({ section }: { section: PostList }) {
  const t = useTranslations('content.sections.postList')
  const locale = useLocale() as Locale
  const headingId = headingIdOf(section.id)
  return (
    <section className="post-list-section" aria-labelledby={section.title ? headingId : undefined} aria-label={section.title ? undefined : t('label')}>
      <div className="container">
        <div className="section-header">
          {section.title && <SectionHeading id={headingId} title={section.title} />}
          <a className="section-header__more" href={href('blog', locale, section.termSlug ? { slug: section.termSlug } : {})}>
            {t('all')}
          </a>
        </div>
        <ul className="post-list-section__grid" role="list">
          {section.posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel={section.title ? 3 : 2} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
