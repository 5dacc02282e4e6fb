import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { PassThrough } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { registerServerCatalogs } from './i18n/catalog-text'
import { messagesFor } from './i18n/messages'
import { FragmentCacheContext } from './lib/fragment-cache'
import { createFragmentCache } from './lib/fragment-cache.server'
import { inlineStylesheets } from './lib/inline-stylesheets.server'
import { bodyBytes } from '~/server/lib/http-encoding'
import type { PageHandle } from './lib/page-handle'

export const streamTimeout = 5000

// Documents without the client framework carry no catalog in their data (app/i18n/catalog-text.ts).
registerServerCatalogs(messagesFor)

/** The shell's parts kept as HTML for pages without the client framework (app/lib/fragment-cache.ts). */
const fragments = createFragmentCache()

/**
 * Renders a page as a stream. Bots (and SEO tools) get the whole document at once; every inline
 * script carries this response's CSP nonce (server/lib/security-headers.ts). A page without the
 * client framework (app/lib/page-handle.ts) is rendered whole and gets its stylesheets inline
 * (inline-stylesheets.server.ts), where the server holds the built files.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const stylesheet = loadContext.stylesheet
  const inline = stylesheet !== undefined && !hydrates(routerContext)
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // Cleared once the document is out: a pending timer holds the whole render (React's request,
    // the response and its HTML) for six seconds, about 100 MB at a hundred pages a second.
    let timer: NodeJS.Timeout | undefined
    const stopTimer = () => clearTimeout(timer)
    const waitForAll = inline || isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode
    const { pipe, abort } = renderToPipeableStream(
      <FragmentCacheContext.Provider value={fragments.forRequest((error) => loadContext.app.log.error({ err: error, reqId: loadContext.requestId }, 'shell fragment rendered in place'))}>
        <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />
      </FragmentCacheContext.Provider>,
      {
        nonce: loadContext.nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = new PassThrough()
          body.once('close', stopTimer)
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          if (inline) {
            bytesOf(body).then((html) => resolve(new Response(bodyBytes(withInlineStylesheets(html, stylesheet)), { headers: responseHeaders, status: responseStatusCode })), reject)
          } else {
            resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
          }
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
      },
    )
    timer = setTimeout(abort, streamTimeout + 1000)
  })
}

/** False when a matched route opted out of hydration (the same test as root.tsx's). */
function hydrates(context: EntryContext): boolean {
  return !context.staticHandlerContext.matches.some(
    (match) => (context.routeModules[match.route.id]?.handle as PageHandle | undefined)?.hydrate === false,
  )
}

async function bytesOf(stream: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer))
  return Buffer.concat(chunks)
}

/**
 * The page as bytes with its stylesheets inline. Only the head is decoded and encoded again: the
 * body stays the bytes React wrote, and the response is made from bytes (a string body would be
 * checked and encoded once more, and the page cache would decode it again).
 */
function withInlineStylesheets(html: Buffer, stylesheet: (href: string) => string | undefined): Buffer {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) return html
  const bodyStart = headEnd + '</head>'.length
  const head = inlineStylesheets(html.toString('utf8', 0, bodyStart), stylesheet)
  return Buffer.concat([Buffer.from(head), html.subarray(bodyStart)])
}
