import { adoptStylesheets, cartDialogsUrl, markCartLink, mountCartDialog } from './cart-dialog'
import { fetchPage } from './swap'

const panelId = 'cart-panel'

/**
 * The slide-in cart panel (SPEC §2): where this script runs, the header's cart icon opens it
 * instead of loading the cart page; its content is the cart route's region `cart-panel`
 * (?view=dialogs), read anew on every opening. It is a modal <dialog>: focus moves in and is kept
 * there, Escape and a click outside close it, and focus returns to the icon. A failed request
 * follows the link after all.
 */
export function enhanceCartPanel(): void {
  markCartLink()
  document.addEventListener('click', (event) => {
    const target = event.target
    if (!(target instanceof Element)) return
    const link = target.closest('a[data-region="cart-link"]')
    if (!(link instanceof HTMLAnchorElement) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const url = cartDialogsUrl()
    if (!url) return
    event.preventDefault()
    void open(link, url)
  })
}

async function open(link: HTMLAnchorElement, url: string): Promise<void> {
  if (link.getAttribute('aria-busy') === 'true') return
  link.setAttribute('aria-busy', 'true')
  try {
    const page = await fetchPage(url)
    await adoptStylesheets(page.doc)
    // The icon may have been replaced meanwhile (a count update): focus returns to the one there now.
    const dialog = mountCartDialog(panelId, page.doc, () => document.querySelector<HTMLElement>('a[data-region="cart-link"]'))
    if (!dialog) return location.assign(link.href)
    if (!dialog.open) dialog.showModal()
  } catch {
    location.assign(link.href)
  } finally {
    link.removeAttribute('aria-busy')
    markCartLink()
  }
}
