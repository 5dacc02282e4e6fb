import { PageLinks } from '~/app/components/ui/page-links'
import { useTranslations } from '~/app/i18n/intl'
import { catalogSearch, withPage, type CatalogQuery } from '~/app/lib/catalog-query'

/** The list page's pagination; its links swap the list in place (data-swap-link, app/enhance/catalog-filters.ts). */
export function Pagination({ path, query, lastPage }: { path: string; query: CatalogQuery; lastPage: number }) {
  const t = useTranslations('catalog.pagination')
  return (
    <PageLinks
      page={query.page}
      lastPage={lastPage}
      hrefOf={(page) => path + catalogSearch(withPage(query, page))}
      labels={{ nav: t('label'), first: t('first'), previous: t('previous'), next: t('next'), last: t('last'), page: (page) => t('page', { page }) }}
      linkData={{ 'data-swap-link': '' }}
    />
  )
}
