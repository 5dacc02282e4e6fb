import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { useTranslations } from '~/app/i18n/intl'
import type { CartActionResult } from '~/app/lib/cart-action-result'
import { createDebouncer, parseQuantityText, quantityDebounceMs, stepQuantity, type Debouncer } from '~/app/lib/cart-quantity'
import { MinusIcon, PlusIcon } from '~/app/components/ui/icons'
import { useCartNotice } from './cart-notice'
import { useHydrated } from './use-hydrated'

interface FieldError {
  message: string
  params?: Record<string, string | number>
}

export const quantityFetcherKey = (itemId: number) => `cart-qty-${itemId}`

/**
 * A line's quantity (SPEC §2, §4, §5): minus and plus buttons (minus stops at 1) around the field.
 * Without JavaScript the field's form posts with an update button, and minus and plus post the
 * quantity one step away through a form of their own (so Enter in the field still means update).
 * With it, every edit applies in place 500 ms after the last one: a newer edit cancels the pending
 * one, and a request already sent is cancelled by the next (useFetcher ignores its answer). The
 * field keeps focus and what was typed; a refused quantity says why beside the field.
 */
export function QuantityField({ itemId, qty, name, result }: { itemId: number; qty: number; name: string; result?: CartActionResult }) {
  const t = useTranslations()
  const hydrated = useHydrated()
  const fetcher = useFetcher<CartActionResult>({ key: quantityFetcherKey(itemId) })
  const announce = useCartNotice()
  const debouncer = useRef<Debouncer | null>(null)
  debouncer.current ??= createDebouncer(quantityDebounceMs)
  const refused = result && !result.ok && result.field === 'qty' ? result : undefined
  const [text, setText] = useState(refused?.value ?? String(qty))
  const [error, setError] = useState<FieldError | null>(refused ? { message: refused.message, params: refused.params } : null)

  useEffect(() => () => debouncer.current?.cancel(), [])

  // The server's answer to the last edit sent (an aborted one never arrives here).
  useEffect(() => {
    const data = fetcher.data
    if (!data) return
    setError(data.ok ? null : { message: data.message, params: data.params })
    announce(data)
  }, [fetcher.data, announce])

  // Once nothing is pending, the field shows the cart's quantity, unless it holds a refused value.
  useEffect(() => {
    if (fetcher.state === 'idle' && !debouncer.current?.isPending() && !error) setText(String(qty))
  }, [qty, fetcher.state, error])

  const send = (next: number) => {
    if (fetcher.state === 'idle' && next === qty) return
    fetcher.submit({ intent: 'update', itemId: String(itemId), qty: String(next), live: '1' }, { method: 'post' })
  }
  const edit = (value: string) => {
    setText(value)
    const next = parseQuantityText(value)
    // An invalid value cancels the pending edit at once and is pointed out when typing stops.
    if (next === null) debouncer.current!.schedule(() => setError({ message: 'error.invalidQuantity' }))
    else {
      setError(null)
      debouncer.current!.schedule(() => send(next))
    }
  }
  const current = parseQuantityText(text) ?? qty
  const atMinimum = current <= 1
  const step = (delta: -1 | 1) => (event: React.MouseEvent) => {
    event.preventDefault()
    if (delta === -1 && atMinimum) return
    edit(String(stepQuantity(current, delta)))
  }
  const submitNow = (event: React.FormEvent) => {
    event.preventDefault()
    const next = parseQuantityText(text)
    debouncer.current!.cancel()
    if (next === null) setError({ message: 'error.invalidQuantity' })
    else send(next)
  }

  const qtyId = `qty-${itemId}`
  const stepFormId = `qty-step-${itemId}`
  const errorId = `${qtyId}-error`
  return (
    <>
      <form method="post" className="cart-line__qty" onSubmit={hydrated ? submitNow : undefined} noValidate>
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="itemId" value={itemId} />
        <label htmlFor={qtyId} className="field__label">{t('cart.page.quantity')}</label>
        <div className="qty-stepper">
          <button
            type="submit" form={stepFormId} name="qty" value={Math.max(1, qty - 1)} className="qty-stepper__btn"
            onClick={hydrated ? step(-1) : undefined}
            {...(hydrated ? { 'aria-disabled': atMinimum } : { disabled: qty <= 1 })}
          >
            <MinusIcon />
            <span className="visually-hidden">{t('cart.page.decrease', { name })}</span>
          </button>
          <input
            id={qtyId} name="qty" type="text" inputMode="numeric" pattern="[0-9]*" autoComplete="off" className="input qty-stepper__input"
            value={text} onChange={(e) => edit(e.target.value)}
            aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" form={stepFormId} name="qty" value={Math.min(999, qty + 1)} className="qty-stepper__btn" onClick={hydrated ? step(1) : undefined}>
            <PlusIcon />
            <span className="visually-hidden">{t('cart.page.increase', { name })}</span>
          </button>
        </div>
        {!hydrated && <button type="submit" className="btn btn--secondary cart-line__update">{t('cart.page.update')}</button>}
        {error && <p id={errorId} className="field__error cart-line__error">{t(error.message as never, error.params as never)}</p>}
      </form>
      <form method="post" id={stepFormId} hidden>
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="itemId" value={itemId} />
      </form>
    </>
  )
}
