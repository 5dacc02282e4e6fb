import { Form } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { DetailsAnswer } from '~/app/lib/profile-forms.server'
import { AccountField } from './account-field'
import { FormAlert } from './form-feedback'
import { SubmitButton } from './submit-button'
import { useErrorText, useFocusFirstError } from './use-form-errors'

export interface ProfileUser {
  firstName: string
  lastName: string
  email: string
  emailConfirmed: boolean
  memberCardBarcode: string | null
}

/**
 * The personal details tab (SPEC §7 web/update): names, e-mail and the member card, as a plain form
 * post, so it works before JavaScript. A refused save shows what was typed with each field's
 * message; the address the account has now, and whether it is confirmed, stays above the form.
 */
export function ProfileDetails({ user, answer }: { user: ProfileUser; answer: DetailsAnswer | undefined }) {
  const t = useTranslations()
  const locale = useLocale() as Locale
  const formRef = useFocusFirstError(answer)
  const errorOf = useErrorText(answer?.errors)
  const values = answer?.values ?? { ...user, memberCardBarcode: user.memberCardBarcode ?? '' }
  return (
    <>
      <p className="profile-details__status">
        {t('account.profile.accountEmail', { email: user.email })}{' '}
        <span className="profile-details__badge">({t(user.emailConfirmed ? 'account.profile.emailConfirmed' : 'account.profile.emailNotConfirmed')})</span>
      </p>
      {/* A saved form starts again from what is stored now (the fields are not controlled). */}
      <Form
        method="post"
        action={href('profile', locale)}
        className="account-form stack profile-form"
        noValidate
        ref={formRef}
        replace
        preventScrollReset
        key={JSON.stringify(user)}
      >
        {answer?.errors.form && <FormAlert title={errorOf('form')} />}
        <input type="hidden" name="intent" value="details" />
        <div className="account-form__row">
          <AccountField idPrefix="details" name="firstName" label={t('account.form.firstName')} autoComplete="given-name" maxLength={100} defaultValue={values.firstName} error={errorOf('firstName')} />
          <AccountField idPrefix="details" name="lastName" label={t('account.form.lastName')} autoComplete="family-name" maxLength={100} defaultValue={values.lastName} error={errorOf('lastName')} />
        </div>
        <AccountField idPrefix="details" name="email" type="email" label={t('account.form.email')} autoComplete="email" defaultValue={values.email} hint={t('account.profile.emailHint')} error={errorOf('email')} />
        <AccountField
          idPrefix="details"
          name="memberCardBarcode"
          label={t('account.profile.memberCard')}
          autoComplete="off"
          inputMode="numeric"
          required={false}
          maxLength={20}
          defaultValue={values.memberCardBarcode}
          hint={t('account.profile.memberCardHint')}
          error={errorOf('memberCardBarcode')}
        />
        <SubmitButton intent="details" pendingLabel={t('account.form.sending')}>{t('account.profile.saveDetails')}</SubmitButton>
      </Form>
    </>
  )
}
