import { useErrorText, useFocusFirstError } from '~/app/components/account/use-form-errors'
import { useState } from 'react'
import { Form } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { RequiredHint } from '~/app/components/account/account-field'
import { useHydrated } from '~/app/components/cart/use-hydrated'
import { formatMoney } from '~/app/lib/money'
import type { CheckoutErrors, DeliveryOption, DeliveryValues } from '~/app/lib/checkout-view'
import { useFormDraft } from './checkout-draft'
import { StepActions, StepAlert } from './checkout-form-parts'

/**
 * Step 2 (SPEC §7 getApplicableDeliveryMethods, saveDeliveryMethod): the methods with their
 * description and price for this cart (free shown as such). Pickup (method code 15) needs a branch:
 * with JavaScript its select appears once pickup is chosen; without, it is always there, marked as
 * meant for pickup only (the server ignores it for other methods).
 */
export function CheckoutDeliveryStep({ methods, values, errors, answerKey }: {
  methods: DeliveryOption[]
  values: DeliveryValues
  errors: CheckoutErrors | undefined
  answerKey: unknown
}) {
  const t = useTranslations('checkout')
  const locale = useLocale() as Locale
  const isHydrated = useHydrated()
  const formRef = useFocusFirstError(answerKey)
  useFormDraft(formRef, 'delivery', !answerKey)
  const errorOf = useErrorText(errors)
  const [chosenId, setChosenId] = useState(values.deliveryMethodId)
  const pickup = methods.find((m) => m.isPickup)
  const isPickupChosen = pickup !== undefined && String(pickup.id) === chosenId
  const methodError = errorOf('deliveryMethodId')
  const branchError = errorOf('branchId')
  return (
    <Form method="post" action={`${href('checkout', locale)}?step=2`} className="checkout-form stack" noValidate ref={formRef}>
      <input type="hidden" name="intent" value="delivery" />
      <StepAlert errors={errors} />
      <fieldset className="checkout-fieldset" aria-describedby={methodError ? 'checkout-delivery-error' : undefined}>
        <legend className="checkout-fieldset__legend">
          {t('delivery.legend')}
          <RequiredHint />
        </legend>
        <ul className="checkout-choices" role="list">
          {methods.map((method) => {
            const id = `checkout-delivery-${method.id}`
            return (
              <li key={method.id}>
                <input
                  type="radio" className="checkout-choice__input" id={id} name="deliveryMethodId" value={method.id} required
                  defaultChecked={String(method.id) === values.deliveryMethodId}
                  onChange={(e) => e.currentTarget.checked && setChosenId(String(method.id))}
                  aria-invalid={methodError ? true : undefined}
                />
                <label htmlFor={id} className="checkout-choice">
                  <span className="checkout-choice__name">{method.name}</span>{' '}
                  <span className="checkout-choice__price">{method.price === 0 ? t('delivery.free') : formatMoney(method.price, locale)}</span>{' '}
                  <span className="checkout-choice__description">{method.description}</span>
                </label>
              </li>
            )
          })}
        </ul>
        {methodError && <p id="checkout-delivery-error" className="field__error">{methodError}</p>}
      </fieldset>
      {pickup && (!isHydrated || isPickupChosen) && (
        <div className="field checkout-branch">
          <label className="field__label" htmlFor="checkout-branchId">
            {t('delivery.branch')}
            <RequiredHint />
          </label>
          <select
            id="checkout-branchId" name="branchId" className="select" required={isPickupChosen} defaultValue={values.branchId}
            aria-invalid={branchError ? true : undefined}
            aria-describedby={[!isHydrated && 'checkout-branchId-hint', branchError && 'checkout-branchId-error'].filter(Boolean).join(' ') || undefined}
          >
            <option value="">{t('delivery.chooseBranch')}</option>
            {pickup.branches.map((branch) => (
              <option key={branch.id} value={branch.id}>{`${branch.name} (${branch.address})`}</option>
            ))}
          </select>
          {!isHydrated && <p id="checkout-branchId-hint" className="field__hint-text">{t('delivery.branchHint')}</p>}
          {branchError && <p id="checkout-branchId-error" className="field__error">{branchError}</p>}
        </div>
      )}
      <StepActions back={`${href('checkout', locale)}?step=1`} backLabel={t('nav.previous')} intent="delivery" submitLabel={t('nav.next')} pendingLabel={t('nav.sending')} />
    </Form>
  )
}
