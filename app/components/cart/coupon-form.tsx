import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { useTranslations } from '~/app/i18n/intl'
import { resultFor, type CartActionResult } from '~/app/lib/cart-action-result'
import { useCartNotice } from './cart-notice'
import { useHydrated } from './use-hydrated'

/**
 * The coupon form of the summary (SPEC §2, §4, §5): a code and an apply button; the field is
 * required (core.validation.required), the server's refusals are shown beside it in the
 * shopper's language ('Coupon not found!' as 'Kupon nije pronađen!', the rate limit) with what
 * was typed kept. Applied: the field disabled with the code and its percentage, and a button that
 * removes the coupon, after which the field is empty again with no message.
 */
export function CouponForm({ code, percent, result }: { code: string | null; percent: number | null; result?: CartActionResult }) {
  const t = useTranslations()
  const hydrated = useHydrated()
  const fetcher = useFetcher<CartActionResult>({ key: 'cart-coupon' })
  const announce = useCartNotice()
  const answer = fetcher.data ?? resultFor(result, ['applyCoupon', 'removeCoupon'])
  const refused = answer && !answer.ok && answer.field === 'coupon' ? answer : undefined
  const [typed, setTyped] = useState(refused?.value ?? '')
  const [error, setError] = useState<string | null>(null)
  const isApplied = code !== null
  const isPending = fetcher.state !== 'idle'

  useEffect(() => {
    const data = fetcher.data
    if (!data) return
    announce(data)
    setError(null)
    if (data.ok) setTyped('')
  }, [fetcher.data, announce])

  const message = error ?? (refused && !isApplied ? t(refused.message as never, refused.params as never) : null)
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // The required field is checked here too, so an empty code never costs a request.
    if (!isApplied && typed.trim() === '') {
      event.preventDefault()
      setError(t('core.validation.required'))
    }
  }
  const errorId = 'coupon-code-error'
  return (
    <fetcher.Form method="post" className="coupon-form" noValidate onSubmit={onSubmit} aria-busy={isPending || undefined}>
      <input type="hidden" name="intent" value={isApplied ? 'removeCoupon' : 'applyCoupon'} />
      {hydrated && <input type="hidden" name="live" value="1" />}
      <label htmlFor="coupon-code" className="field__label">{t('cart.coupon.label')}</label>
      <div className="coupon-form__row">
        {isApplied ? (
          <input id="coupon-code" className="input" value={code} disabled readOnly aria-describedby="coupon-code-applied" />
        ) : (
          <input
            id="coupon-code" name="coupon" className="input" autoComplete="off" maxLength={100}
            value={typed} onChange={(e) => { setTyped(e.target.value); setError(null) }}
            aria-invalid={message ? true : undefined} aria-describedby={message ? errorId : undefined}
          />
        )}
        <button type="submit" className="btn btn--secondary" aria-disabled={isPending || undefined} onClick={(e) => isPending && e.preventDefault()}>
          {isApplied ? t('cart.coupon.remove') : t('cart.coupon.apply')}
        </button>
      </div>
      {isApplied && percent !== null && <p id="coupon-code-applied" className="coupon-form__applied">{t('cart.coupon.appliedPercent', { code, percent })}</p>}
      {message && <p id={errorId} className="field__error">{message}</p>}
    </fetcher.Form>
  )
}
