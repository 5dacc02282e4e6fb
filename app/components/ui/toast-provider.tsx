import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { ToastRegion } from './toast-region'

export type ToastType = 'info' | 'success' | 'error'

export interface Toast {
  id: number
  message: string
  type: ToastType
}

export interface ToastApi {
  /** Shows a message; errors stay 50 ms per character (SPEC §8), others 3000 ms (SPEC §9). */
  show: (message: string, options?: { type?: ToastType; duration?: number }) => void
  success: (message: string) => void
  error: (message: string) => void
  dismiss: (id: number) => void
}

const ToastContext = createContext<ToastApi | null>(null)

/** SPEC §9: 3000 ms; errors 50 ms per character, never shorter than the default so they can be read. */
export function toastDuration(message: string, type: ToastType): number {
  return type === 'error' ? Math.max(3000, message.length * 50) : 3000
}

/**
 * `initial`: a message the server renders into the region (logout's toast, from the root data). On
 * pages without the client framework app/enhance/toasts.ts announces and dismisses it.
 */
export function ToastProvider({ initial, children }: { initial?: string; children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>(() => (initial ? [{ id: 0, message: initial, type: 'success' }] : []))
  const nextId = useRef(1)
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), [])
  useEffect(() => {
    if (!initial) return
    const timer = window.setTimeout(() => dismiss(0), toastDuration(initial, 'success'))
    return () => window.clearTimeout(timer)
  }, [initial, dismiss])
  const show = useCallback<ToastApi['show']>(
    (message, options = {}) => {
      const type = options.type ?? 'info'
      const id = nextId.current++
      setToasts((list) => [...list.slice(-4), { id, message, type }])
      window.setTimeout(() => dismiss(id), options.duration ?? toastDuration(message, type))
    },
    [dismiss],
  )
  const api = useMemo<ToastApi>(
    () => ({ show, dismiss, success: (m) => show(m, { type: 'success' }), error: (m) => show(m, { type: 'error' }) }),
    [show, dismiss],
  )
  return (
    <ToastContext value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext>
  )
}

/** The toast API for any component under the root layout: `useToast().error(t('toast.error'))`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast must be used inside <ToastProvider>')
  return api
}
