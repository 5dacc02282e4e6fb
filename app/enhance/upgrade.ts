/**
 * What the script adds to markup the server rendered for visitors without it; run on the whole
 * page at start and on every region swapped in later.
 */
export function upgrade(root: ParentNode): void {
  // Apply buttons and the like, for visitors without the script. Hidden one by one rather than by
  // a class on <html>, which would make the browser restyle the whole page.
  for (const element of root.querySelectorAll<HTMLElement>('.without-script')) element.hidden = true
  // Links that open a dialog when the script is there (app/components/ui/progressive-dialog.tsx).
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-dialog]')) {
    link.setAttribute('role', 'button')
    link.setAttribute('aria-haspopup', 'dialog')
  }
  // Cart forms answer in place (cart-forms.ts): the cart's own translated message, tied to the
  // field it names, rather than the browser's validation bubble in the browser's language.
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-cart-form]')) form.noValidate = true
}
