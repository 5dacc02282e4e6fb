import { createContext, useCallback, useContext, useState } from 'react'
import { useTranslations } from '~/app/i18n/intl'
import type { CartActionResult } from '~/app/lib/cart-action-result'

interface Notice {
  message: string
  params?: Record<string, string | number>
  field?: string
  /** Counts notices, so the same message said twice is announced twice. */
  serial: number
}

const NoticeContext = createContext<(result: CartActionResult) => void>(() => {})

/**
 * The cart page's one status line: the flash of the last change made without JavaScript, or the
 * outcome of the last change made in place (lines and forms report theirs with useCartNotice).
 * A refusal that belongs beside a field is shown there, not here.
 */
export function CartNoticeProvider({ children }: { children: React.ReactNode }) {
  const [live, setLive] = useState<Notice | null>(null)
  const announce = useCallback((result: CartActionResult) => {
    if (!result.ok && result.field) return
    setLive((previous) => ({ message: result.message, params: result.params, serial: (previous?.serial ?? 0) + 1 }))
  }, [])
  return (
    <NoticeContext value={announce}>
      <LiveNotice.Provider value={live}>{children}</LiveNotice.Provider>
    </NoticeContext>
  )
}

const LiveNotice = createContext<Notice | null>(null)

export function useCartNotice(): (result: CartActionResult) => void {
  return useContext(NoticeContext)
}

export function CartNotice({ flash, result, children }: {
  flash: { message: string; field?: string; params?: Record<string, string | number> } | null
  result: CartActionResult | undefined
  children?: React.ReactNode
}) {
  const t = useTranslations()
  const live = useContext(LiveNotice)
  const pageResult = result && !(result.field && !result.ok) ? { ...result, serial: 0 } : null
  const notice: Omit<Notice, 'serial'> | null = live ?? pageResult ?? flash
  return (
    <div className="cart-notice" role="status">
      {notice && (
        // data-flash and data-field: what a product form shows of this answer (app/enhance/cart-forms.ts).
        <p key={live?.serial} data-flash data-field={notice.field}>{t(notice.message as never, notice.params as never)}</p>
      )}
      {children}
    </div>
  )
}
