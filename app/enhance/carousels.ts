/**
 * Product carousels (app/components/cms/sections/product-carousel-section.tsx): the previous/next
 * buttons show once there is something to scroll, scroll by nine tenths of the visible width, and
 * are aria-disabled at either end (not disabled: a keyboard user pressing one keeps the focus).
 */
export function enhanceCarousels(): void {
  for (const controls of document.querySelectorAll<HTMLElement>('[data-carousel-controls]')) {
    const track = document.getElementById(controls.dataset.carouselControls ?? '')
    if (!track) continue
    const [previous, next] = controls.querySelectorAll('button')
    const measure = () => {
      const max = track.scrollWidth - track.clientWidth
      const left = Math.abs(track.scrollLeft)
      controls.hidden = max <= 2
      previous?.setAttribute('aria-disabled', String(left <= 2))
      next?.setAttribute('aria-disabled', String(left >= max - 2))
    }
    measure()
    track.addEventListener('scroll', measure, { passive: true })
    new ResizeObserver(measure).observe(track)
    controls.addEventListener('click', (event) => {
      const button = event.target instanceof Element ? event.target.closest('button[data-carousel-step]') : null
      if (!button || button.getAttribute('aria-disabled') === 'true') return
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      track.scrollBy({ left: Number(button.getAttribute('data-carousel-step')) * track.clientWidth * 0.9, behavior: reduceMotion ? 'auto' : 'smooth' })
    })
  }
}
