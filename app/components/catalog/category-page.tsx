import { useLocale, useTranslations } from '~/app/i18n/intl'
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
 * sort, page size, grid and pagination. Every state is a URL; see app/lib/catalog-query.ts. The
 * page ships no client framework (decision 003 (a)): the parts marked data-region are what the
 * enhancement script swaps when the state changes (app/enhance/catalog-filters.ts).
 */
export function CategoryPage({ category, path, query, products, pagination, filters }: CategoryPageProps) {
  const t = useTranslations('catalog')
  const locale = useLocale() as Locale

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
                  <a href={href('shop', locale, { slug: child.slug })} className="catalog-subcategories__link">
                    {child.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>

      <div className="catalog-layout">
        <FilterSidebar formId={formId} path={path} filters={filters} query={query} />
        <div className="catalog-results">
          <CatalogToolbar formId={formId} query={query} total={pagination.total} />
          <div className="catalog-results__list" data-region="catalog-list">
          {products.length > 0 ? (
            <ProductGrid products={products} />
          ) : (
            <div className="catalog-empty">
              <h2 className="catalog-empty__title">{t('empty.title')}</h2>
              <p>{hasFilters(query) ? t('empty.filtered') : t('empty.category')}</p>
              {hasFilters(query) && (
                <a href={path + catalogSearch(withoutFilters(query))} className="btn btn--secondary" data-swap-link>
                  {t('filters.clear')}
                </a>
              )}
            </div>
          )}
          <Pagination path={path} query={query} lastPage={pagination.lastPage} />
          </div>
        </div>
      </div>
    </main>
  )
}
