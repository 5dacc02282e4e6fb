import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { SearchAnswer, SearchCategory } from '~/server/modules/search/service'
import { SearchPagination } from './search-pagination'
import { SearchResults } from './search-results'
import { SearchTabs } from './search-tabs'

interface SearchPageViewProps {
  search: string
  category: SearchCategory
  page: number
  answer: SearchAnswer | null
}

/**
 * The search page (SPEC §2): one text field, the category tabs with counts, the results of the
 * open tab and its pages. The regions marked data-region are what the script swaps while typing.
 */
export function SearchPageView({ search, category, page, answer }: SearchPageViewProps) {
  const t = useTranslations('search')
  const locale = useLocale() as Locale
  const categoryLabel = t(`categories.${category}`)
  const total = answer?.pagination.total ?? 0
  return (
    <main className="container search-page">
      <h1 className="page-title">{t('title')}</h1>
      <form className="search-page__form" method="get" action={href('search', locale)} role="search" data-search-form>
        <label htmlFor="search-page-input" className="search-page__label">
          {t('label')}
        </label>
        <div className="search-page__field">
          <input
            id="search-page-input"
            className="search-page__input"
            type="search"
            name="search"
            defaultValue={search}
            placeholder={t('placeholder')}
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
          />
          <input type="hidden" name="category" value={category} />
          <button type="submit" className="btn btn--primary search-page__submit">
            {t('submit')}
          </button>
        </div>
      </form>
      <SearchTabs search={search} category={category} counts={answer?.counts ?? null} />
      <p className="search-page__status" role="status" data-region="search-status">
        {answer ? t('status', { count: total, search, category: categoryLabel }) : ''}
      </p>
      <div className="search-page__results" data-region="search-results" tabIndex={-1} data-results-start>
        {!answer ? (
          <div className="search-page__empty">
            <h2>{t('empty.title')}</h2>
            <p>{t('empty.text')}</p>
          </div>
        ) : total === 0 ? (
          <div className="search-page__empty">
            <h2>{t('noResults.title')}</h2>
            <p>{t('noResults.text', { search, category: categoryLabel })}</p>
          </div>
        ) : (
          <>
            <SearchResults records={answer.records} start={(answer.pagination.page - 1) * answer.pagination.limit + 1} label={t('resultsLabel', { category: categoryLabel })} />
            <SearchPagination state={{ search, category, page }} lastPage={answer.pagination.lastPage} />
          </>
        )}
      </div>
    </main>
  )
}
