import type { AppContext } from './context'
import type { SplicedBody } from './spliced-body'

/** What the Hono app hands every page loader and action (React Router's load context). */
export interface PageLoadContext {
  app: AppContext
  requestId: string
  /** The CSP nonce of this response, put on every inline script. */
  nonce: string
  /** The visitor's address, for rate limits (server/lib/client-ip.ts). */
  clientIp: string
  /** A built stylesheet's text by its URL, where the server holds the client build (not in development). */
  stylesheet?: (href: string) => string | undefined
  /**
   * For a document request: whether the page of a route pattern (a loader's `pattern`) runs the
   * client framework (app/lib/page-handle.ts). Absent for the client router's data requests.
   */
  documentHydrates?: (pattern: string) => boolean
  /**
   * Takes a document rendered whole with its body in parts, for the compression of that response
   * (server/lib/compression.ts). A document rendered again (an error boundary) replaces it.
   */
  keepDocument?: (response: Response, body: SplicedBody) => void
}

declare module 'react-router' {
  interface AppLoadContext extends PageLoadContext {}
}
