/**
 * The footer's cookie settings button reopens the banner with the choices shown (withdrawing
 * consent must be as easy as giving it, GDPR art. 7(3)). The banner's form posts as without the
 * script and comes back to this page.
 */
export function enhanceCookieSettings(): void {
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-cookie-settings]')) return
    const banner = document.getElementById('cookie-banner')
    if (!banner) return
    banner.hidden = false
    banner.querySelector('details')?.setAttribute('open', '')
    banner.querySelector<HTMLElement>('h2')?.focus()
  })
}
