import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useTranslations } from 'use-intl'
import { CloseIcon } from '~/app/components/ui/icons'
import { closeOnBackdropClick } from '~/app/components/ui/native-dialog'
import { useHydrated } from './use-hydrated'

/**
 * A modal dialog that still works without JavaScript. The trigger is a link to `?{param}=1#{id}`:
 * before the scripts arrive (or without them) the page reloads and shows the content inline under
 * its heading; with them, the link opens a native modal `<dialog>` (decision 003 (b): focus
 * trapped, Escape closes, focus returns to the trigger, labelled by its heading). The content is
 * rendered only while the dialog is open, so each opening starts afresh.
 */
export function ProgressiveDialog({
  id, param, trigger, triggerClassName, title, children,
}: {
  id: string
  param: string
  trigger: React.ReactNode
  triggerClassName?: string
  title: string
  children: (close: () => void) => React.ReactNode
}) {
  const t = useTranslations('product.dialog')
  const [searchParams] = useSearchParams()
  const hydrated = useHydrated()
  const [isOpen, setOpen] = useState(false)
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (isOpen && !ref.current?.open) ref.current?.showModal()
  }, [isOpen])
  const inline = searchParams.has(param)
  const next = new URLSearchParams(searchParams)
  next.set(param, '1')
  const close = () => ref.current?.close()
  return (
    <>
      <Link
        to={`?${next}#${id}`}
        className={triggerClassName}
        preventScrollReset
        replace
        role={hydrated ? 'button' : undefined}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        onClick={(event) => {
          if (!hydrated || inline) return
          event.preventDefault()
          setOpen(true)
        }}
      >
        {trigger}
      </Link>
      {inline && (
        <section id={id} className="inline-dialog" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className="inline-dialog__title">{title}</h2>
          {children(close)}
        </section>
      )}
      {hydrated && !inline && (
        <dialog
          ref={ref}
          className="product-modal"
          aria-labelledby={`${id}-modal-title`}
          closedby="any"
          onClick={closeOnBackdropClick}
          onClose={() => setOpen(false)}
        >
          {isOpen && (
            <div className="product-modal__dialog">
              <div className="product-modal__head">
                <h2 id={`${id}-modal-title`} className="product-modal__title">{title}</h2>
                <button type="button" className="icon-btn" aria-label={t('close')} onClick={close}>
                  <CloseIcon />
                </button>
              </div>
              {children(close)}
            </div>
          )}
        </dialog>
      )}
    </>
  )
}
