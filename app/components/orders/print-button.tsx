import { useEffect, useState } from 'react'

/**
 * Opens the browser's print dialog. Printing needs JavaScript, so the button appears once the page
 * is hydrated; before that (or without scripts) the browser's own print command does the same.
 */
export function PrintButton({ label }: { label: string }) {
  const [isReady, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  if (!isReady) return null
  return (
    <button type="button" className="btn btn--primary" onClick={() => window.print()}>
      {label}
    </button>
  )
}
