import type { TextSegment } from '~/server/modules/search/highlight'

/** Text with the search's matches in <mark>; every piece is rendered as text, never as HTML. */
export function HighlightedText({ segments }: { segments: readonly TextSegment[] }) {
  return (
    <>
      {segments.map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>))}
    </>
  )
}
