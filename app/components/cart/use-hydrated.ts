import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the server's HTML and during hydration, true once React runs the page: the cart's forms
 * then add live=1, so the action answers in place instead of with post/redirect/get.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false)
}
