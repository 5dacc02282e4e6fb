import { useTranslations } from '~/app/i18n/intl'

interface AccountFieldProps {
  name: string
  label: string
  type?: 'text' | 'email'
  autoComplete: string
  defaultValue?: string
  error: string | null
  required?: boolean
  maxLength?: number
  /** Prefix of the element ids, so two forms on one page never share one. */
  idPrefix: string
}

/** A labelled input with its error tied to it (aria-invalid, aria-describedby), STYLE §9. */
export function AccountField({ name, label, type = 'text', autoComplete, defaultValue, error, required = true, maxLength = 254, idPrefix }: AccountFieldProps) {
  const id = `${idPrefix}-${name}`
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
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...(type === 'email' && { inputMode: 'email' as const, spellCheck: false, autoCapitalize: 'none' })}
      />
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
