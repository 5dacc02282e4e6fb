/**
 * Stars shown for a rating (read-only): filled, half and empty, drawn with CSS widths so a
 * fractional average shows; the text next to it (or `label`) is what assistive technology reads.
 */
export function StarRating({ value, max, label }: { value: number; max: number; label?: string }) {
  const percent = Math.max(0, Math.min(100, (value / max) * 100))
  return (
    <span className="stars" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <span className="stars__empty">{'★'.repeat(max)}</span>
      <span className="stars__full" style={{ width: `${percent}%` }}>
        {'★'.repeat(max)}
      </span>
    </span>
  )
}
