import { RequiredHint } from '~/app/components/account/account-field'
import { ConsentCheckboxes } from '~/app/components/ui/consent-checkboxes'
import { useTranslations } from '~/app/i18n/intl'
import type { CaptchaClientConfig } from '~/server/modules/forms/captcha'
import type { FieldErrors, FieldValue } from '~/server/modules/forms/fields'
import type { FormFieldView, FormView } from '~/server/modules/forms/service'

/** What was typed, given back with the errors (the form keeps it). */
export interface CmsFormValues {
  data: Record<string, FieldValue>
  acceptedConsents: string[]
}

export interface CmsFormProps {
  form: FormView
  values?: CmsFormValues | null
  errors?: FieldErrors | null
  /** After a successful submission: the form's success message is shown above a blank form. */
  sent?: boolean | null
  /** Where the submission route leads back to (a path of this site); default the page's own. */
  returnTo?: string
  /** The form's heading level inside its page (2 by default; 1 on the submission page). */
  headingLevel?: 1 | 2 | 3
  /** Leave the heading out (a section that renders its own). */
  hideTitle?: boolean
}

/**
 * An owner-defined form (the CMS "form" section, the submission page). A plain <form method="post">
 * to the form-submission route, so it works on pages that ship no script: the route validates,
 * stores and leads back (Post/Redirect/Get) with a notice, or shows this form with the errors and
 * everything typed. Labels, required marks, errors tied with aria-describedby, the first field in
 * error focused. The captcha (app/enhance/captcha.ts) fills the hidden field `captcha` before the
 * submission; without JavaScript the form still works (server/modules/forms/captcha.ts).
 */
export function CmsForm({ form, values, errors, sent, returnTo, headingLevel = 2, hideTitle }: CmsFormProps) {
  const t = useTranslations()
  const errs = errors ?? {}
  const message = (key: string) => {
    const error = errs[key]
    return error ? t(error.code as never, error.params as never) : null
  }
  const idPrefix = `form-${form.slug}`
  const firstError = Object.keys(errs).length > 0 ? firstErrorField(form, errs) : null
  const Heading = `h${headingLevel}` as 'h2'
  const hasErrors = Object.keys(errs).length > 0
  return (
    <section className="cms-form" id={idPrefix} aria-labelledby={hideTitle ? undefined : `${idPrefix}-title`} aria-label={hideTitle ? form.title : undefined}>
      {!hideTitle && <Heading id={`${idPrefix}-title`} className="cms-form__title">{form.title}</Heading>}
      {form.description && <p className="cms-form__description">{form.description}</p>}
      {sent && (
        <p className="cms-form__notice" role="status" tabIndex={-1} data-autofocus>
          {form.successMessage}
        </p>
      )}
      {hasErrors && (
        <div className="cms-form__alert" role="alert">
          <p>{t('forms.errors.summary')}</p>
          {errs.form && <p>{message('form')}</p>}
        </div>
      )}
      <form
        method="post"
        action={form.action}
        className="cms-form__form stack"
        noValidate
        data-captcha-form=""
        {...captchaAttributes(form.captcha)}
      >
        <p className="cms-form__legend">{t('forms.requiredLegend')}</p>
        {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
        {form.fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            idPrefix={idPrefix}
            value={values?.data[field.name]}
            error={message(field.name)}
            autoFocus={firstError === field.name}
          />
        ))}
        <ConsentCheckboxes consents={form.consents} checked={values?.acceptedConsents ?? []} errorOf={message} idPrefix={idPrefix} />
        <Honeypot idPrefix={idPrefix} />
        <input type="hidden" name="captcha" value="" data-captcha-field="" />
        <p className="cms-form__hint" role="status" data-captcha-status="" data-checking={t('forms.captcha.checking')} />
        {errs.captcha && (
          <p id={`${idPrefix}-captcha-error`} className="field__error" role="alert" tabIndex={-1} data-captcha-error="">
            {message('captcha')}
          </p>
        )}
        {!errs.captcha && <p className="field__error" role="alert" data-captcha-error="" hidden />}
        <noscript>
          <p className="cms-form__hint">{t('forms.captcha.noScript')}</p>
        </noscript>
        <button type="submit" className="btn btn--primary cms-form__submit">{form.submitLabel}</button>
      </form>
    </section>
  )
}

function Field({ field, idPrefix, value, error, autoFocus }: { field: FormFieldView; idPrefix: string; value: FieldValue | undefined; error: string | null; autoFocus: boolean }) {
  const id = `${idPrefix}-${field.name}`
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    autoFocus: autoFocus || undefined,
  } as const
  const errorLine = error && (
    <p id={`${id}-error`} className="field__error">
      {error}
    </p>
  )
  if (field.type === 'checkbox') {
    return (
      <div className="consent-field">
        <input type="checkbox" {...common} value="on" defaultChecked={value === true} />
        <label htmlFor={id}>
          {field.label}
          {field.required && <RequiredHint />}
        </label>
        {errorLine}
      </div>
    )
  }
  const text = typeof value === 'string' ? value : ''
  const label = (
    <label className="field__label" htmlFor={id}>
      {field.label}
      {field.required && <RequiredHint />}
    </label>
  )
  let control: React.ReactNode
  if (field.type === 'textarea') {
    control = <textarea {...common} className="textarea" rows={6} maxLength={field.maxLength ?? undefined} defaultValue={text} />
  } else if (field.type === 'select') {
    control = <SelectControl field={field} common={common} value={text} />
  } else {
    control = (
      <input
        {...common}
        type={field.type}
        className="input"
        maxLength={field.maxLength ?? undefined}
        defaultValue={text}
        autoComplete={field.autoComplete ?? (field.type === 'email' ? 'email' : field.type === 'tel' ? 'tel' : undefined)}
        {...(field.type === 'email' && { inputMode: 'email' as const, spellCheck: false, autoCapitalize: 'none' })}
      />
    )
  }
  return (
    <div className="field">
      {label}
      {control}
      {errorLine}
    </div>
  )
}

function SelectControl({ field, common, value }: { field: FormFieldView; common: Record<string, unknown>; value: string }) {
  const t = useTranslations('forms')
  return (
    <select {...common} className="select" defaultValue={value}>
      <option value="">{t('choose')}</option>
      {field.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}

/** A field people never see or reach; bots that fill every input give themselves away. */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <div className="cms-form__hp" aria-hidden="true">
      <label htmlFor={`${idPrefix}-website`}>Website</label>
      <input id={`${idPrefix}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/** How app/enhance/captcha.ts learns what to solve (a proof-of-work challenge or reCAPTCHA). */
export function captchaAttributes(captcha: CaptchaClientConfig | undefined): Record<string, string> {
  if (!captcha) return {}
  if (captcha.kind === 'recaptcha') return { 'data-captcha-kind': 'recaptcha', 'data-recaptcha-sitekey': captcha.siteKey, 'data-recaptcha-version': String(captcha.version) }
  return { 'data-captcha-kind': 'pow', 'data-captcha-url': captcha.challengeUrl, ...(captcha.apiKey && { 'data-captcha-key': captcha.apiKey }) }
}

function firstErrorField(form: FormView, errors: FieldErrors): string | null {
  return form.fields.find((f) => errors[f.name])?.name ?? null
}
