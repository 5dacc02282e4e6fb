import { Form } from 'react-router'
import { useTranslations } from '~/app/i18n/intl'
import { AccountField } from '~/app/components/account/account-field'
import { FormAlert } from '~/app/components/account/form-feedback'
import { SubmitButton } from '~/app/components/account/submit-button'
import { useErrorText, type FormErrors } from '~/app/components/account/use-form-errors'
import { useFocusError } from './use-focus-error'

interface LookupAnswer {
  errors: FormErrors
  values: { orderNumber: string; email: string }
}

/** Step 1 for a guest: the order number and the order's e-mail prove the order is theirs. */
export function WithdrawalLookupForm({ action, answer, title, orderNumber }: { action: string; answer?: LookupAnswer; title: string; orderNumber?: string }) {
  const t = useTranslations('orders.withdrawal')
  const errorOf = useErrorText(answer?.errors)
  const ref = useFocusError(answer)
  return (
    <section className="withdrawal-box" aria-labelledby="withdrawal-lookup-title">
      <h2 id="withdrawal-lookup-title" className="withdrawal-box__title">{title}</h2>
      <p>{t('lookupLead')}</p>
      <Form method="post" action={action} noValidate className="withdrawal-form" aria-labelledby="withdrawal-lookup-title">
        <div ref={ref}>
          <FormAlert title={errorOf('form')} />
          <AccountField idPrefix="withdrawal" name="orderNumber" label={t('orderNumber')} hint={t('orderNumberHint')} autoComplete="off" defaultValue={answer?.values.orderNumber ?? orderNumber} error={errorOf('orderNumber')} maxLength={64} />
          <AccountField idPrefix="withdrawal" name="email" type="email" label={t('email')} autoComplete="email" defaultValue={answer?.values.email} error={errorOf('email')} />
          <SubmitButton intent="lookup" pendingLabel={t('finding')}>
            {t('lookupSubmit')}
          </SubmitButton>
        </div>
      </Form>
    </section>
  )
}
