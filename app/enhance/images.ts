/**
 * A picture whose file fails to load shows the site logo instead (SPEC §4; on hydrated pages
 * app/components/media/picture.tsx does it). Errors do not bubble: listened for while capturing,
 * and pictures that failed before the script ran are found by their state.
 */
export function enhanceImages(): void {
  const fallBack = (img: HTMLImageElement) => {
    const src = img.dataset.fallback
    const picture = img.parentElement
    if (!src || !(picture instanceof HTMLPictureElement)) return
    const replacement = img.cloneNode() as HTMLImageElement
    for (const name of ['srcset', 'sizes', 'data-fallback']) replacement.removeAttribute(name)
    replacement.src = src
    picture.replaceWith(replacement)
  }
  document.addEventListener('error', (event) => {
    if (event.target instanceof HTMLImageElement) fallBack(event.target)
  }, true)
  for (const img of document.querySelectorAll<HTMLImageElement>('picture > img[data-fallback]')) {
    if (img.complete && img.currentSrc && img.naturalWidth === 0) fallBack(img)
  }
}
