import { createElement as h, type ReactElement } from 'react'
import { PassThrough } from 'node:stream'
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter, useLocation } from 'react-router'
import { expect, test, vi } from 'vitest'
import { CachedFragment, type SlotOf } from '~/app/components/layout/cached-fragment'
import { AppNavLink } from '~/app/components/ui/app-link'
import { IntlProvider } from '~/app/i18n/intl'
import { messagesFor } from '~/app/i18n/messages'
import { FragmentCacheContext } from './fragment-cache'
import { createFragmentCache, depsKey } from './fragment-cache.server'
import { SharedPart, SplicedBody } from '~/server/lib/spliced-body'

type Deps = { label: string }
let renders = 0
function linkList(deps: Deps, slot: SlotOf<'back'>): ReactElement {
  renders++
  return h('ul', null, h('li', null, h(AppNavLink, { to: '/shop' }, deps.label)), h('li', null, h('a', { href: slot('back') }, 'back')))
}

/** A page rendering the fragment, with the server's cache or without one. */
function page(cache: ReturnType<typeof createFragmentCache> | null, props: { label: string; path: string; back: string }, onError = () => {}) {
  const fragment = h(CachedFragment<Deps, 'back'>, {
    name: 'test', as: 'footer', attributes: { className: 'f' }, deps: { label: props.label }, path: props.path, slots: { back: props.back }, render: linkList,
  })
  const inIntl = h(IntlProvider, { locale: 'hr', messages: messagesFor('hr'), children: fragment })
  if (!cache) return renderToStaticMarkup(inIntl)
  // As the server entry does: the page's markup holds placeholders until it is encoded.
  const view = cache.forRequest(onError)
  return new SplicedBody(view.encode(renderToStaticMarkup(h(FragmentCacheContext.Provider, { value: view }, inIntl)))).bytes.toString('utf8')
}

test('a fragment is rendered once per key, its slots filled and escaped like React would', () => {
  const cache = createFragmentCache()
  renders = 0
  const first = page(cache, { label: 'Trgovina', path: '', back: '/x?a=1&b="2"' })
  const second = page(cache, { label: 'Trgovina', path: '', back: '/y<z>' })
  expect(renders).toBe(1)
  expect(first).toBe(page(null, { label: 'Trgovina', path: '', back: '/x?a=1&b="2"' }))
  expect(first).toContain('href="/x?a=1&amp;b=&quot;2&quot;"')
  expect(second).toContain('href="/y&lt;z&gt;"')
  expect(second).not.toContain('__fragment')
})

test('deps and the current path are part of the key: the link to the current page is marked', () => {
  const cache = createFragmentCache()
  renders = 0
  const other = page(cache, { label: 'Trgovina', path: '', back: '/' })
  const current = page(cache, { label: 'Trgovina', path: '/shop', back: '/' })
  const renamed = page(cache, { label: 'Shop', path: '', back: '/' })
  expect(renders).toBe(3)
  expect(other).not.toContain('aria-current')
  expect(current).toContain('aria-current="page"')
  expect(renamed).toContain('>Shop<')
})

test('a fragment that reads the router is rendered in place, never kept with one page’s location', async () => {
  function readsRouter(): ReactElement {
    return h('p', null, useLocation().pathname)
  }
  const cache = createFragmentCache()
  const onError = vi.fn()
  const fragment = h(CachedFragment<object, never>, { name: 'bad', as: 'section', attributes: {}, deps: {}, path: '', slots: {}, render: () => h(readsRouter) })
  // Streamed like a page, so the fragment's own render runs inside the page's renderer.
  const at = (path: string) =>
    streamed(h(MemoryRouter, { initialEntries: [path] }, h(FragmentCacheContext.Provider, { value: cache.forRequest(onError) }, h(IntlProvider, { locale: 'hr', messages: messagesFor('hr'), children: fragment }))))
  expect(await at('/here')).toBe('<section><p>/here</p></section>')
  expect(await at('/there')).toBe('<section><p>/there</p></section>')
  expect(onError).toHaveBeenCalledTimes(1)
})

function streamed(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const sink = new PassThrough()
        let html = ''
        sink.on('data', (chunk: Buffer) => (html += chunk.toString()))
        sink.on('end', () => resolve(html))
        pipe(sink)
      },
      onShellError: reject,
    })
  })
}

test('text outside ASCII comes back as it was rendered, and long keys are told apart', () => {
  const cache = createFragmentCache()
  renders = 0
  const croatian = page(cache, { label: 'Čaše, šalice i žličice €', path: '', back: '/đ' })
  const again = page(cache, { label: 'Čaše, šalice i žličice €', path: '', back: '/đ' })
  const long = 'x'.repeat(50_000)
  const longer = page(cache, { label: long + 'a', path: '', back: '/' })
  const other = page(cache, { label: long + 'b', path: '', back: '/' })
  expect(renders).toBe(3)
  expect(croatian).toBe(page(null, { label: 'Čaše, šalice i žličice €', path: '', back: '/đ' }))
  expect(again).toBe(croatian)
  expect(longer).toContain(long + 'a<')
  expect(other).toContain(long + 'b<')
})

test('the page holds a placeholder for each kept fragment, which encoding replaces with its bytes', () => {
  const cache = createFragmentCache()
  const view = cache.forRequest(() => {})
  const fragment = (label: string) => h(CachedFragment<Deps, 'back'>, {
    name: 'test', as: 'footer', attributes: {}, deps: { label }, path: '', slots: { back: '/' }, render: linkList,
  })
  const markup = renderToStaticMarkup(h(FragmentCacheContext.Provider, { value: view }, h(IntlProvider, {
    locale: 'hr', messages: messagesFor('hr'), children: h('main', null, fragment('Čaše'), h('p', null, 'između €'), fragment('Šalice')),
  })))
  expect(markup).not.toContain('Čaše')
  expect(markup.match(/__fragment/g)).toHaveLength(2)
  const encoded = new SplicedBody(view.encode(markup)).bytes
  const inPlace = renderToStaticMarkup(h(IntlProvider, {
    locale: 'hr', messages: messagesFor('hr'), children: h('main', null, fragment('Čaše'), h('p', null, 'između €'), fragment('Šalice')),
  }))
  expect(encoded.equals(Buffer.from(inPlace))).toBe(true)
  // Another request's view knows none of this page's fragments.
  expect(cache.forRequest(() => {}).encode('<p>č</p>')).toEqual([Buffer.from('<p>č</p>')])
})

test('a large kept fragment without slots reaches every page as one shared part; the rest as bytes', () => {
  const cache = createFragmentCache()
  const partsOf = (label: string, slots: { back?: string } = {}) => {
    const view = cache.forRequest(() => {})
    const render = slots.back === undefined ? (deps: Deps) => h('p', null, deps.label) : linkList
    const fragment = h(CachedFragment<Deps, 'back'>, { name: 'test', as: 'footer', attributes: {}, deps: { label }, path: '', slots: slots as { back: string }, render })
    const parts = view.encode(renderToStaticMarkup(h(FragmentCacheContext.Provider, { value: view }, h(IntlProvider, { locale: 'hr', messages: messagesFor('hr'), children: fragment }))))
    return { parts, shared: parts.filter((part) => part instanceof SharedPart), text: new SplicedBody(parts).bytes.toString() }
  }
  const long = 'Majice i košulje '.repeat(600)
  const [first, second] = [partsOf(long), partsOf(long)]
  expect(first.shared).toHaveLength(1)
  expect(second.shared[0]).toBe(first.shared[0])
  expect(first.text).toBe(`<footer><p>${long}</p></footer>`)
  expect(second.text).toBe(first.text)

  expect(partsOf('Trgovina').shared).toHaveLength(0)
  const [x, y] = [partsOf(`${long}!`, { back: '/x' }), partsOf(`${long}!`, { back: '/y' })]
  expect(x.shared).toHaveLength(0)
  expect(x.text).toContain('href="/x"')
  expect(y.text).toContain('href="/y"')
})

test('deps are named by their content: equal deps share a key, any changed value gives another', () => {
  const menu = [{ label: 'Trgovina', href: '/shop', children: [{ label: 'Deke', href: '/shop/deke' }] }]
  const key = depsKey({ navigation: menu, user: null, cartCount: 0, siteName: 'Dućan' })
  expect(depsKey({ navigation: menu, user: null, cartCount: 0, siteName: 'Dućan' })).toBe(key)
  // A copy of the menu (the cache refilled with the same data) is the same content.
  expect(depsKey({ navigation: structuredClone(menu), user: null, cartCount: 0, siteName: 'Dućan' })).toBe(key)
  expect(depsKey({ navigation: [{ ...menu[0]!, label: 'Dućan' }], user: null, cartCount: 0, siteName: 'Dućan' })).not.toBe(key)
  expect(depsKey({ navigation: menu, user: null, cartCount: 1, siteName: 'Dućan' })).not.toBe(key)
  expect(depsKey({ navigation: menu, user: null, cartCount: 0, siteName: 'Ducan' })).not.toBe(key)
  // Fields JSON would leave out are left out, as they were when the key was the deps' JSON.
  expect(depsKey({ navigation: menu, user: null, cartCount: 0, siteName: 'Dućan', extra: undefined })).toBe(key)
  expect(depsKey({ value: null })).not.toBe(depsKey({ value: {} }))
  expect(depsKey({ a: 1, b: 2 })).not.toBe(depsKey({ a: '1', b: 2 }))
  expect(depsKey([1, 2])).not.toBe(depsKey([2, 1]))
})

test('an object among deps is written out once, however many pages name it', () => {
  const filters = [{ attributeCode: 'boja', values: [{ attributeID: 7, valueLabel: 'Crvena', totalProducts: 12 }] }]
  const stringify = vi.spyOn(JSON, 'stringify')
  try {
    const key = depsKey({ filters, path: '/shop/deke' })
    expect(depsKey({ filters, path: '/shop/deke' })).toBe(key)
    expect(depsKey({ filters, path: '/shop/majice' })).not.toBe(key)
    expect(stringify.mock.calls.filter(([value]) => value === filters)).toHaveLength(1)
  } finally {
    stringify.mockRestore()
  }
})
