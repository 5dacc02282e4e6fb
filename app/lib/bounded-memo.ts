/**
 * Values worked out once per key, for keys that come from a small set (picture titles, catalogs,
 * category filters), kept for the life of the process. If the set turns out not to be small, the
 * memo starts over once it holds `limit` entries instead of growing: cheaper than keeping recency
 * for every look-up, and what is still in use is made again at its next call.
 */
export function boundedMemo<K, V>(limit: number): (key: K, make: () => V) => V {
  const kept = new Map<K, V>()
  return (key, make) => {
    let value = kept.get(key)
    if (value === undefined) {
      if (kept.size >= limit) kept.clear()
      kept.set(key, (value = make()))
    }
    return value
  }
}
