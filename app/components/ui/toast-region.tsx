import { useTranslations } from '~/app/i18n/intl'
import { toastDuration, type Toast } from './toast-provider'

/**
 * Two live regions that exist from the first paint, so screen readers announce what is added:
 * errors interrupt (alert), everything else waits its turn (status).
 */
export function ToastRegion({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const t = useTranslations('shell.toasts')
  return (
    <section className="toasts" aria-label={t('region')}>
      <div className="toasts__list" role="status" aria-live="polite">
        {toasts.filter((x) => x.type !== 'error').map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} closeLabel={t('close')} />
        ))}
      </div>
      <div className="toasts__list" role="alert" aria-live="assertive">
        {toasts.filter((x) => x.type === 'error').map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} closeLabel={t('close')} />
        ))}
      </div>
    </section>
  )
}

function ToastItem({ toast, onDismiss, closeLabel }: { toast: Toast; onDismiss: (id: number) => void; closeLabel: string }) {
  return (
    <div className={`toast toast--${toast.type}`} data-duration={toastDuration(toast.message, toast.type)}>
      <span className="toast__message">{toast.message}</span>
      <button type="button" className="toast__close" onClick={() => onDismiss(toast.id)} aria-label={closeLabel}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  )
}
