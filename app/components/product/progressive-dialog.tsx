import { useSearchParams } from 'react-router'
import { useTranslations } from '~/app/i18n/intl'
import { CloseIcon } from '~/app/components/ui/icons'

/**
 * A modal dialog that works without JavaScript. The trigger is a link to `?{param}=1#{id}`: without
 * the enhancement script the page reloads and shows the content inline under its heading; with it
 * (app/enhance/dialogs.ts) the link opens a native modal `<dialog>` (focus trapped, Escape closes,
 * focus returns to the trigger, labelled by its heading) that the page already holds.
 */
export function ProgressiveDialog({
  id, param, trigger, triggerClassName, title, children,
}: {
  id: string
  param: string
  trigger: React.ReactNode
  triggerClassName?: string
  title: string
  children: React.ReactNode
}) {
  const t = useTranslations('product.dialog')
  const [searchParams] = useSearchParams()
  const inline = searchParams.has(param)
  const next = new URLSearchParams(searchParams)
  next.set(param, '1')
  const dialogId = `${id}-dialog`
  return (
    <>
      <a href={`?${next}#${id}`} className={triggerClassName} data-dialog={inline ? undefined : dialogId}>
        {trigger}
      </a>
      {inline ? (
        <section id={id} className="inline-dialog" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className="inline-dialog__title">{title}</h2>
          {children}
        </section>
      ) : (
        <dialog id={dialogId} className="product-modal" aria-labelledby={`${id}-modal-title`} closedby="any">
          <div className="product-modal__dialog">
            <div className="product-modal__head">
              <h2 id={`${id}-modal-title`} className="product-modal__title">{title}</h2>
              <button type="button" className="icon-btn" aria-label={t('close')} command="close" commandfor={dialogId}>
                <CloseIcon />
              </button>
            </div>
            {children}
          </div>
        </dialog>
      )}
    </>
  )
}
