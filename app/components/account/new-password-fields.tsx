import { useTranslations } from '~/app/i18n/intl'
import { PasswordField } from './password-field'

/**
 * A new password and the same again (SPEC §5: the password policy's length, and
 * 'Unesene lozinke se ne podudaraju'), as the password reset and the profile ask for it.
 */
export function NewPasswordFields({ idPrefix, passwordMin, errorOf }: {
  idPrefix: string
  passwordMin: number
  errorOf: (field: string) => string | null
}) {
  const t = useTranslations()
  return (
    <>
      <PasswordField
        idPrefix={idPrefix}
        name="newPassword"
        label={t('account.resetPassword.newPassword')}
        autoComplete="new-password"
        hint={t('account.form.passwordHint', { min: passwordMin })}
        error={errorOf('newPassword')}
      />
      <PasswordField idPrefix={idPrefix} name="newPasswordAgain" label={t('account.resetPassword.newPasswordAgain')} autoComplete="new-password" error={errorOf('newPasswordAgain')} />
    </>
  )
}
