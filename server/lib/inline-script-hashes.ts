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
export function inlineScriptHashes(html: string): string[] | null {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script(?=[\s/>])/gi)) {
    const attributes = match[1]!
    const content = match[2]!
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? ''
    if (!isJavaScriptType(type)) continue
    if (content.includes('<!--')) return null
    // Browsers hash the text after HTML's newline normalisation (CR LF and CR become LF).
    const text = content.replace(/\r\n?/g, '\n')
    hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`)
  }
  return [...hashes]
}

/** The HTML spec's JavaScript MIME type essences, "module", or no type at all. */
function isJavaScriptType(type: string): boolean {
  return type === '' || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type) || type === 'text/jscript'
}
