import { useState } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { Link, useSearchParams } from 'react-router'
import { useTranslations } from 'use-intl'
import { CloseIcon } from '~/app/components/ui/icons'
import { useHydrated } from './use-hydrated'

/**
 * A modal dialog that still works without JavaScript. The trigger is a link to `?{param}=1#{id}`:
 * before the scripts arrive (or without them) the page reloads and shows the content inline under
 * its heading; with them, the link opens a react-aria modal (focus trapped, Escape closes, focus
 * returns to the trigger, labelled by its heading).
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
  const inline = searchParams.has(param)
  const next = new URLSearchParams(searchParams)
  next.set(param, '1')
  const close = () => setOpen(false)
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
        <ModalOverlay className="product-modal__overlay" isOpen={isOpen} onOpenChange={setOpen} isDismissable>
          <Modal className="product-modal">
            <Dialog className="product-modal__dialog" aria-labelledby={`${id}-modal-title`}>
              <div className="product-modal__head">
                <Heading slot="title" id={`${id}-modal-title`} className="product-modal__title">{title}</Heading>
                <Button className="icon-btn" aria-label={t('close')} onPress={close}>
                  <CloseIcon />
                </Button>
              </div>
              {children(close)}
            </Dialog>
          </Modal>
        </ModalOverlay>
      )}
    </>
  )
}
