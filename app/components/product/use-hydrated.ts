import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False in the server render and the hydration pass, true after: for features that need scripts. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false)
}
