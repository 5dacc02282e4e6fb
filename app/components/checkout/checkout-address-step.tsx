import { useErrorText, useFocusFirstError } from '~/app/components/account/use-form-errors'
import { Form } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import { AccountField } from '~/app/components/account/account-field'
import { CountryField } from '~/app/components/account/country-field'
import { ConsentCheckboxes } from '~/app/components/ui/consent-checkboxes'
import type { AddressValues, CheckoutErrors, ConsentOption } from '~/app/lib/checkout-view'
import { StepActions, StepAlert } from './checkout-form-parts'
import { useFormDraft } from './checkout-draft'

/**
 * Step 1 (SPEC §3 delivery form): who receives the order and where, the contact e-mail and phone,
 * a country the shop delivers to, and the step's consents (privacy required, newsletter optional).
 * Phone and zip code bring up the digits keyboard (SPEC §5); autocomplete names every field.
 */
export function CheckoutAddressStep({ values, errors, answerKey, countries, consents }: {
  values: AddressValues
  errors: CheckoutErrors | undefined
  /** A new object with each refused answer: focus then goes to the first invalid field. */
  answerKey: unknown
  countries: { iso: string; name: string }[]
  consents: ConsentOption[]
}) {
  const t = useTranslations('checkout')
  const tAll = useTranslations()
  const locale = useLocale() as Locale
  const formRef = useFocusFirstError(answerKey)
  useFormDraft(formRef, 'address', !answerKey)
  const errorOf = useErrorText(errors)
  const field = { idPrefix: 'checkout', maxLength: 100 }
  return (
    <Form method="post" action={`${href('checkout', locale)}?step=1`} className="checkout-form stack" noValidate ref={formRef}>
      <input type="hidden" name="intent" value="address" />
      <StepAlert errors={errors} />
      <div className="account-form__row">
        <AccountField {...field} name="firstName" label={tAll('account.form.firstName')} autoComplete="given-name" defaultValue={values.firstName} error={errorOf('firstName')} />
        <AccountField {...field} name="lastName" label={tAll('account.form.lastName')} autoComplete="family-name" defaultValue={values.lastName} error={errorOf('lastName')} />
      </div>
      <div className="account-form__row">
        <AccountField {...field} name="contactEmail" type="email" label={t('address.contactEmail')} autoComplete="email" maxLength={254} defaultValue={values.contactEmail} error={errorOf('contactEmail')} />
        <AccountField
          {...field} name="contactPhone" type="tel" inputMode="tel" label={t('address.contactPhone')} hint={t('address.phoneHint')} autoComplete="tel"
          maxLength={30} defaultValue={values.contactPhone} error={errorOf('contactPhone')}
        />
      </div>
      <div className="account-form__row checkout-form__street">
        <AccountField {...field} name="street" label={t('address.street')} autoComplete="address-line1" maxLength={150} defaultValue={values.street} error={errorOf('street')} />
        <AccountField {...field} name="houseNumber" label={t('address.houseNumber')} autoComplete="off" maxLength={20} defaultValue={values.houseNumber} error={errorOf('houseNumber')} />
      </div>
      <div className="account-form__row checkout-form__city">
        <AccountField {...field} name="zipCode" label={t('address.zipCode')} autoComplete="postal-code" inputMode="numeric" maxLength={10} defaultValue={values.zipCode} error={errorOf('zipCode')} />
        <AccountField {...field} name="city" label={t('address.city')} autoComplete="address-level2" defaultValue={values.city} error={errorOf('city')} />
      </div>
      <CountryField idPrefix="checkout" countries={countries} defaultValue={values.country} error={errorOf('country')} />
      {consents.length > 0 && (
        <fieldset className="checkout-fieldset stack">
          <legend className="checkout-fieldset__legend">{t('address.consents')}</legend>
          <ConsentCheckboxes idPrefix="checkout-address" consents={consents} checked={values.acceptedConsents} errorOf={errorOf} />
        </fieldset>
      )}
      <StepActions back={href('cart', locale)} backLabel={t('nav.backToCart')} intent="address" submitLabel={t('nav.next')} pendingLabel={t('nav.sending')} />
    </Form>
  )
}
