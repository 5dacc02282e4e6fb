/**
 * Pages without the client framework (app/lib/page-handle.ts) carry their stylesheets inline: a
 * first visit on a phone then paints without waiting for two or three more round trips (the
 * render-blocking requests Lighthouse counts against list and product pages), and there is no
 * client-side navigation that would need the <link>s. The CSS is the built file's text, its url()s
 * absolute (/assets/…), so it works anywhere in the page. Hydrated pages keep their links.
 */
const linkTag = /<link\b[^>]*>/g
const builtStylesheet = /^(?=.*\srel="stylesheet")(?=.*\shref="(\/assets\/[^"?#]+\.css)")/

/**
 * The document as UTF-8 bytes, its built stylesheets' links replaced by their text. The page is
 * encoded around the links and each stylesheet's element is encoded once for all pages: the 50 KB
 * of CSS were joined into every page's string and encoded again with it, and a page's string is
 * two bytes a character as soon as it holds a č (7 % of a list page's CPU went to the two). Only
 * the head is read: that is where the links are, and the body is the long part.
 */
export function documentBytes(html: string, stylesheet?: (href: string) => string | undefined): Buffer {
  const headEnd = stylesheet ? html.indexOf('</head>') : -1
  if (headEnd < 0) return Buffer.from(html)
  const parts: Buffer[] = []
  let last = 0
  for (const match of html.slice(0, headEnd).matchAll(linkTag)) {
    const href = builtStylesheet.exec(match[0])?.[1]
    const css = href === undefined ? undefined : stylesheet!(href)
    if (css === undefined) continue
    parts.push(Buffer.from(html.slice(last, match.index)), styleElementOf(css))
    last = match.index + match[0].length
  }
  parts.push(Buffer.from(html.slice(last)))
  return Buffer.concat(parts)
}

/**
 * The <style> element of each built stylesheet as bytes, made once. Keyed by the text, which the
 * server keeps as one string per file, so a look-up hashes it once.
 */
const styleElements = new Map<string, Buffer>()

function styleElementOf(css: string): Buffer {
  let element = styleElements.get(css)
  if (element === undefined) {
    // A </style> inside the text would end the element early; CSS never needs that sequence.
    element = Buffer.from(`<style>${css.replaceAll('</style', '<\\/style')}</style>`)
    styleElements.set(css, element)
  }
  return element
}
