/**
 * SPEC §9: on the home page the header is transparent until the visitor scrolls 250px
 * (app/components/layout/site-header.tsx renders it transparent; data-transparent-until says where).
 */
export function enhanceHeader(): void {
  const header = document.querySelector<HTMLElement>('[data-transparent-until]')
  if (!header) return
  const until = Number(header.dataset.transparentUntil)
  const update = () => header.classList.toggle('site-header--transparent', window.scrollY < until)
  update()
  window.addEventListener('scroll', update, { passive: true })
}
