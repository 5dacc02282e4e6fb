/**
 * <details> disclosures: the header's user menu closes on Escape (focus back on its summary) and
 * on a click outside; the filter sidebar, folded on narrow screens, is open on wide ones also in
 * browsers that cannot show a closed <details> open by CSS (no ::details-content).
 */
export function enhanceDisclosures(): void {
  const menus = () => document.querySelectorAll<HTMLDetailsElement>('details[data-dismissable][open]')
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    for (const details of menus()) {
      const hadFocus = details.contains(document.activeElement)
      details.open = false
      if (hadFocus) details.querySelector('summary')?.focus()
    }
  })
  document.addEventListener('pointerdown', (event) => {
    for (const details of menus()) if (!details.contains(event.target as Node)) details.open = false
  })
  if (!CSS.supports('selector(::details-content)') && window.matchMedia('(min-width: 1024px)').matches) {
    for (const details of document.querySelectorAll<HTMLDetailsElement>('details[data-open-wide]')) details.open = true
  }
}
