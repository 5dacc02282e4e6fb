import { Form } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { AddressAnswer, AddressIntent, AddressValues } from '~/app/lib/profile-forms.server'
import { AccountField } from './account-field'
import { CountryField, type CountryOption } from './country-field'
import { FormAlert } from './form-feedback'
import { SubmitButton } from './submit-button'
import { useErrorText, useFocusFirstError } from './use-form-errors'

interface AddressFormProps {
  intent: AddressIntent
  /** The address being edited; none for a new one. */
  addressId?: number
  values: AddressValues
  /** This form's own refused answer, if the last submit was this form's. */
  answer: AddressAnswer | undefined
  countries: readonly CountryOption[]
  /** Whether to offer "make this the default" (not for the address that already is). */
  canMakeDefault: boolean
}

/**
 * One address's fields as SPEC §3's delivery form has them (the e-mail is the account's), posted to
 * the profile (web/address/create or update/{id}). Phone and zip code bring up the digits keyboard
 * (SPEC §5). Ids are prefixed per address, so two forms on the page never share one.
 */
export function AddressForm({ intent, addressId, values, answer, countries, canMakeDefault }: AddressFormProps) {
  const t = useTranslations()
  const locale = useLocale() as Locale
  const formRef = useFocusFirstError(answer)
  const errorOf = useErrorText(answer?.errors)
  const shown = answer?.values ?? values
  const idPrefix = addressId ? `address-${addressId}` : 'address-new'
  const label = (name: string) => t(`account.profile.addresses.${name}` as never)
  return (
    <Form method="post" action={href('profile', locale, {}, { tab: 'addresses' })} className="account-form stack address-form" noValidate ref={formRef} replace preventScrollReset>
      {answer?.errors.form && <FormAlert title={errorOf('form')} />}
      <input type="hidden" name="intent" value={intent} />
      {addressId && <input type="hidden" name="addressId" value={addressId} />}
      <div className="account-form__row">
        <AccountField idPrefix={idPrefix} name="firstName" label={t('account.form.firstName')} autoComplete="given-name" maxLength={100} defaultValue={shown.firstName} error={errorOf('firstName')} />
        <AccountField idPrefix={idPrefix} name="lastName" label={t('account.form.lastName')} autoComplete="family-name" maxLength={100} defaultValue={shown.lastName} error={errorOf('lastName')} />
      </div>
      <div className="account-form__row address-form__street">
        <AccountField idPrefix={idPrefix} name="street" label={label('street')} autoComplete="address-line1" maxLength={200} defaultValue={shown.street} error={errorOf('street')} />
        <AccountField idPrefix={idPrefix} name="houseNumber" label={label('houseNumber')} autoComplete="off" maxLength={20} defaultValue={shown.houseNumber} error={errorOf('houseNumber')} />
      </div>
      <div className="account-form__row address-form__city">
        <AccountField idPrefix={idPrefix} name="zipCode" label={label('zipCode')} autoComplete="postal-code" inputMode="numeric" maxLength={10} defaultValue={shown.zipCode} error={errorOf('zipCode')} />
        <AccountField idPrefix={idPrefix} name="city" label={label('city')} autoComplete="address-level2" maxLength={100} defaultValue={shown.city} error={errorOf('city')} />
      </div>
      <CountryField idPrefix={idPrefix} countries={countries} defaultValue={shown.country || (addressId ? '' : 'HR')} error={errorOf('country')} />
      <AccountField idPrefix={idPrefix} name="contactPhone" type="tel" label={label('contactPhone')} autoComplete="tel" inputMode="tel" maxLength={30} defaultValue={shown.contactPhone} error={errorOf('contactPhone')} />
      {canMakeDefault && (
        <div className="consent-field">
          <input type="checkbox" id={`${idPrefix}-isDefault`} name="isDefault" value="on" defaultChecked={shown.isDefault} />
          <label htmlFor={`${idPrefix}-isDefault`}>{label('makeDefault')}</label>
        </div>
      )}
      <SubmitButton intent={intent} pendingLabel={t('account.form.sending')}>
        {label(intent === 'address-create' ? 'create' : 'save')}
      </SubmitButton>
    </Form>
  )
}
