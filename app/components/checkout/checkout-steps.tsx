import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { useLocale, useTranslations } from '~/app/i18n/intl'
import type { Locale } from '~/app/i18n/locales'
import { href } from '~/app/i18n/paths'
import type { CheckoutStep } from '~/app/lib/checkout-view'

const stepKeys = { 1: 'address', 2: 'delivery', 3: 'payment' } as const

/**
 * The three steps as an ordered list (issue 6): a number badge each, the active one highlighted and
 * marked aria-current="step", the saved ones ticked with what they hold and a link to change them.
 * Only the active step shows its fields (`children`). When the step changes in place (after Next or
 * Previous with JavaScript), focus moves to its heading, without scrolling away from the top.
 */
export function CheckoutSteps({ step, reachable, summaries, children }: {
  step: CheckoutStep
  reachable: CheckoutStep
  summaries: Partial<Record<CheckoutStep, string | null>>
  children: React.ReactNode
}) {
  const t = useTranslations('checkout')
  const locale = useLocale() as Locale
  const activeHeading = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef(step)
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    activeHeading.current?.focus({ preventScroll: true })
  }, [step])
  return (
    <ol className="checkout-steps" aria-label={t('steps.label')}>
      {([1, 2, 3] as const).map((n) => {
        const isActive = n === step
        const isDone = n < reachable && !isActive
        const title = t(`steps.${stepKeys[n]}`)
        const state = isActive ? 'active' : isDone ? 'done' : 'todo'
        return (
          <li key={n} className={`checkout-step checkout-step--${state}`} aria-current={isActive ? 'step' : undefined}>
            <div className="checkout-step__header">
              <span className="checkout-step__badge" aria-hidden="true">{isDone ? '✓' : n}</span>
              <div className="checkout-step__heading">
                <h2 className="checkout-step__title" id={`checkout-step-${n}`} tabIndex={isActive ? -1 : undefined} ref={isActive ? activeHeading : undefined}>
                  <span className="visually-hidden">{n}. </span>
                  {title}
                  {isDone && <span className="visually-hidden"> ({t('steps.done')})</span>}
                </h2>
                {isDone && summaries[n] && <p className="checkout-step__summary">{summaries[n]}</p>}
              </div>
              {isDone && (
                <Link to={`${href('checkout', locale)}?step=${n}`} className="checkout-step__change" aria-label={t('steps.changeLabel', { step: title })}>
                  {t('steps.change')}
                </Link>
              )}
            </div>
            {isActive && <div className="checkout-step__body">{children}</div>}
          </li>
        )
      })}
    </ol>
  )
}
