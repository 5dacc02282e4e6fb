/**
 * A check of sitemap XML against the constraints of the sitemaps.org schemas (sitemap.xsd and
 * siteindex.xsd, version 0.9) and of the xhtml:link hreflang extension, for tests: the machine has
 * no XSD validator and the tests run offline. It parses the document strictly (well-formedness:
 * one root, balanced tags, quoted attributes, only the five predefined entities or character
 * references) and then checks, as the XSDs say:
 * - urlset/sitemapindex in the namespace http://www.sitemaps.org/schemas/sitemap/0.9;
 * - url: loc (1), lastmod (0..1), changefreq (0..1), priority (0..1) in that order, then any
 *   number of elements of another namespace; sitemap: loc (1), lastmod (0..1);
 * - loc: an absolute http(s) URL of 12 to 2048 characters; lastmod: xsd:date or xsd:dateTime
 *   (W3C datetime); changefreq one of the seven values; priority a decimal 0.0–1.0;
 * - at most 50,000 url or sitemap elements;
 * - xhtml:link (namespace http://www.w3.org/1999/xhtml): rel="alternate", hreflang a language tag
 *   or x-default, href an absolute URL, no content.
 * Returns the errors found; none means valid.
 */

export interface XmlElement {
  name: string
  attributes: Record<string, string>
  children: XmlElement[]
  text: string
}

const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const xhtmlNs = 'http://www.w3.org/1999/xhtml'
const changefreqs = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']
const w3cDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d))?$/

export function parseXml(source: string): XmlElement {
  let i = 0
  const fail = (message: string): never => {
    throw new Error(`${message} at ${i}`)
  }
  const decode = (raw: string): string => {
    if (/[<]/.test(raw)) fail('"<" in text or attribute')
    return raw.replace(/&([^;\s]*);?/g, (match, name: string) => {
      if (!match.endsWith(';')) fail(`bare "&" (${match})`)
      const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
      if (name in named) return named[name]!
      const num = /^#(x[0-9a-fA-F]+|\d+)$/.exec(name)
      if (num) return String.fromCodePoint(num[1]!.startsWith('x') ? Number.parseInt(num[1]!.slice(1), 16) : Number(num[1]))
      return fail(`unknown entity &${name};`)
    })
  }
  const skipSpace = () => {
    while (i < source.length && /\s/.test(source[i]!)) i++
  }
  if (source.startsWith('<?xml')) {
    const end = source.indexOf('?>')
    if (end < 0) fail('unterminated XML declaration')
    if (!/^<\?xml version="1\.[01]" encoding="UTF-8"\?>$/i.test(source.slice(0, end + 2))) fail('XML declaration must say version 1.0 and UTF-8')
    i = end + 2
  }
  const name = /[A-Za-z_][\w.:-]*/y
  const readName = (): string => {
    name.lastIndex = i
    const m = name.exec(source)
    if (!m) return fail('name expected')
    i += m[0].length
    return m[0]
  }
  const element = (): XmlElement => {
    if (source[i] !== '<') fail('"<" expected')
    i++
    const tag = readName()
    const attributes: Record<string, string> = {}
    for (;;) {
      skipSpace()
      if (source.startsWith('/>', i)) {
        i += 2
        return { name: tag, attributes, children: [], text: '' }
      }
      if (source[i] === '>') {
        i++
        break
      }
      const attr = readName()
      if (attr in attributes) fail(`duplicate attribute ${attr}`)
      skipSpace()
      if (source[i] !== '=') fail('"=" expected')
      i++
      skipSpace()
      const quote = source[i]
      if (quote !== '"' && quote !== "'") fail('quoted attribute value expected')
      const end = source.indexOf(quote!, i + 1)
      if (end < 0) fail('unterminated attribute')
      attributes[attr] = decode(source.slice(i + 1, end))
      i = end + 1
    }
    const children: XmlElement[] = []
    let text = ''
    for (;;) {
      const next = source.indexOf('<', i)
      if (next < 0) fail(`unclosed <${tag}>`)
      text += decode(source.slice(i, next))
      i = next
      if (source.startsWith('</', i)) {
        i += 2
        const closing = readName()
        if (closing !== tag) fail(`</${closing}> closes <${tag}>`)
        skipSpace()
        if (source[i] !== '>') fail('">" expected')
        i++
        return { name: tag, attributes, children, text }
      }
      if (source.startsWith('<!--', i) || source.startsWith('<![CDATA[', i) || source.startsWith('<?', i)) fail('comments, CDATA and processing instructions are not expected here')
      children.push(element())
    }
  }
  skipSpace()
  const root = element()
  skipSpace()
  if (i !== source.length) fail('content after the root element')
  return root
}

function isAbsoluteUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && value.length >= 12 && value.length <= 2048 && !/\s/.test(value)
  } catch {
    return false
  }
}

/** The local name and namespace of an element, with the namespaces declared on the root. */
function resolve(el: XmlElement, scope: Record<string, string>): { ns: string | undefined; local: string } {
  const [prefix, local] = el.name.includes(':') ? (el.name.split(':') as [string, string]) : ['', el.name]
  return { ns: prefix ? scope[`xmlns:${prefix}`] : scope.xmlns, local }
}

export function validateSitemapXml(source: string): string[] {
  const errors: string[] = []
  let root: XmlElement
  try {
    root = parseXml(source)
  } catch (err) {
    return [`not well-formed: ${(err as Error).message}`]
  }
  const scope: Record<string, string> = Object.fromEntries(Object.entries(root.attributes).filter(([k]) => k === 'xmlns' || k.startsWith('xmlns:')))
  const top = resolve(root, scope)
  if (top.ns !== sitemapNs) errors.push(`root element must be in ${sitemapNs}`)
  if (root.text.trim()) errors.push('text directly in the root')
  const itemName = top.local === 'urlset' ? 'url' : top.local === 'sitemapindex' ? 'sitemap' : null
  if (!itemName) return [...errors, `unknown root <${root.name}>`]
  if (root.children.length > 50_000) errors.push(`${root.children.length} entries (at most 50,000)`)
  root.children.forEach((item, n) => {
    const where = `${itemName}[${n + 1}]`
    const name = resolve(item, scope)
    if (name.ns !== sitemapNs || name.local !== itemName) {
      errors.push(`${where}: <${item.name}> is not allowed in <${root.name}>`)
      return
    }
    if (item.text.trim()) errors.push(`${where}: text directly in <${itemName}>`)
    const order = itemName === 'url' ? ['loc', 'lastmod', 'changefreq', 'priority'] : ['loc', 'lastmod']
    let position = 0
    let seenOther = false
    const seen = new Set<string>()
    for (const child of item.children) {
      const c = resolve(child, scope)
      if (c.ns === sitemapNs) {
        const at = order.indexOf(c.local)
        if (at < 0) errors.push(`${where}: <${child.name}> is not allowed`)
        else if (seen.has(c.local)) errors.push(`${where}: <${c.local}> twice`)
        else if (at < position || seenOther) errors.push(`${where}: <${c.local}> out of order`)
        else position = at
        seen.add(c.local)
        if (child.children.length > 0) errors.push(`${where}: <${c.local}> has elements in it`)
        const value = child.text.trim()
        if (c.local === 'loc' && !isAbsoluteUrl(value)) errors.push(`${where}: loc "${value}" is not an absolute URL of 12–2048 characters`)
        if (c.local === 'lastmod' && !w3cDate.test(value)) errors.push(`${where}: lastmod "${value}" is not a W3C datetime`)
        if (c.local === 'changefreq' && !changefreqs.includes(value)) errors.push(`${where}: changefreq "${value}"`)
        if (c.local === 'priority' && !(/^(0(\.\d+)?|1(\.0+)?)$/.test(value))) errors.push(`${where}: priority "${value}"`)
        continue
      }
      if (itemName !== 'url' || c.ns === undefined) {
        errors.push(`${where}: <${child.name}> is not allowed`)
        continue
      }
      seenOther = true
      if (c.ns === xhtmlNs) {
        if (c.local !== 'link') errors.push(`${where}: xhtml:${c.local} is not allowed`)
        if (child.attributes.rel !== 'alternate') errors.push(`${where}: xhtml:link rel must be alternate`)
        const lang = child.attributes.hreflang ?? ''
        if (!/^([a-z]{2,3}(-[A-Za-z0-9]{2,8})*|x-default)$/.test(lang)) errors.push(`${where}: hreflang "${lang}"`)
        if (!isAbsoluteUrl(child.attributes.href ?? '')) errors.push(`${where}: xhtml:link href "${child.attributes.href}"`)
        if (child.children.length > 0 || child.text.trim()) errors.push(`${where}: xhtml:link must be empty`)
      }
    }
    if (!seen.has('loc')) errors.push(`${where}: <loc> is required`)
  })
  return errors
}
