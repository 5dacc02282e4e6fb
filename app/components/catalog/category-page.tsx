import { Link, useNavigation } from 'react-router'
import { useLocale, useTranslations } from 'use-intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { catalogSearch, hasFilters, withoutFilters, type CatalogQuery } from '~/app/lib/catalog-query'
import type { CategoryLink } from '~/server/modules/catalog/categories'
import type { LayeredFilter } from '~/server/modules/catalog/layered-navigation'
import type { Pagination as PaginationView } from '~/server/modules/catalog/product-filter'
import { Breadcrumbs } from './breadcrumbs'
import { CatalogToolbar } from './catalog-toolbar'
import { FilterSidebar } from './filter-sidebar'
import { Pagination } from './pagination'
import { ProductGrid, type ListedProduct } from './product-grid'
import { useCatalogForm, useIsHydrated } from './use-catalog-form'

export interface CategoryPageProps {
  category: { name: string; descriptionHtml: string; parents: CategoryLink[]; children: CategoryLink[] }
  path: string
  query: CatalogQuery
  products: ListedProduct[]
  pagination: PaginationView
  filters: LayeredFilter[]
}

const formId = 'catalog-filter-form'

/**
 * A category's product list (SPEC §2): title, description, breadcrumbs, filter sidebar, count,
 * sort, page size, grid and pagination. Every state is a URL; see app/lib/catalog-query.ts.
 */
export function CategoryPage({ category, path, query, products, pagination, filters }: CategoryPageProps) {
  const t = useTranslations('catalog')
  const locale = useLocale() as Locale
  const isHydrated = useIsHydrated()
  const form = useCatalogForm(query)
  const navigation = useNavigation()
  const isLoading = navigation.state !== 'idle' && navigation.location?.pathname === path

  return (
    <main className="container catalog-page">
      <Breadcrumbs parents={category.parents} current={category.name} />
      <header className="catalog-page__header">
        <h1 className="page-title">{category.name}</h1>
        {category.descriptionHtml && <div className="prose catalog-page__description" dangerouslySetInnerHTML={{ __html: category.descriptionHtml }} />}
        {category.children.length > 0 && (
          <nav className="catalog-subcategories" aria-label={t('subcategories')}>
            <ul role="list">
              {category.children.map((child) => (
                <li key={child.id}>
                  <Link to={href('shop', locale, { slug: child.slug })} className="catalog-subcategories__link" prefetch="intent">
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>

      <div className="catalog-layout">
        <FilterSidebar
          formId={formId}
          formRef={form.formRef}
          path={path}
          filters={filters}
          query={query}
          isHydrated={isHydrated}
          onChange={form.schedule}
          onSubmit={form.onSubmit}
        />
        <div className="catalog-results" aria-busy={isLoading || undefined}>
          <CatalogToolbar formId={formId} query={query} total={pagination.total} isHydrated={isHydrated} onApply={form.apply} />
          {products.length > 0 ? (
            <ProductGrid products={products} />
          ) : (
            <div className="catalog-empty">
              <h2 className="catalog-empty__title">{t('empty.title')}</h2>
              <p>{hasFilters(query) ? t('empty.filtered') : t('empty.category')}</p>
              {hasFilters(query) && (
                <Link to={path + catalogSearch(withoutFilters(query))} className="btn btn--secondary" preventScrollReset>
                  {t('filters.clear')}
                </Link>
              )}
            </div>
          )}
          <Pagination path={path} query={query} lastPage={pagination.lastPage} />
        </div>
      </div>
    </main>
  )
}
