import { useContext, useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { useTranslations } from '~/app/i18n/intl'
import type { CookieChoices } from '~/server/modules/consents/service'
import { ClientRouting } from '../ui/app-link'
import { useToast } from '../ui/toast-provider'
import { CachedFragment } from './cached-fragment'
import { CookieChoiceFields } from './cookie-choice-fields'
import { openCookieSettingsEvent } from './cookie-settings-button'

/**
 * SPEC §2 Cookie banner, EU ePrivacy/GDPR style: accept all, reject all and settings carry equal
 * visual weight. A plain POST works without JavaScript; with it, a fetcher closes the banner in place.
 * The footer's cookie settings button reopens it with the choices shown.
 */
/** The banner's CMS text; the description is sanitised HTML (it links the privacy page). */
export interface CookieBannerContent {
  version: number
  title: string
  descriptionHtml: string
}

export function CookieBanner(props: { banner: CookieBannerContent | null; isInitiallyOpen: boolean; consent: CookieChoices | null }) {
  const t = useTranslations('shell.cookies')
  const fetcher = useFetcher<{ ok: true }>()
  // Where the page has no client router, a plain form (app/enhance/cookie-settings.ts enhances it).
  const BannerForm = useContext(ClientRouting) ? fetcher.Form : 'form'
  const toast = useToast()
  const isHydrated = useIsHydrated()
  const [isOpen, setOpen] = useState(props.isInitiallyOpen)
  const [showChoices, setShowChoices] = useState(false)

  useEffect(() => {
    const reopen = () => {
      setShowChoices(true)
      setOpen(true)
    }
    window.addEventListener(openCookieSettingsEvent, reopen)
    return () => window.removeEventListener(openCookieSettingsEvent, reopen)
  }, [])

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) toast.success(t('saved'))
    // Once per completed submission; the toast API is stable.
  }, [fetcher.state, fetcher.data]) // eslint-disable-line react-hooks/exhaustive-deps

  // Always in the page, hidden once answered: the footer's settings button shows it again, also
  // on pages without the client framework (app/enhance/cookie-settings.ts).
  return (
    <section id="cookie-banner" className="cookie-banner" aria-labelledby="cookie-banner-title" hidden={!isOpen || fetcher.state !== 'idle'}>
      <BannerForm method="post" action="/cookie-consent" className="cookie-banner__form" onSubmit={() => setOpen(false)}>
        {isHydrated && <input type="hidden" name="js" value="1" />}
        <BannerBody banner={props.banner} consent={props.consent} showChoices={showChoices} />
      </BannerForm>
    </section>
  )
}

type BannerDeps = { banner: CookieBannerContent | null; consent: CookieChoices | null }

/**
 * The banner of a page without the client framework: what CookieBanner renders there (a plain
 * form, choices folded), the same on every page for the same choice, so rendered once and kept
 * (cached-fragment.tsx); app/enhance/cookie-settings.ts enhances it.
 */
export function StaticCookieBanner({ banner, isInitiallyOpen, consent }: { banner: CookieBannerContent | null; isInitiallyOpen: boolean; consent: CookieChoices | null }) {
  return (
    <CachedFragment
      name="cookies"
      as="section"
      attributes={{ id: 'cookie-banner', className: 'cookie-banner', 'aria-labelledby': 'cookie-banner-title', hidden: !isInitiallyOpen }}
      deps={{ banner, consent } satisfies BannerDeps}
      path=""
      slots={{}}
      render={staticBannerForm}
    />
  )
}

function staticBannerForm({ banner, consent }: BannerDeps) {
  return (
    <form method="post" action="/cookie-consent" className="cookie-banner__form">
      <BannerBody banner={banner} consent={consent} showChoices={false} />
    </form>
  )
}

function BannerBody({ banner, consent, showChoices }: BannerDeps & { showChoices: boolean }) {
  const t = useTranslations('shell.cookies')
  return (
    <>
      <h2 id="cookie-banner-title" className="cookie-banner__title" tabIndex={-1}>
        {banner?.title || t('title')}
      </h2>
      {banner?.descriptionHtml ? (
        <div className="cookie-banner__text" dangerouslySetInnerHTML={{ __html: banner.descriptionHtml }} />
      ) : (
        <p className="cookie-banner__text">{t('description')}</p>
      )}
      <div className="cookie-banner__actions">
        <button type="submit" name="intent" value="accept" className="btn btn--primary cookie-banner__btn">
          {t('acceptAll')}
        </button>
        <button type="submit" name="intent" value="reject" className="btn btn--primary cookie-banner__btn">
          {t('rejectAll')}
        </button>
        <details className="cookie-banner__settings" open={showChoices || undefined}>
          <summary className="btn btn--primary cookie-banner__btn">{t('settings')}</summary>
          <CookieChoiceFields consent={consent} />
        </details>
      </div>
    </>
  )
}

function useIsHydrated() {
  const [isHydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return isHydrated
}
