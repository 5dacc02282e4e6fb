import { foldText } from '~/server/lib/fold-text'

/**
 * A piece of text and whether it matched the search. The UI renders matches as <mark> from these
 * segments as text, so nothing from the data is ever parsed as HTML.
 */
export interface TextSegment {
  text: string
  match: boolean
}

/**
 * The matches of the searched words in a text: a word of the text matches when it starts with the
 * searched word's stem (its first letters, so 'cipela' marks 'cipele'), or is one typo away from it.
 * Case and accents are ignored ('kosarica' marks 'Košarica').
 */
export function highlight(text: string, words: readonly string[]): TextSegment[] {
  if (!text) return []
  const ranges = matchRanges(text, words)
  const segments: TextSegment[] = []
  let at = 0
  for (const [start, end] of ranges) {
    if (start > at) segments.push({ text: text.slice(at, start), match: false })
    segments.push({ text: text.slice(start, end), match: true })
    at = end
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false })
  return segments
}

/**
 * A window of a long text around its first match (or its beginning), about `length` characters cut
 * at word boundaries, highlighted.
 */
export function snippet(text: string, words: readonly string[], length = 180): TextSegment[] {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= length) return highlight(clean, words)
  const first = matchRanges(clean, words)[0]
  let start = first ? Math.max(0, first[0] - Math.floor(length / 3)) : 0
  if (start > 0) {
    const space = clean.indexOf(' ', start)
    start = space === -1 || space > (first?.[0] ?? start) ? start : space + 1
  }
  let end = Math.min(clean.length, start + length)
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end)
    if (space > start + length / 2) end = space
  }
  const segments = highlight(clean.slice(start, end), words)
  if (start > 0) segments.unshift({ text: '… ', match: false })
  if (end < clean.length) segments.push({ text: ' …', match: false })
  return mergePlain(segments)
}

/** Sorted, non-overlapping [start, end) ranges of the original text that match a searched word. */
function matchRanges(text: string, words: readonly string[]): [number, number][] {
  const searched = words.filter(Boolean)
  if (searched.length === 0) return []
  const { folded, origin } = foldWithOrigin(text)
  const ranges: [number, number][] = []
  // A text repeats its words: each is judged once.
  const judged = new Map<string, boolean>()
  for (const token of folded.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = token[0]
    let matches = judged.get(word)
    if (matches === undefined) judged.set(word, (matches = searched.some((s) => wordMatches(word, s))))
    if (!matches) continue
    const start = origin[token.index]!
    const end = origin[token.index + word.length] ?? text.length
    ranges.push([start, end])
  }
  return ranges
}

function wordMatches(word: string, searched: string): boolean {
  const stem = searched.length <= 4 ? searched : searched.slice(0, Math.max(4, searched.length - 2))
  if (word.startsWith(stem)) return true
  if (searched.length < 4) return false
  const allowed = searched.length >= 10 ? 2 : 1
  return withinEdits(word.slice(0, searched.length + allowed), searched, allowed) || withinEdits(word, searched, allowed)
}

/** The folded text and, for each of its positions, the position in the original text it came from. */
function foldWithOrigin(text: string): { folded: string; origin: number[] } {
  let folded = ''
  const origin: number[] = []
  let at = 0
  for (const char of text) {
    // ASCII folds to its lower case; only the rest needs Unicode decomposition.
    const f = char.charCodeAt(0) < 128 ? char.toLowerCase() : foldText(char)
    for (let k = 0; k < f.length; k++) origin.push(at)
    folded += f
    at += char.length
  }
  origin.push(at)
  return { folded, origin }
}

/** Levenshtein distance with adjacent transpositions counted as one edit. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1)
    }
  }
  return d[a.length]![b.length]!
}

/**
 * Whether editDistance(a, b) <= max, without working out the whole table: three rolling rows, and
 * a stop as soon as a row has nothing within max (its minimum never falls in later rows).
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  const cols = b.length + 1
  let before = new Array<number>(cols).fill(0)
  let previous = Array.from({ length: cols }, (_, j) => j)
  let current = new Array<number>(cols).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    for (let j = 1; j < cols; j++) {
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1)
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return false
    ;[before, previous, current] = [previous, current, before]
  }
  return previous[cols - 1]! <= max
}

function mergePlain(segments: TextSegment[]): TextSegment[] {
  const merged: TextSegment[] = []
  for (const segment of segments) {
    const last = merged.at(-1)
    if (last && !last.match && !segment.match) last.text += segment.text
    else merged.push({ ...segment })
  }
  return merged
}
