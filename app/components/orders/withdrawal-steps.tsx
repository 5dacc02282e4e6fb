import { useTranslations } from '~/app/i18n/intl'

export type WithdrawalStep = 'statement' | 'confirm' | 'done'

/** Where the visitor is in the two steps (and the acknowledgement after them). */
export function WithdrawalSteps({ current }: { current: WithdrawalStep }) {
  const t = useTranslations('orders.withdrawal')
  const steps: { key: WithdrawalStep; label: string }[] = [
    { key: 'statement', label: t('stepStatement') },
    { key: 'confirm', label: t('stepConfirm') },
    { key: 'done', label: t('stepDone') },
  ]
  return (
    <ol className="withdrawal-steps" aria-label={t('steps')}>
      {steps.map((step) => (
        <li key={step.key} className="withdrawal-steps__step" aria-current={step.key === current ? 'step' : undefined}>
          {step.label}
          {step.key === current && <span className="visually-hidden"> ({t('current')})</span>}
        </li>
      ))}
    </ol>
  )
}
