import { upgrade } from './upgrade'

/**
 * What the cart modal and the cart panel share (app/enhance/cart-modal.ts, cart-panel.ts): their
 * content is a region the cart route renders at ?view=dialogs (app/components/cart/cart-modal.tsx,
 * cart-panel.tsx), shown in a native modal <dialog> the script adds to the end of the body, so
 * showModal() traps focus, Escape closes, and the rest of the page is inert meanwhile.
 */

/** The cart modal's and panel's content, in the page's language: the header's cart link knows the cart's path. */
export function cartDialogsUrl(): string | null {
  const link = document.querySelector('a[data-region="cart-link"]')
  if (!(link instanceof HTMLAnchorElement)) return null
  const url = new URL(link.href)
  url.search = 'view=dialogs'
  url.hash = ''
  return url.href
}

/** The header's cart icon opens the panel where this script runs: it says so (aria-haspopup). */
export function markCartLink(): void {
  document.querySelector('a[data-region="cart-link"]')?.setAttribute('aria-haspopup', 'dialog')
}

/**
 * The answer's stylesheets this page lacks (the cart route's: cart lines, modal, panel, toast),
 * added to the head; resolves once they are loaded (or failed), so nothing shows unstyled.
 */
export function adoptStylesheets(doc: Document): Promise<void> {
  const have = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href))
  const loads: Promise<void>[] = []
  for (const link of doc.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]')) {
    const url = new URL(link.getAttribute('href') ?? '', location.href).href
    if (have.has(url)) continue
    const added = document.createElement('link')
    added.rel = 'stylesheet'
    added.href = url
    loads.push(new Promise((resolve) => {
      added.addEventListener('load', () => resolve(), { once: true })
      added.addEventListener('error', () => resolve(), { once: true })
    }))
    document.head.append(added)
    have.add(url)
  }
  return Promise.all(loads).then(() => undefined)
}

/**
 * The dialog `id` holding the answer's region `id`: made when it opens (labelled by the region's
 * title, `{id}-title`; light dismiss with closedby=any), its region replaced while it is open,
 * removed when it closes, and focus goes back to what `opener` returns. Null when the answer
 * lacks the region.
 */
export function mountCartDialog(id: string, doc: Document, opener: () => HTMLElement | null): HTMLDialogElement | null {
  const next = doc.querySelector(`[data-region="${id}"]`)
  if (!next) return null
  const existing = document.getElementById(id)
  const dialog = existing instanceof HTMLDialogElement ? existing : document.createElement('dialog')
  if (dialog !== existing) {
    dialog.id = id
    dialog.className = id
    dialog.setAttribute('aria-labelledby', `${id}-title`)
    dialog.setAttribute('closedby', 'any')
    // What changed inside (the cart's message), said once the region has been replaced.
    const status = document.createElement('p')
    status.className = 'visually-hidden'
    status.setAttribute('role', 'status')
    status.dataset.dialogStatus = ''
    dialog.append(status)
    document.body.append(dialog)
  }
  const imported = document.importNode(next, true)
  const current = dialog.querySelector(`[data-region="${id}"]`)
  if (current) current.replaceWith(imported)
  else dialog.prepend(imported)
  upgrade(imported)
  // Closed, it goes: each opening reads the cart anew, and the page keeps no second set of the
  // cart's fields (ids, labels) out of sight.
  dialog.onclose = () => {
    dialog.remove()
    const target = opener()
    if (target?.isConnected) target.focus()
  }
  return dialog
}

/** Says `text` through the dialog's own live region. */
export function announceInDialog(dialog: HTMLDialogElement, text: string): void {
  const status = dialog.querySelector('[data-dialog-status]')
  if (status) status.textContent = text
}
