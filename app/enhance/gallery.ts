/**
 * The product gallery's thumbnails once the script is there: each holds its large picture in a
 * <template> (inert until used, so nothing loads early), shown in the main frame on a click.
 */
export function enhanceGallery(): void {
  document.addEventListener('click', (event) => {
    const thumb = event.target instanceof Element ? event.target.closest('button[data-gallery-thumb]') : null
    if (!thumb) return
    const gallery = thumb.closest('.gallery')
    const main = gallery?.querySelector('.gallery__main')
    const picture = thumb.querySelector('template')
    if (!gallery || !main || !picture) return
    main.replaceChildren(picture.content.cloneNode(true))
    for (const other of gallery.querySelectorAll('button[data-gallery-thumb]')) other.setAttribute('aria-pressed', String(other === thumb))
  })
}
