import { useTranslations } from '~/app/i18n/intl'
import type { SearchRecord } from '~/server/modules/search/service'
import { HighlightedText } from './highlighted-text'

/** One tab's results: the title links to the page of the result, the snippet shows where it matched. */
export function SearchResults({ records, start, label }: { records: SearchRecord[]; start: number; label: string }) {
  const t = useTranslations('search')
  return (
    <ol className="search-results" start={start} aria-label={label}>
      {records.map((record) => (
        <li key={`${record.category}-${record.id}`} className="search-result">
          <h2 className="search-result__title">
            <a href={record.url}>
              <HighlightedText segments={record.titleSegments} />
            </a>
          </h2>
          {record.sku ? <p className="search-result__meta">{t('sku', { sku: record.sku })}</p> : null}
          {record.snippet.length > 0 ? (
            <p className="search-result__snippet">
              <HighlightedText segments={record.snippet} />
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
