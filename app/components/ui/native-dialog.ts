import type { MouseEvent } from 'react'

/**
 * Native dialogs (decision 003 (b)): showModal() traps focus, Escape closes, focus returns to
 * the opener. Invoker commands (`command`/`commandfor`: Chrome 135, Firefox 144, Safari 26.2)
 * open and close a dialog with no script at all, so before hydration too; React 19.2's types do
 * not know them yet, nor `closedby` (light dismiss where supported).
 */
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close'
    commandfor?: string
  }
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none'
  }
}

/**
 * A click on the dialog element itself is a click on its backdrop, when its content fills it
 * from a child with the padding (the dialog itself has none): light dismiss where `closedby`
 * is not supported.
 */
export function closeOnBackdropClick(event: MouseEvent<HTMLDialogElement>): void {
  if (event.target === event.currentTarget) event.currentTarget.close()
}
