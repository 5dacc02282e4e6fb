/**
 * Fixed-size sets of small integers (0..size-1) as 32-bit words: the catalog listing index keeps
 * one per category, tag and attribute value, so that filtering and facet counting are word-wise
 * AND and population counts instead of database round trips.
 */
export type Bitset = Uint32Array

export function emptyBitset(size: number): Bitset {
  return new Uint32Array(Math.ceil(size / 32))
}

export function fullBitset(size: number): Bitset {
  const set = emptyBitset(size)
  set.fill(0xffffffff)
  const rest = size % 32
  if (rest !== 0) set[set.length - 1] = (1 << rest) - 1
  return set
}

export function addBit(set: Bitset, i: number): void {
  set[i >>> 5]! |= 1 << (i & 31)
}

export function hasBit(set: Bitset, i: number): boolean {
  return (set[i >>> 5]! & (1 << (i & 31))) !== 0
}

/** a AND b into a new set (or into `out`). */
export function and(a: Bitset, b: Bitset, out: Bitset = new Uint32Array(a.length)): Bitset {
  for (let w = 0; w < a.length; w++) out[w] = a[w]! & b[w]!
  return out
}

/** a OR b into a new set (or into `out`). */
export function or(a: Bitset, b: Bitset, out: Bitset = new Uint32Array(a.length)): Bitset {
  for (let w = 0; w < a.length; w++) out[w] = a[w]! | b[w]!
  return out
}

/** The intersection of all sets; `all` when none is given (an unfiltered listing). */
export function andAll(sets: readonly Bitset[], all: Bitset): Bitset {
  const out = all.slice()
  for (const set of sets) and(out, set, out)
  return out
}

export function unionAll(sets: readonly Bitset[], size: number): Bitset {
  const out = emptyBitset(size)
  for (const set of sets) or(out, set, out)
  return out
}

export function count(set: Bitset): number {
  let total = 0
  for (let w = 0; w < set.length; w++) total += popcount(set[w]!)
  return total
}

/** |a AND b| without building the intersection: one facet value's count. */
export function countAnd(a: Bitset, b: Bitset): number {
  let total = 0
  for (let w = 0; w < a.length; w++) {
    const word = a[w]! & b[w]!
    if (word !== 0) total += popcount(word)
  }
  return total
}

/**
 * How many members the set has and in how many words: what a count over the set costs walking its
 * members, and intersecting it word by word where it has any.
 */
export function setStats(set: Bitset): { members: number; words: number } {
  let members = 0
  let words = 0
  for (let w = 0; w < set.length; w++) {
    const word = set[w]!
    if (word !== 0) {
      words++
      members += popcount(word)
    }
  }
  return { members, words }
}

/** Calls `fn` with each member of the set, lowest first (no generator: this runs per request). */
export function forEachMember(set: Bitset, fn: (at: number) => void): void {
  for (let w = 0; w < set.length; w++) {
    let word = set[w]!
    while (word !== 0) {
      const low = word & -word
      fn(w * 32 + 31 - Math.clz32(low))
      word ^= low
    }
  }
}

/** The indexes of the words of `set` that are not 0: where a sparse set's members are. */
export function nonZeroWords(set: Bitset): Int32Array {
  let n = 0
  for (let w = 0; w < set.length; w++) if (set[w] !== 0) n++
  const words = new Int32Array(n)
  for (let w = 0, k = 0; w < set.length; w++) if (set[w] !== 0) words[k++] = w
  return words
}

/** |a AND b| counting only the given words (those where a is not 0, from nonZeroWords(a)). */
export function countAndIn(a: Bitset, b: Bitset, words: Int32Array): number {
  let total = 0
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!
    const word = a[w]! & b[w]!
    if (word !== 0) total += popcount(word)
  }
  return total
}

function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}
