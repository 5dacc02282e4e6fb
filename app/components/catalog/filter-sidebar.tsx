import { useEffect, useRef, type FormEvent, type RefObject } from 'react'
import { Link } from 'react-router'
import { useTranslations } from 'use-intl'
import { catalogSearch, hasFilters, priceKey, withoutFilters, type CatalogQuery } from '~/app/lib/catalog-query'
import type { LayeredFilter } from '~/server/modules/catalog/layered-navigation'
import { FilterFieldset, PriceFieldset } from './filter-fieldset'

interface FilterSidebarProps {
  formId: string
  formRef: RefObject<HTMLFormElement | null>
  /** The category page's path: the form's GET action. */
  path: string
  filters: LayeredFilter[]
  query: CatalogQuery
  isHydrated: boolean
  onChange: () => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
}

/**
 * The filter sidebar (SPEC §2): a GET form of one fieldset per layered filter. Below 1024 px it
 * folds into a 'Filtri' disclosure (<details>, so it opens without JavaScript too); from 1024 px
 * the CSS shows it open and hides the toggle. The submit button is for visitors without
 * JavaScript; with it, changes apply by themselves (use-catalog-form.ts).
 */
export function FilterSidebar({ formId, formRef, path, filters, query, isHydrated, onChange, onSubmit }: FilterSidebarProps) {
  const t = useTranslations('catalog.filters')
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const active = Object.keys(query.options).length + Object.keys(query.flags).length + Object.keys(query.ranges).length
  const price = filters.find((f) => f.attributeCode === priceKey) ?? null
  const attributes = filters.filter((f) => f.attributeCode !== priceKey)

  // Browsers without ::details-content cannot show a closed <details> open by CSS: open it on wide screens.
  useEffect(() => {
    const details = detailsRef.current
    if (!details || CSS.supports('selector(::details-content)')) return
    if (window.matchMedia('(min-width: 1024px)').matches) details.open = true
  }, [])

  return (
    <details className="catalog-filters" ref={detailsRef}>
      <summary className="catalog-filters__toggle btn btn--secondary">
        {t('toggle')}
        {active > 0 && <span className="catalog-filters__badge">{t('active', { count: active })}</span>}
      </summary>
      <form
        id={formId}
        ref={formRef}
        method="get"
        action={path}
        className="catalog-filters__form"
        aria-label={t('title')}
        onChange={onChange}
        onSubmit={onSubmit}
      >
        <h2 className="catalog-filters__title">{t('title')}</h2>
        {query.search && <input type="hidden" name="search" value={query.search} />}
        {(price || query.ranges[priceKey]) && <PriceFieldset filter={price} query={query} />}
        {attributes.map((filter) => (
          <FilterFieldset key={filter.attributeCode} filter={filter} query={query} />
        ))}
        <div className="catalog-filters__actions">
          {!isHydrated && (
            <button type="submit" className="btn btn--primary btn--block">
              {t('apply')}
            </button>
          )}
          {hasFilters(query) && (
            <Link to={path + catalogSearch(withoutFilters(query))} className="catalog-filters__clear" preventScrollReset>
              {t('clear')}
            </Link>
          )}
        </div>
      </form>
    </details>
  )
}
