import { useEffect, useRef } from 'react'

/**
 * A line removed in place takes its focused delete button with it; focus then goes to the element
 * with `targetId` (the page title, focusable with tabIndex -1) instead of the start of the
 * document, so a keyboard or screen-reader user keeps their place (WCAG 2.4.3).
 */
export function useFocusAfterRemoval(lineCount: number, targetId: string): void {
  const previous = useRef(lineCount)
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body
    if (lineCount < previous.current && lost) document.getElementById(targetId)?.focus()
    previous.current = lineCount
  }, [lineCount, targetId])
}
