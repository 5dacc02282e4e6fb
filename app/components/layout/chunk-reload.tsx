import { useEffect } from 'react'

/** SPEC §4/§9: a failed page-chunk load (a deploy replaced the files) reloads once, not again within 60 s. */
const guardKey = 'ducan:chunk-reload-at'
const guardMs = 60_000

const chunkFailure =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '')
  return chunkFailure.test(message)
}

/** Reloads the page unless it already did so in the last minute; returns whether it reloads. */
export function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(guardKey) ?? 0)
    if (Date.now() - last < guardMs) return false
    sessionStorage.setItem(guardKey, String(Date.now()))
  } catch {
    return false
  }
  window.location.reload()
  return true
}

/** Listens for failed dynamic imports anywhere in the page. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error ?? event.message)) reloadOnce()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnce()
    }
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
