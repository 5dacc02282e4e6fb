import { useTranslations } from '~/app/i18n/intl'
import { pageSizes, sortKeys, type CatalogQuery } from '~/app/lib/catalog-query'

interface CatalogToolbarProps {
  /** The id of the filter form: the selects belong to it, so one GET submits the whole state. */
  formId: string
  query: CatalogQuery
  total: number
}

/**
 * Total count, sort and page size (SPEC §2, §9). The selects are fields of the filter form
 * (`form` attribute) without being inside it, and carry no page: a change starts at page 1. With
 * the script a change applies at once (data-apply-now, app/enhance/catalog-filters.ts).
 */
export function CatalogToolbar({ formId, query, total }: CatalogToolbarProps) {
  const t = useTranslations('catalog')
  return (
    <div className="catalog-toolbar">
      <p className="catalog-toolbar__count" role="status" data-region="catalog-count">
        {t('count', { count: total })}
      </p>
      <div className="catalog-toolbar__controls" data-region="catalog-controls">
        <div className="catalog-toolbar__field">
          <label htmlFor="catalog-sort" className="field__label">
            {t('sort.label')}
          </label>
          <select id="catalog-sort" name="sort" form={formId} className="select" defaultValue={query.sort} data-apply-now>
            {sortKeys.map((key) => (
              <option key={key} value={key}>
                {t(`sort.${key}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="catalog-toolbar__field">
          <label htmlFor="catalog-limit" className="field__label">
            {t('limit.label')}
          </label>
          <select id="catalog-limit" name="limit" form={formId} className="select" defaultValue={String(query.limit)} data-apply-now>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        {/* Only without scripts (then the selects cannot apply themselves): hiding it once the
            script runs would move the list below it (layout shift). */}
        <noscript>
          <button type="submit" form={formId} className="btn btn--secondary catalog-toolbar__apply">
            {t('toolbarApply')}
          </button>
        </noscript>
      </div>
    </div>
  )
}
