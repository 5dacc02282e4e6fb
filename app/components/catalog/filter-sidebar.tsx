import { useTranslations } from '~/app/i18n/intl'
import { catalogSearch, hasFilters, priceKey, withoutFilters, type CatalogQuery } from '~/app/lib/catalog-query'
import type { LayeredFilter } from '~/server/modules/catalog/layered-navigation'
import { FilterFieldset, PriceFieldset } from './filter-fieldset'

interface FilterSidebarProps {
  formId: string
  /** The category page's path: the form's GET action. */
  path: string
  filters: LayeredFilter[]
  query: CatalogQuery
}

/**
 * The filter sidebar (SPEC §2): a GET form of one fieldset per layered filter. Below 1024 px it
 * folds into a 'Filtri' disclosure (<details>, so it opens without JavaScript too); from 1024 px
 * the CSS shows it open and hides the toggle. The submit button is for visitors without
 * JavaScript; with it, changes apply by themselves (app/enhance/catalog-filters.ts).
 */
export function FilterSidebar({ formId, path, filters, query }: FilterSidebarProps) {
  const t = useTranslations('catalog.filters')
  const active = Object.keys(query.options).length + Object.keys(query.flags).length + Object.keys(query.ranges).length
  const price = filters.find((f) => f.attributeCode === priceKey) ?? null
  const attributes = filters.filter((f) => f.attributeCode !== priceKey)

  return (
    <details className="catalog-filters" data-open-wide>
      <summary className="catalog-filters__toggle btn btn--secondary">
        {t('toggle')}
        <span data-region="catalog-filter-badge">
          {active > 0 && <span className="catalog-filters__badge">{t('active', { count: active })}</span>}
        </span>
      </summary>
      <form id={formId} method="get" action={path} className="catalog-filters__form" aria-label={t('title')} data-catalog-form>
        <h2 className="catalog-filters__title">{t('title')}</h2>
        <div className="catalog-filters__fields" data-region="catalog-filter-fields">
        {query.search && <input type="hidden" name="search" value={query.search} />}
        {(price || query.ranges[priceKey]) && <PriceFieldset filter={price} query={query} />}
        {attributes.map((filter) => (
          <FilterFieldset key={filter.attributeCode} filter={filter} query={query} />
        ))}
        <div className="catalog-filters__actions">
          <button type="submit" className="btn btn--primary btn--block without-script">
            {t('apply')}
          </button>
          {hasFilters(query) && (
            <a href={path + catalogSearch(withoutFilters(query))} className="catalog-filters__clear" data-swap-link>
              {t('clear')}
            </a>
          )}
        </div>
        </div>
      </form>
    </details>
  )
}
