import { useEffect, useState } from 'react'
import { useTranslations } from '~/app/i18n/intl'
import { RequiredHint } from './account-field'

interface PasswordFieldProps {
  name: string
  label: string
  autoComplete: 'current-password' | 'new-password'
  error: string | null
  idPrefix: string
  /** A hint under the field (the password policy), tied to it with aria-describedby. */
  hint?: string
}

/**
 * A password input with the show/hide toggle of SPEC §2. The toggle needs JavaScript, so it
 * appears once the page is hydrated; before that the field works as a plain password field.
 */
export function PasswordField({ name, label, autoComplete, error, idPrefix, hint }: PasswordFieldProps) {
  const t = useTranslations('account.form')
  const id = `${idPrefix}-${name}`
  const [isVisible, setVisible] = useState(false)
  const [isHydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        <RequiredHint />
      </label>
      <div className="password-input">
        <input
          id={id}
          name={name}
          type={isVisible ? 'text' : 'password'}
          className="input"
          autoComplete={autoComplete}
          required
          maxLength={1024}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {isHydrated && (
          <button
            type="button"
            className="password-input__toggle"
            aria-controls={id}
            onClick={() => setVisible((v) => !v)}
          >
            {t(isVisible ? 'hidePassword' : 'showPassword')}
          </button>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint-text">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}
