import { createHash } from 'node:crypto'

/**
 * The CSP sources ('sha256-…') of a page's inline scripts, for a page served from the page cache
 * (CSP Level 2 hash sources; docs/decisions/004-cached-pages-csp-hashes.md). External scripts
 * (src) are allowed by 'self' and data blocks (JSON-LD) are never executed, so neither is listed.
 *
 * Null when the page holds markup this scanner does not read the way a browser does (`<!--`
 * inside a script changes where the HTML parser ends it): such a page is simply not cached.
 * React escapes `<` and `>` in attribute values and React Router escapes `<` in its scripts, so
 * the pages we render never hit that.
 */
export function inlineScriptHashes(html: Buffer): string[] | null {
  // Read as latin1, one character per byte: no UTF-8 decoding of the whole page, and a match's
  // offsets are byte offsets, so a script is hashed from the page's own bytes. Tags are ASCII.
  const text = html.toString('latin1')
  const hashes = new Set<string>()
  for (const match of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script(?=[\s/>])/gi)) {
    const attributes = match[1]!
    const content = match[2]!
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? ''
    if (!isJavaScriptType(type)) continue
    if (content.includes('<!--')) return null
    const start = match.index + '<script'.length + attributes.length + '>'.length
    const bytes = html.subarray(start, start + content.length)
    const hash = createHash('sha256')
    // Browsers hash the text after HTML's newline normalisation (CR LF and CR become LF).
    if (content.includes('\r')) hash.update(bytes.toString('utf8').replace(/\r\n?/g, '\n'), 'utf8')
    else hash.update(bytes)
    hashes.add(`sha256-${hash.digest('base64')}`)
  }
  return [...hashes]
}

/** The HTML spec's JavaScript MIME type essences, "module", or no type at all. */
function isJavaScriptType(type: string): boolean {
  return type === '' || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type) || type === 'text/jscript'
}
