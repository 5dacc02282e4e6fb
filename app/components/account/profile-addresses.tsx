import { useTranslations } from '~/app/i18n/intl'
import type { AddressAnswer, AddressValues } from '~/app/lib/profile-forms.server'
import { AddressForm } from './address-form'
import type { CountryOption } from './country-field'
import { FormAlert } from './form-feedback'
import { useErrorText } from './use-form-errors'

export type ProfileAddress = Omit<AddressValues, 'isDefault'> & { id: number; isDefault: boolean }

const blank: AddressValues = { firstName: '', lastName: '', contactPhone: '', street: '', houseNumber: '', city: '', zipCode: '', country: '', isDefault: false }

/**
 * The addresses tab (issue 5): each saved address with its edit form, then a form for a new one.
 * The forms sit in <details>, which open and close without JavaScript; a refused form comes back
 * open with its errors. An edit of an address that is not listed (another customer's, 404) is
 * answered above the list.
 */
export function ProfileAddresses({ addresses, countries, answer }: {
  addresses: readonly ProfileAddress[]
  countries: readonly CountryOption[]
  answer: AddressAnswer | undefined
}) {
  const t = useTranslations('account.profile.addresses')
  const countryName = new Map(countries.map((c) => [c.iso, c.name]))
  const isUnlisted = answer?.intent === 'address-update' && !addresses.some((a) => a.id === answer.addressId)
  const errorOf = useErrorText(isUnlisted ? answer.errors : undefined)
  const createAnswer = answer?.intent === 'address-create' ? answer : undefined
  return (
    <div className="profile-addresses stack">
      {isUnlisted && <FormAlert title={errorOf('form') ?? errorOf(Object.keys(answer.errors)[0] ?? 'form')} />}
      {addresses.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="address-list" aria-label={t('listLabel')}>
          {addresses.map((address) => {
            const own = answer?.intent === 'address-update' && answer.addressId === address.id ? answer : undefined
            return (
              <li key={address.id} className="address-card">
                <address className="address-card__text">
                  <strong>{`${address.firstName} ${address.lastName}`}</strong>
                  <br />
                  {`${address.street} ${address.houseNumber}`}
                  <br />
                  {`${address.zipCode} ${address.city}`}
                  <br />
                  {countryName.get(address.country) ?? address.country}
                  <br />
                  {address.contactPhone}
                </address>
                {address.isDefault && <p className="address-card__badge">{t('default')}</p>}
                <details className="address-card__edit" open={own ? true : undefined}>
                  <summary className="address-card__summary">{t('edit')}</summary>
                  <AddressForm
                    key={JSON.stringify(address)}
                    intent="address-update"
                    addressId={address.id}
                    values={address}
                    answer={own}
                    countries={countries}
                    canMakeDefault={!address.isDefault}
                  />
                </details>
              </li>
            )
          })}
        </ul>
      )}
      <section className="address-new" aria-labelledby="address-new-title">
        <h3 id="address-new-title" className="address-new__title">{t('newTitle')}</h3>
        <AddressForm
          key={addresses.length}
          intent="address-create"
          values={blank}
          answer={createAnswer}
          countries={countries}
          canMakeDefault={addresses.length > 0}
        />
      </section>
    </div>
  )
}
