import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { SocialProvider } from '~/server/modules/customers/oidc-client'

const names: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' }

/**
 * The social login buttons of the login and register pages (SPEC §2, issue 5): plain links to the
 * social login page, which starts the attempt and sends the browser to the provider, so they work
 * before JavaScript and are never prefetched. Only the providers that are configured and enabled
 * in the checkout settings come in; with none, nothing renders.
 */
export function SocialLoginButtons({ providers, redirectTo }: { providers: readonly SocialProvider[]; redirectTo?: string | null }) {
  const t = useTranslations('account.social')
  const locale = useLocale() as Locale
  if (providers.length === 0) return null
  return (
    <nav className="social-login" aria-label={t('buttonsLabel')}>
      <p className="social-login__or">
        <span>{t('or')}</span>
      </p>
      <ul className="social-login__list">
        {providers.map((provider) => (
          <li key={provider}>
            <a
              className={`btn btn--secondary btn--block social-login__button social-login__button--${provider}`}
              href={href('socialLogin', locale, {}, { provider, ...(redirectTo && { redirectTo }) })}
            >
              {t('continueWith', { provider: names[provider] })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
