import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'
import { useTranslations } from '~/app/i18n/intl'

/** SPEC §9: the bar appears after 200 ms, creeps across in 5 s, and fades 500 ms after the page arrives. */
const showAfterMs = 200
const hideAfterMs = 500

type Phase = 'idle' | 'loading' | 'done'

export function LoadingBar() {
  const t = useTranslations('shell')
  const isBusy = useNavigation().state !== 'idle'
  const [phase, setPhase] = useState<Phase>('idle')

  useEffect(() => {
    if (isBusy) {
      const timer = window.setTimeout(() => setPhase('loading'), showAfterMs)
      return () => window.clearTimeout(timer)
    }
    setPhase((current) => (current === 'loading' ? 'done' : 'idle'))
  }, [isBusy])

  useEffect(() => {
    if (phase !== 'done') return
    const timer = window.setTimeout(() => setPhase('idle'), hideAfterMs)
    return () => window.clearTimeout(timer)
  }, [phase])

  return (
    <div
      className={`loading-bar loading-bar--${phase}`}
      role="progressbar"
      aria-label={t('loading')}
      aria-hidden={phase === 'idle'}
      aria-busy={phase === 'loading'}
    />
  )
}
