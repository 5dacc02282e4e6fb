import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { Hono, type Context } from 'hono'
import type { AppContext } from '~/server/lib/context'
import { currentSite } from '~/server/modules/settings/service'
import { parseMediaRef, servableMedia } from './service'
import { isMediaExtension, isMediaSizeKey, mediaFormats } from './sizes'
import { mediaVariant, type VariantFile } from './variants'

/** A variant's URL never changes its bytes (a new upload gets a new id), so browsers and CDNs keep it. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The decorative title of the URL: letters, digits, `-_~.`, so an optional `.hash` suffix passes too. */
const TITLE = /^[\p{L}\p{N}_~-][\p{L}\p{N}_~.-]{0,199}$/u

/**
 * GET /media/{apiKeyId}/{id or driveId}/{size}/{title}.{ext} (SPEC §7, sizes and formats of §9).
 * The title only decorates the URL; its extension picks the output format. Every failure, from a
 * wrong apiKeyId to a traversal attempt or a private file, is the same bare 404, so the answer
 * tells nothing about what exists.
 */
export function createMediaRouter(app: AppContext) {
  const router = new Hono()

  router.get('/:apiKeyId/:ref/:size/:file', async (c) => {
    const { apiKeyId, ref, size, file } = c.req.param()
    const dot = file.lastIndexOf('.')
    const title = file.slice(0, dot)
    const extension = file.slice(dot + 1).toLowerCase()
    const mediaRef = parseMediaRef(ref)
    if (
      !/^[0-9]{1,10}$/.test(apiKeyId) ||
      !mediaRef ||
      !isMediaSizeKey(size) ||
      dot < 1 ||
      !isMediaExtension(extension) ||
      !TITLE.test(title) ||
      title.includes('..')
    ) {
      return notFound(c)
    }

    const site = await currentSite(app)
    if (Number(apiKeyId) !== site.apiKeyId) return notFound(c)

    const item = await servableMedia(app, mediaRef)
    // Private media is never served by this public URL; only images have sizes and formats.
    if (!item || item.access !== 'public' || item.mediaType !== 'image') return notFound(c)

    const { format, contentType } = mediaFormats[extension]
    const variant = await mediaVariant(app, item, size, format)
    if (!variant) return notFound(c)
    return sendVariant(c, variant, contentType)
  })

  // Anything else under /media is a plain 404 here, not a rendered page.
  router.all('*', (c) => notFound(c))

  router.onError((err, c) => {
    app.log.error({ err, path: c.req.path }, 'media request failed')
    return c.text('Internal Server Error', 500)
  })

  return router
}

function notFound(c: Context) {
  return c.text('Not Found', 404)
}

function sendVariant(c: Context, variant: VariantFile, contentType: string) {
  const etag = `"${variant.modified.getTime().toString(36)}-${variant.bytes.toString(36)}"`
  const headers = {
    'Content-Type': contentType,
    'Cache-Control': IMMUTABLE,
    ETag: etag,
    'Last-Modified': variant.modified.toUTCString(),
  }
  if (isNotModified(c.req.header('If-None-Match'), c.req.header('If-Modified-Since'), etag, variant.modified)) {
    return c.body(null, 304, headers)
  }
  const withLength = { ...headers, 'Content-Length': String(variant.bytes) }
  // Hono answers HEAD through the GET handler; an unread file stream would hold its descriptor open.
  if (c.req.method === 'HEAD') return c.body(null, 200, withLength)
  const stream = Readable.toWeb(createReadStream(variant.file)) as unknown as ReadableStream<Uint8Array>
  return c.body(stream, 200, withLength)
}

/** RFC 9110 §13.2.2: If-None-Match wins over If-Modified-Since; ETags compare weakly for GET. */
function isNotModified(ifNoneMatch: string | undefined, ifModifiedSince: string | undefined, etag: string, modified: Date) {
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(',').some((tag) => {
      const t = tag.trim()
      return t === '*' || t.replace(/^W\//, '') === etag
    })
  }
  if (ifModifiedSince === undefined) return false
  const since = Date.parse(ifModifiedSince)
  // HTTP dates have whole seconds; the file's mtime has milliseconds.
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since
}
