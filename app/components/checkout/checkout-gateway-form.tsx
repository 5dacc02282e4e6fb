import { useEffect, useRef } from 'react'
import { useTranslations } from '~/app/i18n/intl'

/**
 * The hand-over to the card gateway's hosted page (decision 009): a form of the signed fields,
 * POSTed there. With JavaScript it sends itself as soon as it is on the page (from React, so no
 * inline script and no nonce); without, the shopper presses its button. No card data ever passes
 * through the shop.
 */
export function CheckoutGatewayForm({ action, fields }: { action: string; fields: Record<string, string> }) {
  const t = useTranslations('checkout.gateway')
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    formRef.current?.submit()
  }, [action, fields])
  return (
    <main className="container checkout-gateway">
      <div className="checkout-gateway__card">
        <h1 className="page-title">{t('title')}</h1>
        <p>{t('text')}</p>
        <form method="post" action={action} ref={formRef}>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="btn btn--primary">{t('submit')}</button>
        </form>
      </div>
    </main>
  )
}
