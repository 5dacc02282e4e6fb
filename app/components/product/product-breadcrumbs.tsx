import { AppLink } from '~/app/components/ui/app-link'
import { useLocale, useTranslations } from '~/app/i18n/intl'
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
        <li><AppLink to={href('home', locale)}>{t('pages.names.home')}</AppLink></li>
        <li><AppLink to={href('shop', locale)}>{t('pages.names.shop')}</AppLink></li>
        {chain.map((category) => (
          <li key={category.id}>
            <AppLink to={href('shop', locale, { slug: category.slug })}>{category.name}</AppLink>
          </li>
        ))}
        <li><span aria-current="page">{name}</span></li>
      </ol>
    </nav>
  )
}
