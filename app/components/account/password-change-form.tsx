import { Form } from 'react-router'
import { useTranslations } from '~/app/i18n/intl'
import { FormAlert, FormNotice } from './form-feedback'
import { NewPasswordFields } from './new-password-fields'
import { PasswordField } from './password-field'
import { SubmitButton } from './submit-button'
import { useErrorText, useFocusFirstError, type FormErrors } from './use-form-errors'

export type PasswordChangeAnswer = { ok: true } | { ok: false; errors: FormErrors }

/**
 * The profile's password settings: the old password ('Netočna stara lozinka.'), a new one that
 * differs from it (differentPassword) and the same again (repeatPassword). Fields are emptied
 * after each answer (passwords never come back).
 */
export function PasswordChangeForm({ answer, passwordMin }: { answer: PasswordChangeAnswer | undefined; passwordMin: number }) {
  const t = useTranslations()
  const formRef = useFocusFirstError(answer)
  const errors = answer && !answer.ok ? answer.errors : undefined
  const errorOf = useErrorText(errors)
  return (
    <Form method="post" className="account-form stack" noValidate ref={formRef}>
      {answer?.ok && <FormNotice>{t('account.profile.passwordChanged')}</FormNotice>}
      {errors?.form && <FormAlert title={errorOf('form')} />}
      <input type="hidden" name="intent" value="password" />
      <PasswordField idPrefix="password" name="oldPassword" label={t('account.profile.oldPassword')} autoComplete="current-password" error={errorOf('oldPassword')} />
      <NewPasswordFields idPrefix="password" passwordMin={passwordMin} errorOf={errorOf} />
      <SubmitButton pendingLabel={t('account.form.sending')}>{t('account.profile.changePassword')}</SubmitButton>
    </Form>
  )
}
