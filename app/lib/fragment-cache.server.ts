import { hash, randomBytes } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { renderToStaticMarkup } from 'react-dom/server'
import type { ReactElement } from 'react'
import type { FragmentCache } from './fragment-cache'

/**
 * Kept HTML split at its slots: parts[i] comes before slots[i], the last part after them all.
 * The parts are kept as UTF-8 outside the JS heap: a list page's filter sidebar is some 27 KB,
 * and as strings they made the heap, and so the RSS, grow by about three times what they hold.
 */
interface Template {
  parts: Buffer[]
  slots: string[]
}

/** The process's fragments; each request gets a view that reports render failures to its log. */
export interface ServerFragmentCache {
  forRequest(onError: (error: unknown) => void): FragmentCache
}

/**
 * The server's fragment cache (app/lib/fragment-cache.ts). A slot's placeholder carries a random
 * marker of this process, so page text can never be taken for one.
 */
export function createFragmentCache(options: { maxBytes?: number } = {}): ServerFragmentCache {
  const marker = `__fragment${randomBytes(6).toString('hex')}_`
  const slotPattern = new RegExp(`${marker}([a-zA-Z0-9-]+)__`, 'g')
  const templates = new LRUCache<string, Template>({
    maxSize: options.maxBytes ?? 8 * 1024 * 1024,
    sizeCalculation: (template, key) => key.length + template.parts.reduce((sum, part) => sum + part.length, 0) + 1,
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
    return { parts, slots }
  }

  const slot = (name: string) => `${marker}${name}__`
  const html = (fullKey: string, idPrefix: string, render: () => ReactElement, values: Record<string, string>, onError: (error: unknown) => void): string | null => {
    // A key holds its deps as JSON (a sidebar's filters, as long as its HTML): kept as a digest.
    const key = hash('sha256', fullKey, 'base64')
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
    let filled = template.parts[0]!.toString()
    for (let i = 0; i < template.slots.length; i++) {
      const value = values[template.slots[i]!]
      if (value === undefined) return null
      filled += escapeHtml(value) + template.parts[i + 1]!.toString()
    }
    return filled
  }
  return { forRequest: (onError) => ({ slot, html: (key, idPrefix, render, values) => html(key, idPrefix, render, values, onError) }) }
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }

/** React's escaping of text and attribute values, so a filled slot reads as React would write it. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c]!)
}
