import { describe, expect, test } from 'vitest'
import { editDistance, highlight, snippet, withinEdits } from './highlight'

const marks = (text: string, words: string[]) => highlight(text, words).filter((s) => s.match).map((s) => s.text)

describe('highlight', () => {
  test('marks words ignoring case and accents, on the original text', () => {
    expect(highlight('Pletena Košarica', ['kosarica'])).toEqual([
      { text: 'Pletena ', match: false },
      { text: 'Košarica', match: true },
    ])
    expect(marks('ĐURĐICA i đurđevak', ['durd'])).toEqual(['ĐURĐICA', 'đurđevak'])
  })

  test('marks other forms of the word (stem) and a word one typo away, not two', () => {
    expect(marks('Crvene cipele i cipela', ['cipela'])).toEqual(['cipele', 'cipela'])
    expect(marks('Pletena košarica', ['kozarica'])).toEqual(['košarica'])
    expect(marks('Kolačići i košarica', ['kosarica'])).toEqual(['košarica'])
  })

  test('text from the data stays text: markup is never produced', () => {
    const segments = highlight('<b>majica</b> & <script>', ['majica'])
    expect(segments.map((s) => s.text).join('')).toBe('<b>majica</b> & <script>')
    expect(marks('<b>majica</b>', ['majica'])).toEqual(['majica'])
  })

  test('a letter that folds to two (ß) keeps the ranges right', () => {
    expect(marks('Große Straße', ['strasse'])).toEqual(['Straße'])
  })
})

describe('snippet', () => {
  test('cuts a window around the first match, at word boundaries', () => {
    const text = `${'riječ '.repeat(60)}pletena košarica ${'kraj '.repeat(60)}`
    const segments = snippet(text, ['kosarica'], 80)
    const joined = segments.map((s) => s.text).join('')
    expect(joined.startsWith('… ')).toBe(true)
    expect(joined.endsWith(' …')).toBe(true)
    expect(joined.length).toBeLessThanOrEqual(86)
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['košarica'])
  })

  test('a short text is whole', () => {
    expect(snippet('  Kratki   opis  ', ['opis'])).toEqual([
      { text: 'Kratki ', match: false },
      { text: 'opis', match: true },
    ])
  })
})

test('editDistance counts a swap of neighbours as one edit', () => {
  expect(editDistance('kosarica', 'kosraica')).toBe(1)
  expect(editDistance('kosarica', 'kolacica')).toBe(2)
})

test('the bounded edit check agrees with editDistance', () => {
  const words = ['kosarica', 'kosraica', 'kolacica', 'kosaricu', 'kosa', 'kosarice', 'zvrkosarica', 'zvrkozarica', 'abc', 'cab', 'ca', 'kosaricama', 'ksoarica', '']
  for (const a of words) for (const b of words) for (const max of [0, 1, 2]) expect(withinEdits(a, b, max)).toBe(editDistance(a, b) <= max)
})
