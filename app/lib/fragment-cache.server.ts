import { hash, randomBytes } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { renderToStaticMarkup } from 'react-dom/server'
import type { ReactElement } from 'react'
import type { FragmentCache } from './fragment-cache'
import { SharedPart, type BodyPart } from '~/server/lib/spliced-body'

/**
 * Kept HTML split at its slots: parts[i] comes before slots[i], the last part after them all.
 * The parts are kept as UTF-8 outside the JS heap: as strings they made the heap, and so the RSS,
 * grow by about three times what they hold.
 *
 * A large fragment without slots (a category's filter sidebar, some 28 KB) is one shared part of
 * the pages that hold it (server/lib/spliced-body.ts), kept deflated only: spliced into every page
 * in gzip as it is, where it was a third of a list page's own bytes to compress, in a tenth of
 * the memory (2.5 KB), so the sidebars of every category and language fit. The rest stay the
 * page's own bytes. Cut at their slots, the header's and footer's parts compressed apart lose what
 * they repeat of each other (the menus, twice in the header): 1.5 KB more on every page. And a
 * small part on its own (the cookie banner's 2.4 KB) loses more than it saves: the page around it
 * compresses without it as context (200 bytes more).
 */
interface Template {
  parts: BodyPart[]
  slots: string[]
}

/** Fragments from this size, without slots, are kept as shared parts (see Template). */
const sharedFrom = 8 * 1024

/**
 * A request's view of the kept fragments. What `html` gives the page is a placeholder; `encode`
 * turns the rendered document into UTF-8 body parts, each placeholder replaced by its fragment's
 * kept parts.
 *
 * Why not the fragment's HTML in the page's string: the kept parts were decoded for every page,
 * copied into React's output, and encoded again with it. React builds its output by appending, so
 * the document is a tree of small strings until something reads it whole, and reading it makes
 * one flat copy; a list page with its sidebar, header and footer came to some 80,000 characters,
 * two bytes each once a č or a € is among them, past the 128 KB above which V8 gives an object
 * pages of its own, which the machine then has to fault in: 0.85 ms of a 6 ms page just to read
 * its own HTML, against 0.1 ms for a product page of 35,000 characters (measured, stop 23).
 */
export interface RequestFragments extends FragmentCache {
  encode(html: string): BodyPart[]
}

/** The process's fragments; each request gets a view that reports render failures to its log. */
export interface ServerFragmentCache {
  forRequest(onError: (error: unknown) => void): RequestFragments
}

/**
 * The server's fragment cache (app/lib/fragment-cache.ts). A slot's placeholder carries a random
 * marker of this process, so page text can never be taken for one.
 */
export function createFragmentCache(options: { maxBytes?: number } = {}): ServerFragmentCache {
  const marker = `__fragment${randomBytes(6).toString('hex')}_`
  const slotPattern = new RegExp(`${marker}([a-zA-Z0-9-]+)__`, 'g')
  const placeholderPattern = new RegExp(`${marker}#(\\d+)__`, 'g')
  const templates = new LRUCache<string, Template>({
    // Some 1,500 filter sidebars (deflated) with the shell's fragments.
    maxSize: options.maxBytes ?? 4 * 1024 * 1024,
    sizeCalculation: (template, key) => key.length + template.parts.reduce((sum, part) => sum + (part instanceof SharedPart ? part.compressed().data.byteLength : part.byteLength), 0) + 1,
  })
  /** Keys whose render failed: rendered in place from then on, and reported once. */
  const failed = new LRUCache<string, true>({ max: 1000 })

  const templateOf = (html: string): Template => {
    const parts: Buffer[] = []
    const slots: string[] = []
    let last = 0
    for (const match of html.matchAll(slotPattern)) {
      parts.push(Buffer.from(html.slice(last, match.index)))
      slots.push(match[1]!)
      last = match.index + match[0].length
    }
    parts.push(Buffer.from(html.slice(last)))
    return { parts: slots.length === 0 && parts[0]!.byteLength >= sharedFrom ? [SharedPart.deflated(parts[0]!)] : parts, slots }
  }

  const slot = (name: string) => `${marker}${name}__`
  /** The kept parts of a fragment with its slots filled (escaped like React would), or null. */
  const filled = (key: string, idPrefix: string, render: () => ReactElement, values: Record<string, string>, onError: (error: unknown) => void): BodyPart[] | null => {
    if (failed.has(key)) return null
    let template = templates.get(key)
    if (!template) {
      try {
        template = templateOf(renderToStaticMarkup(render(), { identifierPrefix: idPrefix }))
      } catch (error) {
        failed.set(key, true)
        onError(error)
        return null
      }
      templates.set(key, template)
    }
    const bytes: BodyPart[] = [template.parts[0]!]
    for (let i = 0; i < template.slots.length; i++) {
      const value = values[template.slots[i]!]
      if (value === undefined) return null
      bytes.push(Buffer.from(escapeHtml(value)), template.parts[i + 1]!)
    }
    return bytes
  }

  const forRequest = (onError: (error: unknown) => void): RequestFragments => {
    /** The fragments this request's page holds, by the number in their placeholders. */
    const used: BodyPart[][] = []
    return {
      slot,
      depsKey,
      html(key, idPrefix, render, values) {
        const bytes = filled(key, idPrefix, render, values, onError)
        if (bytes === null) return null
        used.push(bytes)
        return `${marker}#${used.length - 1}__`
      },
      encode(html) {
        if (used.length === 0) return [Buffer.from(html)]
        const pieces: BodyPart[] = []
        let last = 0
        for (const match of html.matchAll(placeholderPattern)) {
          pieces.push(Buffer.from(html.slice(last, match.index)), ...used[Number(match[1])]!)
          last = match.index + match[0].length
        }
        pieces.push(Buffer.from(html.slice(last)))
        return pieces
      },
    }
  }
  return { forRequest }
}

const digest = (text: string) => hash('sha256', text, 'base64')

/**
 * Digests of the objects among fragments' deps, by identity. The menu tree and the footer's links
 * reach every page as the same objects from the services' caches (a category's filters, the same
 * for all its sorts and pages). Writing them out as JSON and hashing that on every page was 1.8 %
 * of a product page's instructions and 4.4 % of a category page's (the sidebar's filters are as
 * long as its HTML; callgrind, GC and compiler left out): now each object is written out once.
 * Keyed weakly, so a digest goes with its object.
 */
const objectDigests = new WeakMap<object, string>()

function digestOf(value: object): string {
  let known = objectDigests.get(value)
  if (known === undefined) objectDigests.set(value, (known = digest(JSON.stringify(value))))
  return known
}

/**
 * A digest of deps: each own field's name with its value, a primitive as JSON, an object as its
 * digest (`#…`, which no JSON value starts with); fields that JSON leaves out are left out.
 */
export function depsKey(deps: object): string {
  let text = ''
  for (const [name, value] of Object.entries(deps)) {
    if (value === undefined || typeof value === 'function') continue
    text += `${JSON.stringify(name)}:${value !== null && typeof value === 'object' ? `#${digestOf(value)}` : JSON.stringify(value)},`
  }
  return digest(text)
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }

/** React's escaping of text and attribute values, so a filled slot reads as React would write it. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c]!)
}
