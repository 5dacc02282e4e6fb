import { Link } from 'react-router'
import { useLocale, useTranslations } from 'use-intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { CategoryLink } from '~/server/modules/catalog/product-page'

/** Home › shop › category chain › product; the JSON-LD twin is built in the route's meta. */
export function ProductBreadcrumbs({ chain, name }: { chain: CategoryLink[]; name: string }) {
  const t = useTranslations()
  const locale = useLocale() as Locale
  return (
    <nav aria-label={t('product.breadcrumbs')} className="breadcrumbs">
      <ol className="breadcrumbs__list">
        <li><Link to={href('home', locale)}>{t('pages.names.home')}</Link></li>
        <li><Link to={href('shop', locale)}>{t('pages.names.shop')}</Link></li>
        {chain.map((category) => (
          <li key={category.id}>
            <Link to={href('shop', locale, { slug: category.slug })}>{category.name}</Link>
          </li>
        ))}
        <li><span aria-current="page">{name}</span></li>
      </ol>
    </nav>
  )
}
