import { LRUCache } from 'lru-cache'
import sanitize from 'sanitize-html'
import { linkAttributes } from '~/server/modules/cms/links'

/**
 * CMS HTML goes through one allow-list before a visitor sees it (STYLE §7): text structure,
 * links, images and tables; no scripts, styles, event handlers or inline CSS. The page title is
 * the page's only h1, so an h1 in the content becomes an h2. Links follow SPEC §2: external ones
 * open in a new tab, internal ones must pass the character rule or they point home.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark',
    'blockquote', 'q', 'cite', 'code', 'pre', 'abbr', 'span', 'a', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'figure', 'figcaption', 'img', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'hreflang'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const { href = '/', title, hreflang, target } = attribs
      const link = linkAttributes(href, { newTab: target === '_blank' ? true : undefined })
      const attributes: Record<string, string> = { href: link.href }
      if (link.target) attributes.target = link.target
      if (link.rel) attributes.rel = link.rel
      if (title) attributes.title = title
      if (hreflang) attributes.hreflang = hreflang
      return { tagName, attribs: attributes }
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' } }),
  },
}

/**
 * The same CMS text is sanitised again on every render of its page (a product's description, the
 * cookie banner's text on every page): parsing it is a few percent of a page's CPU. The result
 * depends on the input alone, so it is kept by input, up to 4 MB of text; very long texts are
 * not kept (they are rare, and would push out many short ones).
 */
const sanitized = new LRUCache<string, string>({ maxSize: 4 * 1024 * 1024, sizeCalculation: (value, key) => key.length + value.length + 1 })
const longestKept = 64 * 1024

export function sanitizeCmsHtml(html: string): string {
  if (html.length > longestKept) return sanitize(html, options)
  let clean = sanitized.get(html)
  if (clean === undefined) sanitized.set(html, (clean = sanitize(html, options)))
  return clean
}
