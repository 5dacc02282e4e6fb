import { Form } from 'react-router'
import { useTranslations } from '~/app/i18n/intl'
import { AccountField, RequiredHint } from '~/app/components/account/account-field'
import { FormAlert } from '~/app/components/account/form-feedback'
import { SubmitButton } from '~/app/components/account/submit-button'
import { useErrorText, type FormErrors } from '~/app/components/account/use-form-errors'
import type { OrderPageView } from '~/app/lib/orders-view.server'
import type { StatementValues } from '~/app/lib/orders-withdrawal.server'
import { useFocusError } from './use-focus-error'
import { OrderProofFields } from './withdrawal-hidden-fields'

interface Props {
  action: string
  order: OrderPageView
  proof: string | null
  values: StatementValues
  errors?: FormErrors
  /** A new object after each refused submit (moves the focus to the first error). */
  answer?: unknown
}

/**
 * Step 1's statement: who withdraws, where the acknowledgement goes, the whole order or chosen
 * lines, and optional free text. Lines already withdrawn from are shown, not offered.
 */
export function WithdrawalStatementForm({ action, order, proof, values, errors, answer }: Props) {
  const t = useTranslations('orders.withdrawal')
  const errorOf = useErrorText(errors)
  const ref = useFocusError(answer)
  const linesError = errorOf('lineIds')
  const statementError = errorOf('statement')
  const scopeError = errorOf('scope')
  return (
    <Form method="post" action={action} noValidate className="withdrawal-form withdrawal-statement" aria-labelledby="withdrawal-statement-legend">
      <div ref={ref}>
        <OrderProofFields orderSlug={order.slug} proof={proof} />
        <FormAlert title={errorOf('form')} />
        <fieldset className="withdrawal-fieldset">
          <legend id="withdrawal-statement-legend" className="withdrawal-fieldset__legend">{t('statementLegend')}</legend>
          <AccountField idPrefix="withdrawal" name="fullName" label={t('fullName')} autoComplete="name" defaultValue={values.fullName} error={errorOf('fullName')} maxLength={200} />
          <AccountField idPrefix="withdrawal" name="email" type="email" label={t('ackEmail')} autoComplete="email" defaultValue={values.email} error={errorOf('email')} />
        </fieldset>
        <fieldset className="withdrawal-fieldset" aria-describedby={scopeError ? 'withdrawal-scope-error' : undefined}>
          <legend className="withdrawal-fieldset__legend">
            {t('scopeLegend')}
            <RequiredHint />
          </legend>
          <label className="withdrawal-choice">
            <input type="radio" name="scope" value="whole" defaultChecked={values.scope !== 'lines'} aria-invalid={scopeError ? true : undefined} />
            <span>{t('scopeWhole')}</span>
          </label>
          <label className="withdrawal-choice">
            <input type="radio" name="scope" value="lines" defaultChecked={values.scope === 'lines'} aria-invalid={scopeError ? true : undefined} />
            <span>{t('scopeLines')}</span>
          </label>
          {scopeError && (
            <p id="withdrawal-scope-error" className="field__error">
              {scopeError}
            </p>
          )}
          <fieldset className="withdrawal-fieldset withdrawal-lines" aria-describedby={linesError ? 'withdrawal-lines-error' : undefined}>
            <legend className="withdrawal-fieldset__legend withdrawal-fieldset__legend--small">{t('linesLegend')}</legend>
            {order.lines.map((line) => (
              <label key={line.id} className="withdrawal-choice">
                <input
                  type="checkbox"
                  name="lineIds"
                  value={line.id}
                  defaultChecked={values.lineIds.includes(String(line.id))}
                  disabled={line.isWithdrawn}
                  aria-invalid={linesError ? true : undefined}
                />
                <span>{t(line.isWithdrawn ? 'lineWithdrawn' : 'lineLabel', { qty: line.qty, name: line.name })}</span>
              </label>
            ))}
            {linesError && (
              <p id="withdrawal-lines-error" className="field__error">
                {linesError}
              </p>
            )}
          </fieldset>
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor="withdrawal-statement">
            {t('statement')}
          </label>
          <textarea
            id="withdrawal-statement"
            name="statement"
            className="input withdrawal-statement__text"
            rows={4}
            maxLength={2000}
            defaultValue={values.statement}
            aria-invalid={statementError ? true : undefined}
            aria-describedby={['withdrawal-statement-hint', statementError && 'withdrawal-statement-error'].filter(Boolean).join(' ')}
          />
          <p id="withdrawal-statement-hint" className="field__hint-text">
            {t('statementHint')}
          </p>
          {statementError && (
            <p id="withdrawal-statement-error" className="field__error">
              {statementError}
            </p>
          )}
        </div>
        <SubmitButton intent="review" pendingLabel={t('continue')}>
          {t('continue')}
        </SubmitButton>
      </div>
    </Form>
  )
}
