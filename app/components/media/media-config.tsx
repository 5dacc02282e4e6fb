import { createContext, useContext, type ReactNode } from 'react'

interface MediaConfig {
  /** The site's apiKeyId, the first part of every media URL (SPEC §7). */
  apiKeyId: number
}

const MediaConfigContext = createContext<MediaConfig | null>(null)

/**
 * Gives every <Picture> below it the site's apiKeyId, so view models carry only the image itself.
 * The root layout provides it from its loader:
 *
 *   // app/root.tsx loader:  return { …, apiKeyId: site.apiKeyId }   (site = await currentSite(ctx))
 *   // Layout:               <MediaConfigProvider apiKeyId={data?.apiKeyId}>{children}</MediaConfigProvider>
 *
 * Without a value (the root's loader failed, so an error page renders) pictures fall back to the logo.
 */
export function MediaConfigProvider({ apiKeyId, children }: { apiKeyId: number | undefined; children: ReactNode }) {
  return <MediaConfigContext.Provider value={apiKeyId === undefined ? null : { apiKeyId }}>{children}</MediaConfigContext.Provider>
}

export function useMediaConfig(): MediaConfig | null {
  return useContext(MediaConfigContext)
}
