import { useEffect } from 'react'
import { useLocation, useMatches, useNavigationType } from 'react-router'

/** SPEC §4/§9: after a navigation, scroll to the top (or to the #hash element) after 200 ms. */
const scrollDelayMs = 200

/** A route opts out with `export const handle = { keepScroll: true }`. */
export interface ScrollHandle {
  keepScroll?: boolean
}

/**
 * Complements <ScrollRestoration> (which restores positions on back/forward): content that renders
 * late (images, deferred data) can push the target, so we scroll once more when the page settled.
 */
export function ScrollManager() {
  const { key, hash } = useLocation()
  const navigationType = useNavigationType()
  const keepScroll = useMatches().some((m) => (m.handle as ScrollHandle | undefined)?.keepScroll)

  useEffect(() => {
    if (navigationType === 'POP' && !hash) return
    if (keepScroll && !hash) return
    const timer = window.setTimeout(() => {
      if (hash) {
        const target = document.getElementById(decodeURIComponent(hash.slice(1)))
        target?.scrollIntoView({ block: 'start' })
      } else if (window.scrollY > 0) {
        window.scrollTo({ top: 0 })
      }
    }, scrollDelayMs)
    return () => window.clearTimeout(timer)
    // Once per navigation (location key).
  }, [key]) // eslint-disable-line react-hooks/exhaustive-deps

  return null
}
