import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { PassThrough } from 'node:stream'
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server'
import type { AppLoadContext, EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { registerServerCatalogs } from './i18n/catalog-text'
import { messagesFor } from './i18n/messages'
import { FragmentCacheContext } from './lib/fragment-cache'
import { createFragmentCache } from './lib/fragment-cache.server'
import { documentBody } from './lib/inline-stylesheets.server'
import { releaseDocumentData } from '~/server/lib/document-data'
import type { PageHandle } from './lib/page-handle'

export const streamTimeout = 5000

// Documents without the client framework carry no catalog in their data (app/i18n/catalog-text.ts).
registerServerCatalogs(messagesFor)

/** The shell's parts kept as HTML for pages without the client framework (app/lib/fragment-cache.ts). */
const fragments = createFragmentCache()

/**
 * Renders a page. A page with the client framework is streamed; bots (and SEO tools) get it
 * whole, and every inline script carries this response's CSP nonce (server/lib/security-headers.ts).
 *
 * A page without the client framework (app/lib/page-handle.ts) is never hydrated, so it is
 * rendered whole as static markup: no hydration markers between text nodes, and no stream to
 * push a hundred kilobytes through in two-kilobyte pieces (React's stream writer and its text
 * encoding alone took a tenth of a list page's CPU). Nothing on those pages suspends: React Router's
 * <Scripts/>, the only Suspense in the shell, is left out of them. Its stylesheets go inline
 * (inline-stylesheets.server.ts) where the server holds the built files.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Response | Promise<Response> {
  releaseDocumentData(routerContext.staticHandlerContext)
  const isStatic = !hydrates(routerContext)
  const requestFragments = fragments.forRequest((error) => loadContext.app.log.error({ err: error, reqId: loadContext.requestId }, 'shell fragment rendered in place'))
  // Only a page rendered whole is encoded here, with its fragments spliced in (hydrated pages
  // render them in place anyway: their tree must match the browser's).
  const page = (
    <FragmentCacheContext.Provider value={isStatic ? requestFragments : null}>
      <ServerRouter context={isStatic ? withMatchedRoutesOnly(routerContext) : routerContext} url={request.url} nonce={loadContext.nonce} />
    </FragmentCacheContext.Provider>
  )
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  if (isStatic) {
    // A render error throws from here, and React Router renders the error boundary instead.
    const body = documentBody(`<!DOCTYPE html>${renderToStaticMarkup(page)}`, loadContext.stylesheet, requestFragments.encode)
    // As bytes, in parts: a string body would be encoded again, and most responses go out in gzip
    // made from the parts (server/lib/compression.ts) without reading this one.
    const response = new Response(body.stream(), { headers: responseHeaders, status: responseStatusCode })
    // The compression answers from the parts, compressing only the page's own (server/lib/compression.ts).
    loadContext.keepDocument?.(response, body)
    return response
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // Cleared once the document is out: a pending timer holds the whole render (React's request,
    // the response and its HTML) for six seconds, about 100 MB at a hundred pages a second.
    let timer: NodeJS.Timeout | undefined
    const stopTimer = () => clearTimeout(timer)
    const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce: loadContext.nonce,
      [waitForAll ? 'onAllReady' : 'onShellReady']() {
        shellRendered = true
        const body = new PassThrough()
        body.once('close', stopTimer)
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
        pipe(body)
      },
      onShellError(error: unknown) {
        stopTimer()
        reject(error)
      },
      onError(error: unknown) {
        responseStatusCode = 500
        if (shellRendered) loadContext.app.log.error({ err: error, reqId: loadContext.requestId }, 'render error')
      },
    })
    timer = setTimeout(abort, streamTimeout + 1000)
  })
}

/** False when a matched route opted out of hydration (the same test as root.tsx's). */
function hydrates(context: EntryContext): boolean {
  return !context.staticHandlerContext.matches.some(
    (match) => (context.routeModules[match.route.id]?.handle as PageHandle | undefined)?.hydrate === false,
  )
}

/**
 * The context of a page without the client framework, its route manifest cut down to the matched
 * routes. ServerRouter rebuilds the router's routes from the whole manifest on every render (5 %
 * of a product page's CPU for some seventy routes); such a page needs only its own: it has no
 * client router to discover or prefetch others, and its links are plain anchors (AppLink).
 */
function withMatchedRoutesOnly(context: EntryContext): EntryContext {
  const routes: EntryContext['manifest']['routes'] = {}
  for (const match of context.staticHandlerContext.matches) {
    const route = context.manifest.routes[match.route.id]
    if (route) routes[match.route.id] = route
  }
  return { ...context, manifest: { ...context.manifest, routes } }
}
