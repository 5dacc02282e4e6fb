import { useTranslations } from '~/app/i18n/intl'
import { LogoMark } from './logo-mark'

/** SPEC §1: what everyone but back-office users sees during maintenance (answered with 503). */
export function MaintenancePage() {
  const t = useTranslations('page')
  return (
    <main id="content" className="maintenance-page">
      <LogoMark size={72} className="maintenance-page__logo" />
      <h1 className="maintenance-page__title">{t('maintenance')}</h1>
    </main>
  )
}
