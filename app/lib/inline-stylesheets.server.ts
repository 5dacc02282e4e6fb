/**
 * Pages without the client framework (app/lib/page-handle.ts) carry their stylesheets inline: a
 * first visit on a phone then paints without waiting for two or three more round trips (the
 * render-blocking requests Lighthouse counts against list and product pages), and there is no
 * client-side navigation that would need the <link>s. The CSS is the built file's text, its url()s
 * absolute (/assets/…), so it works anywhere in the page. Hydrated pages keep their links.
 */
const linkTag = /<link\b[^>]*>/g
const builtStylesheet = /^(?=.*\srel="stylesheet")(?=.*\shref="(\/assets\/[^"?#]+\.css)")/

/** Only the document's head is read: that is where the links are, and the body is the long part. */
export function inlineStylesheets(html: string, stylesheet: (href: string) => string | undefined): string {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) return html
  return inlineIn(html.slice(0, headEnd), stylesheet) + html.slice(headEnd)
}

function inlineIn(head: string, stylesheet: (href: string) => string | undefined): string {
  return head.replace(linkTag, (link) => {
    const href = builtStylesheet.exec(link)?.[1]
    const css = href === undefined ? undefined : stylesheet(href)
    return css === undefined ? link : styleElementOf(css)
  })
}

/**
 * The <style> element of each built stylesheet, made once: the same 50 KB of text goes into every
 * such page, and searching it on every render cost 3 % of a list page's CPU. Keyed by the text,
 * which the server keeps as one string per file, so a look-up hashes it once.
 */
const styleElements = new Map<string, string>()

function styleElementOf(css: string): string {
  let element = styleElements.get(css)
  if (element === undefined) {
    // A </style> inside the text would end the element early; CSS never needs that sequence.
    element = `<style>${css.replaceAll('</style', '<\\/style')}</style>`
    styleElements.set(css, element)
  }
  return element
}
