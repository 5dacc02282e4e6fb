import { AppLink } from '~/app/components/ui/app-link'
import { useLocale, useTranslations } from '~/app/i18n/intl'
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
          <AppLink to={href('home', locale)}>{t('home')}</AppLink>
        </li>
        <li>
          <AppLink to={href('shop', locale)}>{t('shop')}</AppLink>
        </li>
        {parents.map((parent) => (
          <li key={parent.id}>
            <AppLink to={href('shop', locale, { slug: parent.slug })}>{parent.name}</AppLink>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
