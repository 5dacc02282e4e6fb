import { AppLink } from '~/app/components/ui/app-link'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { Picture } from '~/app/components/media/picture'
import type { CategoryNode } from '~/server/modules/catalog/categories'

/**
 * The product categories page (SPEC §2): the tree's top level, each with its picture (or the site
 * logo) and name linking to its shop page, and its subcategories as plain links below.
 */
export function CategoryList({ categories }: { categories: CategoryNode[] }) {
  const t = useTranslations('catalog.categories')
  const locale = useLocale() as Locale
  if (categories.length === 0) return <p className="catalog-empty">{t('empty')}</p>
  return (
    <ul className="category-list" role="list">
      {categories.map((category) => (
        <li key={category.id} className="category-list__item">
          <AppLink to={href('shop', locale, { slug: category.slug })} className="category-list__link" prefetch="intent">
            <span className={`category-list__media${category.image ? '' : ' category-list__media--logo'}`}>
              {category.image ? (
                <Picture
                  {...category.image}
                  alt=""
                  size="MediumSize"
                  srcSetSizes={['MediumSize', 'large']}
                  sizes="(max-width: 550px) 92vw, (max-width: 1024px) 45vw, 24rem"
                  className="category-list__image"
                />
              ) : (
                <img src="/logo.svg" alt="" className="category-list__image" width="96" height="96" loading="lazy" />
              )}
            </span>
            <span className="category-list__name">{category.name}</span>
          </AppLink>
          {category.children.length > 0 && (
            <ul className="category-list__children" role="list" aria-label={t('subcategories', { name: category.name })}>
              {category.children.map((child) => (
                <li key={child.id}>
                  <AppLink to={href('shop', locale, { slug: child.slug })} prefetch="intent">
                    {child.name}
                  </AppLink>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}
