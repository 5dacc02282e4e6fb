import { foldText } from '~/server/lib/fold-text'

/**
 * What a visitor typed, reduced to what the engine needs: the folded text (lower case, no accents,
 * so 'Košarica' and 'kosarica' are the same) and its words. Only letters and digits survive as
 * words, so nothing typed can change the shape of a full-text query (SQL itself always travels as
 * bound parameters).
 */
export interface SearchText {
  /** The folded input with its whitespace collapsed; '' when nothing searchable was typed. */
  folded: string
  words: string[]
}

const maxWords = 8

export function searchText(input: string): SearchText {
  const folded = foldText(input).replace(/\s+/g, ' ').trim()
  const words = (folded.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, maxWords)
  return { folded: words.length ? folded : '', words }
}

/**
 * A to_tsquery text: every word must match (stemmed by the language's configuration), the last
 * one also as a prefix because the visitor may still be typing it ('cipel' finds 'cipele').
 */
export function tsQueryText(text: SearchText): string {
  return text.words.map((word, i) => (i === text.words.length - 1 ? `${word}:*` : word)).join(' & ')
}

/** A LIKE pattern matching the folded text anywhere; %, _ and \ typed by the visitor match themselves. */
export function containsPattern(text: SearchText): string {
  return `%${text.folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export function prefixPattern(text: SearchText): string {
  return `${text.folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Typo tolerance (trigram word similarity) only from this many letters: shorter words match too much. */
export const typoMinLength = 4
