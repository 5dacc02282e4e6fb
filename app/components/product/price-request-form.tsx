import { useTranslations } from '~/app/i18n/intl'
import { ConsentCheckboxes } from '~/app/components/ui/consent-checkboxes'
import type { FormConsent } from '~/server/modules/consents/form-consents'
import type { FieldError } from '~/server/modules/mail/price-request'
import type { CaptchaClientConfig } from '~/server/modules/forms/captcha'
import { captchaAttributes } from '~/app/components/forms/cms-form'

export type PriceRequestActionData = {
  priceRequest:
    | { ok: true }
    | { ok: false; errors: Record<string, FieldError>; values: { firstName: string; from: string; content: string; acceptedConsents: string[] } }
}

/**
 * The price request of SPEC §2 (firstName, e-mail, content, consents; subject is the product
 * name), sent to the product route's action. Errors are translated and tied to their fields; the
 * typed values come back with them. Without the enhancement script the answer is the product page
 * with this form inline; with it the answer's form (or confirmation) replaces this one in its
 * dialog (data-remote, app/enhance/remote-forms.ts). The captcha (server/modules/forms/captcha.ts)
 * is solved by app/enhance/captcha.ts into the hidden field `captcha`; without `captcha` the script
 * asks the challenge endpoint which kind to solve.
 */
export function PriceRequestForm({ action, productId, productName, consents, result, captcha }: {
  /** The product page with the inline form open: where the answer is shown. */
  action: string
  productId: number
  productName: string
  consents: FormConsent[]
  /** The action's answer. */
  result?: PriceRequestActionData['priceRequest']
  captcha?: CaptchaClientConfig
}) {
  return (
    <div data-region="price-request-form">
      <PriceRequestBody action={action} productId={productId} productName={productName} consents={consents} result={result} captcha={captcha} />
    </div>
  )
}

function PriceRequestBody({ action, productId, productName, consents, result, captcha }: Parameters<typeof PriceRequestForm>[0]) {
  const t = useTranslations()
  if (result?.ok) {
    // The form (and the focused button) is gone: the confirmation takes the focus, so it is read
    // and a dialog keeps focus (data-autofocus).
    return (
      <p className="price-request__sent" role="status" tabIndex={-1} data-autofocus>
        {t('product.priceRequest.sent')}
      </p>
    )
  }
  const errors = result && !result.ok ? result.errors : {}
  const values = result && !result.ok ? result.values : undefined
  const message = (key: string) => {
    const error = errors[key]
    return error ? t(error.code as never, error.params as never) : null
  }
  const field = (name: 'firstName' | 'from' | 'content', type: 'text' | 'email' | 'textarea', autoComplete?: string) => {
    const id = `price-request-${name}`
    const error = message(name)
    const common = {
      id,
      name,
      required: true,
      'aria-required': true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      defaultValue: values?.[name] ?? '',
      autoComplete,
    }
    return (
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t(`product.priceRequest.${name}`)} <span className="field__hint">({t('product.priceRequest.required')})</span>
        </label>
        {type === 'textarea' ? <textarea {...common} rows={5} maxLength={5000} className="textarea" /> : <input {...common} type={type} maxLength={type === 'email' ? 254 : 100} className="input" />}
        {error && <p id={`${id}-error`} className="field__error">{error}</p>}
      </div>
    )
  }
  return (
    <form method="post" action={action} className="price-request stack" noValidate data-remote="price-request-form" data-captcha-form="" {...captchaAttributes(captcha)}>
      <p>{t('product.priceRequest.lead', { name: productName })}</p>
      <input type="hidden" name="intent" value="priceRequest" />
      <input type="hidden" name="productId" value={productId} />
      {field('firstName', 'text', 'given-name')}
      {field('from', 'email', 'email')}
      {field('content', 'textarea')}
      <ConsentCheckboxes consents={consents} checked={values?.acceptedConsents ?? []} errorOf={message} idPrefix="price-request" />
      {errors.form && <p className="field__error" role="alert">{message('form')}</p>}
      <input type="hidden" name="captcha" value="" data-captcha-field="" />
      {errors.captcha ? <p className="field__error" role="alert" data-captcha-error="">{message('captcha')}</p> : <p className="field__error" role="alert" data-captcha-error="" hidden />}
      <button type="submit" className="btn btn--primary">{t('product.priceRequest.send')}</button>
      <p className="field__error" role="status" data-status data-captcha-status="" data-checking={t('forms.captcha.checking')} />
    </form>
  )
}
