/**
 * A toast the server rendered (logout's, app/components/ui/toast-provider.tsx) on a page without
 * the client framework: put into its live region again once the page is there, because screen
 * readers announce what is added to a region, not what it held at load; closed by its button or
 * after its time (SPEC §9: 3000 ms, errors 50 ms per character).
 */
export function enhanceToasts(): void {
  for (const toast of document.querySelectorAll<HTMLElement>('.toasts .toast')) {
    const region = toast.parentElement
    if (!region) continue
    toast.remove()
    window.setTimeout(() => region.append(toast), 100)
    const close = () => toast.remove()
    toast.querySelector('.toast__close')?.addEventListener('click', close)
    window.setTimeout(close, Number(toast.dataset.duration) || 3000)
  }
}
