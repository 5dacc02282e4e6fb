import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { resultFor, type CartActionResult } from '~/app/lib/cart-action-result'
import { useCartNotice } from './cart-notice'
import { useHydrated } from './use-hydrated'

/**
 * The membership card (SPEC §5): for a logged-in customer with a cart, a barcode field; an empty
 * one is core.notifications.membershipCardBarcodeEmpty, an unknown one
 * core.notifications.membershipCardBarcodeInvalid, a valid one reprices the cart at membership
 * prices. The applied card is shown as its barcode, drawn by app/routes/member-card-barcode.ts.
 * A visitor who is not logged in is told to log in, and comes back here afterwards.
 */
export function MemberCardForm({ barcode, canUse, result }: { barcode: string | null; canUse: boolean; result?: CartActionResult }) {
  const t = useTranslations()
  const locale = useLocale() as Locale
  const hydrated = useHydrated()
  const fetcher = useFetcher<CartActionResult>({ key: 'cart-member-card' })
  const announce = useCartNotice()
  const answer = fetcher.data ?? resultFor(result, 'applyMemberCard')
  const refused = answer && !answer.ok ? answer : undefined
  const [typed, setTyped] = useState(refused?.value ?? barcode ?? '')
  const [error, setError] = useState<string | null>(null)
  const isPending = fetcher.state !== 'idle'

  useEffect(() => {
    if (!fetcher.data) return
    announce(fetcher.data)
    setError(null)
  }, [fetcher.data, announce])

  if (!canUse) {
    const login = href('login', locale, {}, { redirectTo: href('cart', locale) })
    return <p className="member-card__login">{t.rich('cart.memberCard.loginHint', { link: (chunks) => <a href={login}>{chunks}</a> })}</p>
  }
  const message = error ?? (refused ? t(refused.message as never, refused.params as never) : null)
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (typed.trim() === '') {
      event.preventDefault()
      setError(t('core.notifications.membershipCardBarcodeEmpty'))
    }
  }
  const errorId = 'member-card-error'
  return (
    <div className="member-card">
      {barcode && (
        <figure className="member-card__card">
          <img src={`/member-card-barcode/${encodeURIComponent(barcode)}`} alt={t('cart.memberCard.barcodeAlt', { barcode })} className="member-card__barcode" />
          <figcaption>{t('cart.memberCard.active')}</figcaption>
        </figure>
      )}
      <fetcher.Form method="post" className="member-card__form" noValidate onSubmit={onSubmit} aria-busy={isPending || undefined}>
        <input type="hidden" name="intent" value="applyMemberCard" />
        {hydrated && <input type="hidden" name="live" value="1" />}
        <label htmlFor="member-card-barcode" className="field__label">{t('cart.memberCard.label')}</label>
        <div className="coupon-form__row">
          <input
            id="member-card-barcode" name="barcode" className="input" autoComplete="off" inputMode="numeric" maxLength={100}
            value={typed} onChange={(e) => { setTyped(e.target.value); setError(null) }}
            aria-invalid={message ? true : undefined} aria-describedby={message ? errorId : undefined}
          />
          <button type="submit" className="btn btn--secondary" aria-disabled={isPending || undefined} onClick={(e) => isPending && e.preventDefault()}>
            {t('cart.memberCard.apply')}
          </button>
        </div>
        {message && <p id={errorId} className="field__error">{message}</p>}
      </fetcher.Form>
    </div>
  )
}
