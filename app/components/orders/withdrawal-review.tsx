import { useEffect, useRef } from 'react'
import { Form, useNavigation } from 'react-router'
import { useTranslations } from '~/app/i18n/intl'
import type { OrderPageView } from '~/app/lib/orders-view.server'
import type { StatementValues } from '~/app/lib/orders-withdrawal.server'
import { useOrderFormat } from './use-order-format'
import { OrderProofFields, StatementHiddenFields } from './withdrawal-hidden-fields'

/**
 * Step 2: exactly what will be withdrawn from, and the clearly labelled confirm button. The
 * answers of step 1 ride along in hidden fields; "back" posts them to step 1 again, kept.
 */
export function WithdrawalReview({ action, order, proof, values }: { action: string; order: OrderPageView; proof: string | null; values: StatementValues }) {
  const t = useTranslations('orders.withdrawal')
  const format = useOrderFormat()
  const navigation = useNavigation()
  const isPending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'confirm'
  const heading = useRef<HTMLHeadingElement>(null)
  // The step changed without a page load: the screen reader and keyboard start at its heading.
  useEffect(() => heading.current?.focus(), [values])
  const lines = values.scope === 'lines' ? order.lines.filter((l) => values.lineIds.includes(String(l.id))) : null
  return (
    <section className="withdrawal-box withdrawal-review" aria-labelledby="withdrawal-review-title">
      <h2 id="withdrawal-review-title" className="withdrawal-box__title" tabIndex={-1} ref={heading}>
        {t('reviewTitle')}
      </h2>
      <p>{t('reviewLead')}</p>
      <dl className="withdrawal-summary">
        <div>
          <dt>{t('reviewOrder')}</dt>
          <dd>{t('orderHeading', { number: order.slug, date: format.date(order.createdAt) })}</dd>
        </div>
        <div>
          <dt>{t('reviewWhat')}</dt>
          <dd>
            {lines ? (
              <ul className="withdrawal-summary__lines">
                {lines.map((l) => (
                  <li key={l.id}>{t('lineLabel', { qty: l.qty, name: l.name })}</li>
                ))}
              </ul>
            ) : (
              <>
                {t('scopeWhole')}
                <ul className="withdrawal-summary__lines">
                  {order.lines.filter((l) => !l.isWithdrawn).map((l) => (
                    <li key={l.id}>{t('lineLabel', { qty: l.qty, name: l.name })}</li>
                  ))}
                </ul>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('reviewName')}</dt>
          <dd>{values.fullName}</dd>
        </div>
        <div>
          <dt>{t('reviewEmail')}</dt>
          <dd>{values.email}</dd>
        </div>
        <div>
          <dt>{t('reviewStatement')}</dt>
          <dd className="withdrawal-summary__statement">{values.statement.trim() || t('reviewNoStatement')}</dd>
        </div>
      </dl>
      <Form method="post" action={action} noValidate className="withdrawal-form withdrawal-review__actions">
        <OrderProofFields orderSlug={order.slug} proof={proof} />
        <StatementHiddenFields values={values} />
        <button type="submit" name="intent" value="confirm" className="btn btn--primary btn--block withdrawal-confirm" disabled={isPending} aria-disabled={isPending || undefined}>
          {isPending ? t('confirming') : t('confirm')}
        </button>
        <button type="submit" name="intent" value="edit" className="btn btn--ghost withdrawal-back" formNoValidate>
          ← {t('back')}
        </button>
      </Form>
    </section>
  )
}
