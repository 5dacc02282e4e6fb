import { useEffect } from 'react'
import { RequiredHint } from '~/app/components/account/account-field'
import { ConsentCheckboxes } from '~/app/components/ui/consent-checkboxes'
import { useTranslations } from '~/app/i18n/intl'
import { captchaAttributes, Honeypot, type CmsFormValues } from './cms-form'
import type { FieldErrors } from '~/server/modules/forms/fields'
import type { FormView } from '~/server/modules/forms/service'

/**
 * The footer's newsletter sign-up (SPEC §7 newsletter/subscribe): the e-mail address, the consents
 * of the form 'newsletter', the captcha; posts to the form-submission route like every CMS form, so
 * it works without JavaScript. Load its `form` with formView(ctx, 'newsletter'). An address already
 * subscribed is told so (alreadySubscribedToNewsletter); otherwise a confirmation link is mailed.
 */
export function NewsletterForm({ form, values, errors, returnTo, headingLevel = 2 }: {
  form: FormView
  values?: CmsFormValues | null
  errors?: FieldErrors | null
  /** The page to come back to after subscribing (the page showing the footer). */
  returnTo?: string
  headingLevel?: 2 | 3
}) {
  const t = useTranslations()
  // On pages with React the enhancement script does not run; the captcha's listeners come from here
  // (on pages without React, effects never run and enhance.ts has registered them).
  useEffect(() => {
    void import('~/app/enhance/captcha').then((m) => m.enhanceCaptcha())
  }, [])
  const errs = errors ?? {}
  const message = (key: string) => {
    const error = errs[key]
    return error ? t(error.code as never, error.params as never) : null
  }
  const idPrefix = 'newsletter'
  const id = `${idPrefix}-email`
  const emailError = message('email')
  const emailField = form.fields.find((f) => f.name === 'email')
  const Heading = `h${headingLevel}` as 'h2'
  const value = values?.data.email
  return (
    <form
      method="post"
      action={form.action}
      className="newsletter-form"
      noValidate
      aria-labelledby={`${idPrefix}-title`}
      data-captcha-form=""
      {...captchaAttributes(form.captcha)}
    >
      <Heading id={`${idPrefix}-title`} className="newsletter-form__title">{form.title}</Heading>
      {form.description && <p className="newsletter-form__lead">{form.description}</p>}
      {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
      <div className="newsletter-form__row">
        <div className="field">
          <label className="field__label" htmlFor={id}>
            {emailField?.label ?? t('forms.newsletter.email')}
            <RequiredHint />
          </label>
          <input
            id={id}
            name="email"
            type="email"
            className="input"
            required
            maxLength={254}
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            autoCapitalize="none"
            defaultValue={typeof value === 'string' ? value : ''}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-error` : undefined}
          />
        </div>
        <button type="submit" className="btn btn--primary">{form.submitLabel}</button>
      </div>
      {emailError && <p id={`${id}-error`} className="field__error">{emailError}</p>}
      <ConsentCheckboxes consents={form.consents} checked={values?.acceptedConsents ?? []} errorOf={message} idPrefix={idPrefix} />
      <Honeypot idPrefix={idPrefix} />
      <input type="hidden" name="captcha" value="" data-captcha-field="" />
      <p className="cms-form__hint" role="status" data-captcha-status="" data-checking={t('forms.captcha.checking')} />
      {errs.captcha ? <p className="field__error" role="alert" data-captcha-error="">{message('captcha')}</p> : <p className="field__error" role="alert" data-captcha-error="" hidden />}
      {errs.form && <p className="field__error" role="alert">{message('form')}</p>}
    </form>
  )
}
