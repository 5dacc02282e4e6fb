import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { useTranslations } from '~/app/i18n/intl'
import { resultFor, type CartActionResult } from '~/app/lib/cart-action-result'
import { useCartNotice } from './cart-notice'
import { useHydrated } from './use-hydrated'

/** As server/modules/cart/instructions.ts allows (not imported: that module is server code). */
const maxLength = 1000

/**
 * The shopper's instructions for the order (SPEC §2 cart modal; also on the cart page), kept on
 * the cart. SPEC §7 has no call for them, so this form (intent=instructions on the cart route) is
 * the only way to set them. Without JavaScript 'Spremi' posts it; on the hydrated cart page it
 * also saves when the field loses focus with a change; in the cart modal, whose content is the
 * server's HTML, app/enhance/cart-modal.ts does the same. Too long is refused beside the field,
 * with the text kept. No maxlength attribute: it would cut a pasted text short without a word.
 */
export function InstructionsForm({ instructions, result }: { instructions: string | null; result?: CartActionResult }) {
  const t = useTranslations()
  const hydrated = useHydrated()
  const fetcher = useFetcher<CartActionResult>({ key: 'cart-instructions' })
  const announce = useCartNotice()
  const answer = fetcher.data ?? resultFor(result, 'instructions')
  const refused = answer && !answer.ok && answer.field === 'instructions' ? answer : undefined
  const [typed, setTyped] = useState(refused?.value ?? instructions ?? '')
  const isPending = fetcher.state !== 'idle'
  const saved = instructions ?? ''

  useEffect(() => {
    if (fetcher.data) announce(fetcher.data)
  }, [fetcher.data, announce])

  const message = refused && typed === refused.value ? t(refused.message as never, refused.params as never) : null
  const onBlur = (event: React.FocusEvent<HTMLTextAreaElement>) => {
    const form = event.currentTarget.form
    // A click on 'Spremi' right after posts again; the fetcher keeps the newer request only.
    if (form && typed.trim() !== saved) void fetcher.submit(form)
  }
  const errorId = 'cart-instructions-error'
  const hintId = 'cart-instructions-hint'
  return (
    <fetcher.Form method="post" className="instructions-form" noValidate aria-busy={isPending || undefined}>
      <input type="hidden" name="intent" value="instructions" />
      {hydrated && <input type="hidden" name="live" value="1" />}
      <label htmlFor="cart-instructions" className="field__label">{t('cart.instructions.label')}</label>
      <textarea
        id="cart-instructions" name="instructions" className="textarea instructions-form__text" rows={3}
        value={typed} onChange={(e) => setTyped(e.target.value)} onBlur={onBlur}
        aria-invalid={message ? true : undefined} aria-describedby={message ? `${errorId} ${hintId}` : hintId}
      />
      <p id={hintId} className="instructions-form__hint">{t('cart.instructions.hint', { max: maxLength })}</p>
      {message && <p id={errorId} className="field__error">{message}</p>}
      <button type="submit" className="btn btn--secondary instructions-form__save" aria-disabled={isPending || undefined} onClick={(e) => isPending && e.preventDefault()}>
        {isPending ? t('cart.instructions.saving') : t('cart.instructions.save')}
      </button>
    </fetcher.Form>
  )
}
