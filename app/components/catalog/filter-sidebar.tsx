import { useTranslations } from '~/app/i18n/intl'
import { catalogSearch, hasFilters, priceKey, withoutFilters, type CatalogQuery } from '~/app/lib/catalog-query'
import type { LayeredFilter } from '~/server/modules/catalog/layered-navigation'
import { CachedFragment } from '~/app/components/layout/cached-fragment'
import { FilterFieldset, PriceFieldset, type ChosenFilters } from './filter-fieldset'

interface FilterSidebarProps {
  formId: string
  /** The category page's path: the form's GET action. */
  path: string
  filters: LayeredFilter[]
  query: CatalogQuery
}

/** Everything the sidebar shows: its key in the fragment cache. */
interface SidebarDeps extends ChosenFilters {
  formId: string
  path: string
  filters: LayeredFilter[]
  search: string | null
  /** The link that drops the filters (keeping search, sort and page size), when any are chosen. */
  clearHref: string | null
}

/**
 * The filter sidebar (SPEC §2): a GET form of one fieldset per layered filter. Below 1024 px it
 * folds into a 'Filtri' disclosure (<details>, so it opens without JavaScript too); from 1024 px
 * the CSS shows it open and hides the toggle. The submit button is for visitors without
 * JavaScript; with it, changes apply by themselves (app/enhance/catalog-filters.ts).
 *
 * Kept as HTML (app/components/layout/cached-fragment.tsx) under what it shows: the category's
 * filters with their counts and the values chosen, not the sort or the page, so a category's
 * pages and orders share one (about half of a list page's markup).
 */
export function FilterSidebar({ formId, path, filters, query }: FilterSidebarProps) {
  const deps: SidebarDeps = {
    formId, path, filters, search: query.search, options: query.options, flags: query.flags, ranges: query.ranges,
    clearHref: hasFilters(query) ? path + catalogSearch(withoutFilters(query)) : null,
  }
  return (
    <CachedFragment
      name="filters"
      as="details"
      attributes={{ className: 'catalog-filters', 'data-open-wide': true }}
      deps={deps}
      path=""
      slots={{}}
      render={sidebarContent}
    />
  )
}

function sidebarContent(deps: SidebarDeps) {
  return <SidebarContent {...deps} />
}

function SidebarContent({ formId, path, filters, search, options, flags, ranges, clearHref }: SidebarDeps) {
  const t = useTranslations('catalog.filters')
  const chosen = { options, flags, ranges }
  const active = Object.keys(options).length + Object.keys(flags).length + Object.keys(ranges).length
  const price = filters.find((f) => f.attributeCode === priceKey) ?? null
  const attributes = filters.filter((f) => f.attributeCode !== priceKey)

  return (
    <>
      <summary className="catalog-filters__toggle btn btn--secondary">
        {t('toggle')}
        <span data-region="catalog-filter-badge">
          {active > 0 && <span className="catalog-filters__badge">{t('active', { count: active })}</span>}
        </span>
      </summary>
      <form id={formId} method="get" action={path} className="catalog-filters__form" aria-label={t('title')} data-catalog-form>
        <h2 className="catalog-filters__title">{t('title')}</h2>
        <div className="catalog-filters__fields" data-region="catalog-filter-fields">
        {search && <input type="hidden" name="search" value={search} />}
        {(price || ranges[priceKey]) && <PriceFieldset filter={price} query={chosen} />}
        {attributes.map((filter) => (
          <FilterFieldset key={filter.attributeCode} filter={filter} query={chosen} />
        ))}
        <div className="catalog-filters__actions">
          <button type="submit" className="btn btn--primary btn--block without-script">
            {t('apply')}
          </button>
          {clearHref && (
            <a href={clearHref} className="catalog-filters__clear" data-swap-link>
              {t('clear')}
            </a>
          )}
        </div>
        </div>
      </form>
    </>
  )
}
