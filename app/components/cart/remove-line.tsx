import { useEffect } from 'react'
import { useFetcher } from 'react-router'
import { useTranslations } from '~/app/i18n/intl'
import type { CartActionResult } from '~/app/lib/cart-action-result'
import { TrashIcon } from '~/app/components/ui/icons'
import { useCartNotice } from './cart-notice'
import { useHydrated } from './use-hydrated'

export const removeFetcherKey = (itemId: number) => `cart-remove-${itemId}`

/**
 * The delete icon of a line (SPEC §2): a POST form, so it works without JavaScript; with it the
 * line stays, marked as being removed (SPEC §4), until the cart has been read again without it.
 */
export function RemoveLine({ itemId, name }: { itemId: number; name: string }) {
  const t = useTranslations('cart.page')
  const hydrated = useHydrated()
  const fetcher = useFetcher<CartActionResult>({ key: removeFetcherKey(itemId) })
  const announce = useCartNotice()
  const isRemoving = fetcher.state !== 'idle'

  useEffect(() => {
    if (fetcher.data) announce(fetcher.data)
  }, [fetcher.data, announce])

  return (
    <fetcher.Form method="post" className="cart-line__remove">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="itemId" value={itemId} />
      {hydrated && <input type="hidden" name="live" value="1" />}
      <button type="submit" className="btn btn--ghost cart-line__remove-btn" aria-disabled={isRemoving || undefined} onClick={(e) => isRemoving && e.preventDefault()}>
        <TrashIcon />
        <span className={isRemoving ? undefined : 'visually-hidden'}>{isRemoving ? t('removing') : t('remove')}</span>
        <span className="visually-hidden">: {name}</span>
      </button>
    </fetcher.Form>
  )
}
