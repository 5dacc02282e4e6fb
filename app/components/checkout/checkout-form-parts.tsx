import { Link, useNavigation } from 'react-router'
import { useTranslations } from '~/app/i18n/intl'
import { FormAlert } from '~/app/components/account/form-feedback'
import { useErrorText } from '~/app/components/account/use-form-errors'
import type { CheckoutErrors } from '~/app/lib/checkout-view'

/**
 * The step's error summary (role alert): the refusal of the step as a whole, or a reminder that
 * fields are marked, so the message is announced while focus goes to the first of them.
 */
export function StepAlert({ errors }: { errors: CheckoutErrors | undefined }) {
  const t = useTranslations('checkout')
  const errorOf = useErrorText(errors)
  if (!errors || Object.keys(errors).length === 0) return null
  const formError = errorOf('form')
  const hasFieldErrors = Object.keys(errors).some((k) => k !== 'form')
  return <FormAlert title={formError ?? t('errorSummary')}>{formError && hasFieldErrors ? t('errorSummary') : undefined}</FormAlert>
}

/** Whether this step's form is being sent (SPEC: buttons disabled while pending). */
export function useIsSending(intent: string): boolean {
  const navigation = useNavigation()
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
}

/**
 * Previous and Next under a step. Previous is a link one step back (or to the cart from step 1),
 * so it needs no form and lands at the top of the page; Next submits the step (its form carries
 * the intent in a hidden field, so Enter in a text field sends the same).
 */
export function StepActions({ back, backLabel, intent, submitLabel, pendingLabel, isPrimarySubmit = false }: {
  back: string
  backLabel: string
  intent: string
  submitLabel: string
  pendingLabel: string
  /** The order button: larger, full width on phones. */
  isPrimarySubmit?: boolean
}) {
  const isSending = useIsSending(intent)
  return (
    <div className={`checkout-actions${isPrimarySubmit ? ' checkout-actions--order' : ''}`}>
      <Link to={back} className="btn btn--secondary checkout-actions__back">
        <span aria-hidden="true">← </span>
        {backLabel}
      </Link>
      <button
        type="submit"
        className="btn btn--primary checkout-actions__next"
        disabled={isSending}
        aria-disabled={isSending || undefined}
      >
        {isSending ? pendingLabel : submitLabel}
        {!isPrimarySubmit && !isSending && <span aria-hidden="true"> →</span>}
      </button>
    </div>
  )
}
