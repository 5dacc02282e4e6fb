import { AppLink } from '~/app/components/ui/app-link'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { Picture } from '~/app/components/media/picture'
import type { BundleEntry } from '~/server/modules/catalog/bundles'

/** What a bundle contains (SPEC §3 bundle entry: product, quantity, format). */
export function BundleContents({ entries }: { entries: BundleEntry[] }) {
  const t = useTranslations('product.bundle')
  const locale = useLocale() as Locale
  return (
    <section className="product-section bundle-contents" aria-labelledby="bundle-contents-title">
      <h2 id="bundle-contents-title" className="product-section__title">{t('title')}</h2>
      <ul className="bundle-contents__list">
        {entries.map((entry) => (
          <li key={entry.product.id} className="bundle-contents__item">
            {entry.product.image ? (
              <Picture {...entry.product.image} alt="" size="thumbnail" className="bundle-contents__image" />
            ) : (
              <span className="bundle-contents__image" aria-hidden="true" />
            )}
            <span className="bundle-contents__qty">{t('quantity', { quantity: entry.quantity })}</span>
            <AppLink to={href('product', locale, { slug: entry.product.slug })} className="bundle-contents__name">{entry.product.name}</AppLink>
            {entry.format === 'configurable' && <span className="bundle-contents__note">({t('needsChoice')})</span>}
          </li>
        ))}
      </ul>
    </section>
  )
}
