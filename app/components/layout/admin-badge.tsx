import { useTranslations } from '~/app/i18n/intl'

/** SPEC §1/§9: the core version, shown outside production. */
export const coreVersion = '1.12.191'

export function AdminBadge() {
  const t = useTranslations('shell')
  return (
    <aside className="admin-badge" aria-label={t('adminBadge', { version: coreVersion })}>
      v{coreVersion}
    </aside>
  )
}
