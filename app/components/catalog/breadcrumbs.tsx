import { Link } from 'react-router'
import { useLocale, useTranslations } from 'use-intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { CategoryLink } from '~/server/modules/catalog/categories'

/** Home › Shop › parents › this category; the last crumb is the current page, not a link. */
export function Breadcrumbs({ parents, current }: { parents: CategoryLink[]; current: string }) {
  const t = useTranslations('catalog.breadcrumbs')
  const locale = useLocale() as Locale
  return (
    <nav className="breadcrumbs" aria-label={t('label')}>
      <ol className="breadcrumbs__list">
        <li>
          <Link to={href('home', locale)}>{t('home')}</Link>
        </li>
        <li>
          <Link to={href('shop', locale)}>{t('shop')}</Link>
        </li>
        {parents.map((parent) => (
          <li key={parent.id}>
            <Link to={href('shop', locale, { slug: parent.slug })}>{parent.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
