import { useTranslations } from '~/app/i18n/intl'
import { RequiredHint } from './account-field'

export interface CountryOption {
  iso: string
  name: string
}

/** The country of an address: a select of the master list (SPEC §3 country: ISO code), its error tied to it. */
export function CountryField({ idPrefix, countries, defaultValue, error }: {
  idPrefix: string
  countries: readonly CountryOption[]
  defaultValue: string
  error: string | null
}) {
  const t = useTranslations('account.profile.addresses')
  const id = `${idPrefix}-country`
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('country')}
        <RequiredHint />
      </label>
      <select
        id={id}
        name="country"
        className="select"
        autoComplete="country"
        required
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{t('chooseCountry')}</option>
        {countries.map((country) => (
          <option key={country.iso} value={country.iso}>
            {country.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}
