import { SharedPart, SplicedBody, type BodyPart } from '~/server/lib/spliced-body'

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
 * The document as UTF-8 body parts (`encode`: the request's kept fragments spliced in, see
 * fragment-cache.server.ts), its built stylesheets' links replaced by their text. The page is
 * encoded around the links and each stylesheet's element is encoded once for all pages: the 50 KB
 * of CSS were joined into every page's string and encoded again with it, and a page's string is
 * two bytes a character as soon as it holds a č (7 % of a list page's CPU went to the two). Only
 * the head is read: that is where the links are, and the body is the long part.
 *
 * Stylesheets side by side (the app's and the route's, a run of links) are one shared part of the
 * body: its compression then splices them in as compressed once, together, instead of compressing
 * them again (server/lib/spliced-body.ts; together, a product page's four compress to 10.4 KB,
 * one by one to 12.4).
 */
export function documentBody(html: string, stylesheet?: (href: string) => string | undefined, encode: (html: string) => BodyPart[] = utf8): SplicedBody {
  const headEnd = stylesheet ? html.indexOf('</head>') : -1
  if (headEnd < 0) return new SplicedBody(encode(html))
  const parts: BodyPart[] = []
  let run: string[] = []
  let last = 0
  for (const match of html.slice(0, headEnd).matchAll(linkTag)) {
    const href = builtStylesheet.exec(match[0])?.[1]
    const css = href === undefined ? undefined : stylesheet!(href)
    if (css === undefined) continue
    if (match.index !== last || run.length === 0) {
      if (run.length > 0) parts.push(styleElementsOf(run))
      parts.push(...encode(html.slice(last, match.index)))
      run = []
    }
    run.push(css)
    last = match.index + match[0].length
  }
  if (run.length > 0) parts.push(styleElementsOf(run))
  parts.push(...encode(html.slice(last)))
  return new SplicedBody(parts)
}

const utf8 = (html: string): BodyPart[] => [Buffer.from(html)]

/**
 * The <style> elements of a run of built stylesheets as one shared part, made once per run. Looked
 * up by the texts, which the server keeps as one string per file, so each look-up hashes a string
 * already hashed.
 */
interface StyleRun {
  part?: SharedPart
  longer: Map<string, StyleRun>
}
const styleRuns: StyleRun = { longer: new Map() }

function styleElementsOf(texts: readonly string[]): SharedPart {
  let run = styleRuns
  for (const css of texts) {
    let next = run.longer.get(css)
    if (next === undefined) run.longer.set(css, (next = { longer: new Map() }))
    run = next
  }
  // A </style> inside the text would end the element early; CSS never needs that sequence.
  run.part ??= new SharedPart(Buffer.from(texts.map((css) => `<style>${css.replaceAll('</style', '<\\/style')}</style>`).join('')))
  return run.part
}
