import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import {
  normalizeSelection,
  selectionFromParams,
  type AssociatedProduct,
  type ConfigurableAttribute,
  type Selection,
} from '~/server/modules/catalog/configurable'

/**
 * The configurable product's selection (SPEC §4): requested in the query string
 * (?{attributeCode}={valueId}, so it is shareable and works without JavaScript), normalised to a
 * combination that can be bought. A choice shows at once: the router applies the new query string
 * in a transition, and until it does a controlled radio would snap back to the old value.
 */
export function useProductSelection(attributes: readonly ConfigurableAttribute[], variants: readonly AssociatedProduct[]) {
  const [searchParams, setSearchParams] = useSearchParams()
  const [pending, setPending] = useState<Selection | null>(null)
  useEffect(() => setPending(null), [searchParams])

  const requested = pending ?? selectionFromParams(attributes, searchParams)
  const selection = normalizeSelection(attributes, variants, requested)
  /** A requested value that could not be kept (no such combination, or sold out): the page says so. */
  const isRequestUnavailable = Object.entries(requested).some(([code, id]) => id !== undefined && selection[code] !== id)

  /** The URL keeps what was chosen; the render normalises it, as it does for a shared link. */
  const select = (code: string, valueId: number) => {
    const next: Selection = { ...selection, [code]: valueId }
    setPending(next)
    setSearchParams(
      (params) => {
        for (const [key, id] of Object.entries(next)) if (id !== undefined) params.set(key, String(id))
        return params
      },
      { replace: true, preventScrollReset: true },
    )
  }

  return { searchParams, selection, isRequestUnavailable, select }
}
