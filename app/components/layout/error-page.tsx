import { useTranslations } from '~/app/i18n/intl'
import { HomeAndShopLinks } from '~/app/components/ui/home-and-shop-links'

/** SPEC §2 Error page: status code, message, buttons to the home page and the shop. */
export function ErrorPage({ status, message, details }: { status: number; message: string; details?: string }) {
  const t = useTranslations()
  return (
    <main className="error-page container">
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 className="error-page__title">
        <span className="visually-hidden">{t('shell.error.title', { status })}: </span>
        {message}
      </h1>
      <HomeAndShopLinks className="error-page__actions" />
      {details && <pre className="error-page__details">{details}</pre>}
    </main>
  )
}

/** SPEC §8: what shows when the error page itself cannot be rendered; plain markup, no hooks. */
export function ErrorPageFailed({ message, homeLabel, homeHref }: { message: string; homeLabel: string; homeHref: string }) {
  return (
    <main className="error-page container">
      <h1 className="error-page__title">{message}</h1>
      <p>
        <a href={homeHref} className="btn btn--primary">
          {homeLabel}
        </a>
      </p>
    </main>
  )
}
