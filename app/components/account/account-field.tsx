import { useTranslations } from '~/app/i18n/intl'

interface AccountFieldProps {
  name: string
  label: string
  type?: 'text' | 'email' | 'tel'
  /** The on-screen keyboard for digits-only fields (zip code, card number), SPEC §5. */
  inputMode?: 'numeric' | 'tel'
  /** A hint under the field, tied to it with aria-describedby. */
  hint?: string
  autoComplete: string
  defaultValue?: string
  error: string | null
  required?: boolean
  maxLength?: number
  /** Prefix of the element ids, so two forms on one page never share one. */
  idPrefix: string
}

/** A labelled input with its error tied to it (aria-invalid, aria-describedby), STYLE §9. */
export function AccountField({ name, label, type = 'text', inputMode, hint, autoComplete, defaultValue, error, required = true, maxLength = 254, idPrefix }: AccountFieldProps) {
  const id = `${idPrefix}-${name}`
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <RequiredHint />}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className="input"
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required={required}
        maxLength={maxLength}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...(type === 'email' && { inputMode: 'email' as const, spellCheck: false, autoCapitalize: 'none' })}
      />
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

export function RequiredHint() {
  const t = useTranslations('account.form')
  return <span className="field__hint"> ({t('required')})</span>
}
