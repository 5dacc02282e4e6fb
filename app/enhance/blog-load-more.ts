import { fetchPage } from './swap'
import { upgrade } from './upgrade'

/**
 * The blog list's load-more link (app/components/blog/blog-list.tsx): without the script it opens
 * the next page; with it the next page's posts are appended to the list in place, the link moves
 * on to the page after (or goes away on the last), the pagination follows, focus goes to the
 * first new post and the live region says how many were loaded. Imported for its effect by
 * app/enhance/enhance.ts; one listener on the document.
 */
function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-blog-load-more]')
  if (!link) return
  event.preventDefault()
  if (link.getAttribute('aria-busy') === 'true') return
  void loadMore(link)
}

async function loadMore(link: HTMLAnchorElement): Promise<void> {
  const list = document.querySelector<HTMLElement>('[data-post-list]')
  const status = document.querySelector<HTMLElement>('[data-blog-status]')
  if (!list) {
    window.location.assign(link.href)
    return
  }
  const label = link.textContent ?? ''
  link.setAttribute('aria-busy', 'true')
  link.textContent = link.dataset.loadingText ?? label
  try {
    const { doc, ok } = await fetchPage(link.href)
    const items = [...doc.querySelectorAll<HTMLElement>('[data-post-list] > li')]
    if (!ok || items.length === 0) throw new Error('no posts')
    const added = items.map((item) => list.appendChild(document.importNode(item, true)))
    upgrade(list)
    // The pagination of the page just loaded: the current page is the last one shown.
    const pagination = document.querySelector('[data-blog-pagination]')
    const nextPagination = doc.querySelector('[data-blog-pagination]')
    if (pagination && nextPagination) pagination.replaceWith(document.importNode(nextPagination, true))
    const nextLink = doc.querySelector<HTMLAnchorElement>('a[data-blog-load-more]')
    if (nextLink) {
      link.href = nextLink.getAttribute('href') ?? link.href
      link.textContent = label
      link.removeAttribute('aria-busy')
    } else {
      link.remove()
    }
    added[0]?.querySelector<HTMLAnchorElement>('a')?.focus()
    // The loaded page says how many it brought, in the page's language and plural forms.
    if (status) status.textContent = doc.querySelector<HTMLElement>('[data-blog-status]')?.dataset.loadedText ?? ''
  } catch {
    link.textContent = label
    link.removeAttribute('aria-busy')
    if (status) status.textContent = link.dataset.failedText ?? ''
  }
}

document.addEventListener('click', onClick)
