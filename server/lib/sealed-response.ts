import type { Context } from 'hono'

/**
 * A response answered from memory (a built file, a cached page) is built complete, with the
 * headers the outer middlewares would add (request id, security headers) already in its plain
 * header object, and marked sealed so those middlewares leave it alone.
 *
 * Why: @hono/node-server writes a Response whose body is in memory and whose headers were never
 * read straight to the socket; reading or setting `res.headers` afterwards turns the header
 * object into a fetch Headers (validated entry by entry) and costs more than the rest of such a
 * request together (issue 3: pages from the page cache near plain Node's speed).
 */
export interface SealVariables {
  requestId: string
  /** Set by securityHeaders: its headers for this response, with a CSP allowing these script hashes. */
  securityHeaders?: (scriptHashes: readonly string[]) => Record<string, string>
  sealed?: boolean
}

export function sealedResponse(
  c: Context<{ Variables: SealVariables }>,
  body: Uint8Array<ArrayBuffer> | null,
  headers: Record<string, string>,
  options: { status?: number; scriptHashes?: readonly string[] } = {},
): Response {
  c.set('sealed', true)
  const security = c.get('securityHeaders')?.(options.scriptHashes ?? noScripts)
  return new Response(body, { status: options.status ?? 200, headers: { ...headers, ...security, 'X-Request-Id': c.get('requestId') } })
}

/** One shared empty list, so the security headers' per-list memo hits for every built file. */
const noScripts: readonly string[] = []

export const isSealed = (c: Context): boolean => c.get('sealed') === true
