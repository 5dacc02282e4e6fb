import { locales } from '~/app/i18n/locales'
import { routeTable, type RouteKey } from '~/app/i18n/paths'

/**
 * Link prefetch (SPEC §9: idle timeout 2000 ms, none on 2g or save-data). Once the page has
 * loaded and the browser has been idle (at the latest 2000 ms later), links to our own pages that
 * are in view are prefetched, and so is a link the visitor points at or focuses. Nothing at all
 * when the visitor saves data or is on a 2g connection. Never the back office, the cart, the
 * checkout, the wishlist action, logout or anything that is not a page (API, media, files);
 * forms are never touched.
 *
 * Pages without the client framework (decision 003) prefetch the next document with
 * <link rel="prefetch">; the root layout of hydrated pages passes its own `prefetch` (React
 * Router's page prefetch) to `startLinkPrefetch`.
 */

export const idleTimeoutMs = 2000
/** At most this many prefetches per page, so a long list does not fetch the whole site. */
export const maxPrefetches = 12

const excludedKeys: RouteKey[] = [
  'admin', 'adminLogin', 'adminCache', 'adminConsents', 'adminConsent', 'adminTemplates', 'sectionTool',
  'cart', 'checkout', 'checkoutSuccess', 'checkoutFailure', 'wishlist', 'socialLogin', 'profile', 'profileOrder',
]

/** Path prefixes (up to the first parameter) that are never prefetched. */
const excludedPrefixes: string[] = [
  ...new Set([
    ...excludedKeys.flatMap((key) => locales.map((locale) => (routeTable[key].paths[locale] as string).split('/:')[0] || '/')),
    '/api', '/media', '/assets', '/logout', '/en/logout', '/cookie-consent', '/member-card-barcode', '/payment-slip', '/test-gateway',
  ]),
]

interface ConnectionLike {
  saveData?: boolean
  effectiveType?: string
}

/** False when the visitor saves data or is on a 2g (or slower) connection. */
export function connectionAllowsPrefetch(connection: ConnectionLike | undefined | null): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return !/(^|-)2g$/.test(connection.effectiveType ?? '')
}

/**
 * The URL to prefetch for a link, or null: same origin, http(s), not the current page, not an
 * excluded path or a file (a path whose last part has an extension), no download or new tab.
 */
export function prefetchTarget(
  link: { href: string; target?: string; hasDownload?: boolean; optOut?: boolean },
  current: { origin: string; pathname: string; search: string },
): string | null {
  if (link.optOut || link.hasDownload || (link.target && link.target !== '_self')) return null
  let url: URL
  try {
    url = new URL(link.href, current.origin)
  } catch {
    return null
  }
  if (url.origin !== current.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null
  if (url.pathname === current.pathname && url.search === current.search) return null
  const path = url.pathname.replace(/\/+$/, '') || '/'
  if (excludedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return null
  if (/\/logout\b/i.test(path) || /\.[a-z0-9]{2,5}$/i.test(path)) return null
  return url.pathname + url.search
}

type Prefetch = (path: string) => void

/** The default: a <link rel="prefetch"> of the next document, fetched at the lowest priority. */
export function prefetchDocument(path: string): void {
  const link = document.createElement('link')
  link.rel = 'prefetch'
  link.href = path
  link.setAttribute('data-prefetched', '')
  document.head.append(link)
}

const whenIdle = (callback: () => void) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: idleTimeoutMs })
  else setTimeout(callback, idleTimeoutMs)
}

/** Starts prefetching on this page; returns a function that stops it. */
export function startLinkPrefetch(prefetch: Prefetch = prefetchDocument): () => void {
  const connection = (navigator as Navigator & { connection?: ConnectionLike }).connection
  if (!connectionAllowsPrefetch(connection) || !('IntersectionObserver' in window)) return () => {}
  const done = new Set<string>([location.pathname + location.search])
  let stopped = false
  const here = () => ({ origin: location.origin, pathname: location.pathname, search: location.search })

  const consider = (anchor: HTMLAnchorElement) => {
    if (stopped || done.size > maxPrefetches || !connectionAllowsPrefetch(connection)) return
    const target = prefetchTarget(
      { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download'), optOut: anchor.closest('[data-no-prefetch]') !== null },
      here(),
    )
    if (target === null || done.has(target)) return
    done.add(target)
    prefetch(target)
  }

  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer.unobserve(entry.target)
      whenIdle(() => consider(entry.target as HTMLAnchorElement))
    }
  })
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]')
    if (anchor instanceof HTMLAnchorElement) consider(anchor)
  }
  let started = false
  const start = () => {
    if (stopped || started) return
    started = true
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) observer.observe(anchor)
    document.addEventListener('pointerover', onIntent, { passive: true })
    document.addEventListener('focusin', onIntent)
  }
  // The page first: start after it has loaded, once the browser is idle (at most 2000 ms later).
  const schedule = () => setTimeout(() => whenIdle(start), idleTimeoutMs)
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })

  return () => {
    stopped = true
    observer.disconnect()
    document.removeEventListener('pointerover', onIntent)
    document.removeEventListener('focusin', onIntent)
  }
}

/** For app/enhance/enhance.ts: pages without the client framework. */
export function enhancePrefetch(): void {
  startLinkPrefetch()
}
