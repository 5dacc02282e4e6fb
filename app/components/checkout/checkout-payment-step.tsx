import { useErrorText, useFocusFirstError } from '~/app/components/account/use-form-errors'
import { useEffect, useRef, useState } from 'react'
import { Form } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { AccountField, RequiredHint } from '~/app/components/account/account-field'
import { useHydrated } from '~/app/components/cart/use-hydrated'
import { ConsentCheckboxes } from '~/app/components/ui/consent-checkboxes'
import type { CheckoutErrors, CheckoutStepsView, PaymentValues } from '~/app/lib/checkout-view'
import { StepActions, StepAlert, useIsSending } from './checkout-form-parts'
import { CheckoutLegalBox } from './checkout-legal-box'
import { clearCheckoutDrafts, useFormDraft } from './checkout-draft'

/**
 * Step 3 (SPEC §7 getApplicablePaymentMethods, savePaymentMethod, order/create): the payment
 * method, an R1 invoice's company and OIB when asked for, then everything Directive 2011/83/EU
 * art. 6 and 8(2) want in front of the button, the terms of sale (unticked, required, apart from
 * any optional consent) and the button 'Naruči s obvezom plaćanja'. The page's total goes along
 * as expectedTotal: the order is made only at the price the shopper saw (decision 009).
 */
export function CheckoutPaymentStep({ page, values, errors, answerKey }: {
  page: CheckoutStepsView
  values: PaymentValues
  errors: CheckoutErrors | undefined
  answerKey: unknown
}) {
  const t = useTranslations('checkout')
  const locale = useLocale() as Locale
  const isHydrated = useHydrated()
  const formRef = useFocusFirstError(answerKey)
  useFormDraft(formRef, 'payment', !answerKey)
  const errorOf = useErrorText(errors)
  const [methodId, setMethodId] = useState(values.methodId)
  const [isInvoice, setIsInvoice] = useState(values.isInvoiceRequested)
  const isSending = useIsSending('order')
  const sent = useRef(false)
  const methodError = errorOf('methodId')
  const chosen = page.paymentMethods.find((m) => String(m.id) === methodId)
  const delivery = page.deliveryMethods.find((m) => String(m.id) === page.delivery.deliveryMethodId)
  const branch = delivery?.branches.find((b) => String(b.id) === page.delivery.branchId)
  const showsInvoiceFields = !isHydrated || isInvoice
  // One order per submit: a second click while the first is on its way is ignored (the server
  // would answer the same order anyway, decision 009).
  const onSubmit = (event: React.FormEvent) => {
    if (isSending || sent.current) {
      event.preventDefault()
      return
    }
    sent.current = true
    clearCheckoutDrafts()
  }
  useEffect(() => {
    sent.current = false
  }, [answerKey])
  return (
    <Form method="post" action={`${href('checkout', locale)}?step=3`} className="checkout-form stack" noValidate ref={formRef} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="order" />
      <input type="hidden" name="expectedTotal" value={page.overview.expectedTotal} />
      <StepAlert errors={errors} />
      <fieldset className="checkout-fieldset" aria-describedby={methodError ? 'checkout-payment-error' : undefined}>
        <legend className="checkout-fieldset__legend">
          {t('payment.legend')}
          <RequiredHint />
        </legend>
        <ul className="checkout-choices" role="list">
          {page.paymentMethods.map((method) => {
            const id = `checkout-payment-${method.id}`
            return (
              <li key={method.id}>
                <input
                  type="radio" className="checkout-choice__input" id={id} name="methodId" value={method.id} required
                  defaultChecked={String(method.id) === values.methodId}
                  onChange={(e) => e.currentTarget.checked && setMethodId(String(method.id))}
                  aria-invalid={methodError ? true : undefined}
                />
                <label htmlFor={id} className="checkout-choice">
                  <span className="checkout-choice__name">{method.name}</span>{' '}
                  <span className="checkout-choice__description">{method.description}</span>
                </label>
              </li>
            )
          })}
        </ul>
        {methodError && <p id="checkout-payment-error" className="field__error">{methodError}</p>}
      </fieldset>

      <fieldset className="checkout-fieldset stack">
        <legend className="checkout-fieldset__legend">{t('payment.invoiceLegend')}</legend>
        <div className="consent-field">
          <input
            type="checkbox" id="checkout-invoice" name="invoice" value="on" defaultChecked={values.isInvoiceRequested}
            onChange={(e) => setIsInvoice(e.currentTarget.checked)} aria-controls={showsInvoiceFields ? 'checkout-invoice-fields' : undefined}
          />
          <label htmlFor="checkout-invoice">{t('payment.invoice')}</label>
        </div>
        {showsInvoiceFields && (
          <div className="account-form__row checkout-invoice" id="checkout-invoice-fields">
            <AccountField
              idPrefix="checkout" name="companyName" label={t('payment.companyName')} autoComplete="organization" maxLength={150}
              required={isHydrated} hint={isHydrated ? undefined : t('payment.invoiceHint')} defaultValue={values.companyName} error={errorOf('companyName')}
            />
            <AccountField
              idPrefix="checkout" name="oib" label={t('payment.oib')} autoComplete="off" inputMode="numeric" maxLength={11}
              required={isHydrated} hint={t('payment.oibHint')} defaultValue={values.oib} error={errorOf('oib')}
            />
          </div>
        )}
      </fieldset>

      <CheckoutLegalBox
        seller={page.seller} overview={page.overview} delivery={delivery} branchName={branch?.name ?? null} paymentName={chosen?.name ?? null}
      />

      {page.consents.payment.length > 0 && (
        <fieldset className="checkout-fieldset stack checkout-terms">
          <legend className="checkout-fieldset__legend">{t('payment.termsLegend')}</legend>
          <ConsentCheckboxes idPrefix="checkout-payment" consents={page.consents.payment} checked={values.acceptedConsents} errorOf={errorOf} />
        </fieldset>
      )}
      <StepActions
        back={`${href('checkout', locale)}?step=2`} backLabel={t('nav.previous')} intent="order" isPrimarySubmit
        submitLabel={t('payment.submit')} pendingLabel={t('payment.submitting')}
      />
    </Form>
  )
}
