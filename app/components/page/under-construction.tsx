import { useTranslations } from '~/app/i18n/intl'
import type { NamedPage } from '~/app/lib/meta'
import { HomeAndShopLinks } from '~/app/components/ui/home-and-shop-links'

/**
 * The stand-in of a page that is not built yet: a real h1 naming the page, a short note and the
 * way back. Its <title> says it is a placeholder too (placeholderMeta in app/lib/meta.ts).
 */
export function UnderConstruction({ page, children }: { page: NamedPage; children?: React.ReactNode }) {
  const t = useTranslations('pages')
  return (
    <main className="container placeholder-page">
      <div className="placeholder-page__card">
        <p className="placeholder-page__badge">{t('placeholder.badge')}</p>
        <h1 className="page-title placeholder-page__title">{t(`names.${page}`)}</h1>
        <p className="placeholder-page__lead">{t('placeholder.lead')}</p>
        {children}
        <HomeAndShopLinks className="placeholder-page__actions" />
      </div>
    </main>
  )
}
