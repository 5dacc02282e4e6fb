import { createElement, useContext, type ReactElement } from 'react'
import { ClientRouting, CurrentLocationContext } from '~/app/components/ui/app-link'
import { IntlProvider, useIntlValue } from '~/app/i18n/intl'
import { FragmentCacheContext } from '~/app/lib/fragment-cache'

/** Gives a slot's value inside a fragment: the value itself, or the kept HTML's placeholder. */
export type SlotOf<S extends string> = (name: S) => string

/**
 * One element of the shell (header, footer, cookie banner), or of a page shared by many URLs (a
 * category's filter sidebar), whose content the server renders once per language and `deps`, and
 * keeps (app/lib/fragment-cache.ts). `render` must be a module-level function of its arguments
 * only: `deps`, the slots, the locale's messages and `path`, the current path as the fragment's
 * navigation links see it (their aria-current), so that these make a complete key. Values that
 * change with every page go in `slots`.
 *
 * The render apart sees only the contexts given here, not the page's: a component in it that
 * reads the router throws there, and the fragment is rendered in place instead (and the failure
 * logged), so no page's location is ever kept. Pages with the client framework render it in
 * place too (hydration must find the same tree), as does any render without the cache.
 */
export function CachedFragment<D extends object, S extends string>({
  name, as, attributes, deps, path, slots, render,
}: {
  /** Names the fragment in the cache and prefixes its ids (useId) apart from the page's. */
  name: string
  as: 'header' | 'footer' | 'section' | 'details'
  attributes: Record<string, string | boolean | undefined>
  /** What the content is rendered from; object values must not change once given (FragmentCache.depsKey). */
  deps: D
  path: string
  slots: Record<S, string>
  render: (deps: D, slot: SlotOf<S>) => ReactElement
}) {
  const cache = useContext(FragmentCacheContext)
  const routed = useContext(ClientRouting)
  const intl = useIntlValue()
  if (cache && !routed) {
    const key = `${name}|${intl.locale}|${path}|${cache.depsKey(deps)}`
    const apart = () => (
      <IntlProvider locale={intl.locale} messages={intl.messages}>
        <CurrentLocationContext.Provider value={{ pathname: path, search: '' }}>
          {render(deps, cache.slot)}
        </CurrentLocationContext.Provider>
      </IntlProvider>
    )
    const html = cache.html(key, `${name}-`, apart, slots)
    if (html !== null) return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } })
  }
  return createElement(as, attributes, render(deps, (slot) => slots[slot]))
}

