import type { FormConsent } from '~/server/modules/consents/form-consents'
import { RequiredHint } from '~/app/components/account/account-field'

/**
 * The consents of a form with their HTML labels (sanitised by the consents module): the price
 * request's and the registration's; each error is tied to its checkbox (field `consent.{uniqueNumber}`).
 */
export function ConsentCheckboxes({ consents, checked, errorOf, idPrefix }: {
  consents: FormConsent[]
  checked: readonly string[]
  errorOf: (field: string) => string | null
  idPrefix: string
}) {
  return (
    <>
      {consents.map((consent) => {
        const id = `${idPrefix}-consent-${consent.uniqueNumber}`
        const error = errorOf(`consent.${consent.uniqueNumber}`)
        return (
          <div key={consent.uniqueNumber} className="consent-field">
            <input
              type="checkbox"
              id={id}
              name="acceptedConsents"
              value={consent.uniqueNumber}
              required={consent.required}
              defaultChecked={checked.includes(consent.uniqueNumber)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <label htmlFor={id}>
              <span dangerouslySetInnerHTML={{ __html: consent.displayName }} />
              {consent.required && <RequiredHint />}
            </label>
            {error && (
              <p id={`${id}-error`} className="field__error">
                {error}
              </p>
            )}
          </div>
        )
      })}
    </>
  )
}
