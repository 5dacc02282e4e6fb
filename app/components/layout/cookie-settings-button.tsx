import { useTranslations } from '~/app/i18n/intl'

/** Withdrawing consent must be as easy as giving it (GDPR art. 7(3)): reopens the cookie banner. */
export const openCookieSettingsEvent = 'ducan:open-cookie-settings'

export function CookieSettingsButton() {
  const t = useTranslations('shell.cookies')
  return (
    // data-cookie-settings: pages without the client framework reopen it in app/enhance/cookie-settings.ts.
    <button type="button" className="link-button" data-cookie-settings onClick={() => window.dispatchEvent(new Event(openCookieSettingsEvent))}>
      {t('manage')}
    </button>
  )
}
