import { useFormatter, useTranslations } from '~/app/i18n/intl'
import type { ProductAttributeEntry } from '~/server/modules/catalog/product-page'

/** The attribute set (SPEC §3 attributeSet.attributes) as a definition list, and the description. */
export function ProductDetails({ attributes, descriptionHtml }: { attributes: ProductAttributeEntry[]; descriptionHtml: string }) {
  const t = useTranslations('product')
  const format = useFormatter()
  const show = (entry: ProductAttributeEntry): string => {
    const value = entry.value.value
    if (typeof value === 'boolean') return value ? t('attributes.yes') : t('attributes.no')
    if (typeof value === 'number') return format.number(value)
    if (entry.inputType === 'date') return format.dateTime(new Date(`${value}T12:00:00Z`), { year: 'numeric', month: 'long', day: 'numeric' })
    if (entry.inputType === 'dateTime') return format.dateTime(new Date(value), { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Zagreb' })
    return value
  }
  return (
    <>
      {descriptionHtml && (
        <section className="product-section" aria-labelledby="product-description-title">
          <h2 id="product-description-title" className="product-section__title">{t('description')}</h2>
          <div className="prose" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
        </section>
      )}
      {attributes.length > 0 && (
        <section className="product-section" aria-labelledby="product-attributes-title">
          <h2 id="product-attributes-title" className="product-section__title">{t('attributes.title')}</h2>
          <dl className="product-attributes">
            {attributes.map((entry) => (
              <div key={entry.attributeCode} className="product-attributes__row">
                <dt>{entry.label}</dt>
                <dd>{show(entry)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  )
}
