import type { AppLoadContext } from 'react-router'
import { catalogFromText, registerServerCatalogs, rootMessages } from '~/app/i18n/catalog-text'
import { messagesFor } from '~/app/i18n/messages'
import { describe, expect, test, vi } from 'vitest'
import type { AppContext } from '~/server/lib/context'
import type { Logger } from '~/server/lib/logger'
import { testApp } from '~/tests/support/test-context'
import { shellData } from './shell-data.server'

/** The root loader's args for a path, on an app context the test may break. */
function loaderArgs(app: AppContext, path: string) {
  return { request: new Request(`http://127.0.0.1${path}`), url: new URL(`http://127.0.0.1${path}`), context: { app, nonce: 'nonce', requestId: 'test', clientIp: '127.0.0.1' } satisfies AppLoadContext }
}

describe('the root loader', () => {
  test('answers with the shell and the locale’s messages', async () => {
    const answer = await shellData(loaderArgs(await testApp(), '/en/cart'))
    // A plain view when no login cookie has to be set (a renewed login answers data() with Set-Cookie).
    const view = 'data' in answer ? answer.data : answer
    expect(view.locale).toBe('en')
    expect(catalogFromText(view.catalog!).page.notFound).toBe('This page could not be found')
  })

  test('a document of a page without the client framework carries no catalog; its render reads the server’s', async () => {
    const app = await testApp()
    const args = loaderArgs(app, '/en/product/some-shirt')
    const documentHydrates = (pattern: string) => pattern !== '/en/product/:slug'
    const document = await shellData({ ...args, pattern: '/en/product/:slug', context: { ...args.context, documentHydrates } })
    const view = 'data' in document ? document.data : document
    expect(view.catalog).toBeNull()
    registerServerCatalogs(messagesFor)
    expect(rootMessages(view).page.notFound).toBe('This page could not be found')
    // The same page asked for by the client router (no documentHydrates), and a hydrating page's document, carry it.
    const data = await shellData({ ...args, pattern: '/en/product/:slug' })
    expect(('data' in data ? data.data : data).catalog).not.toBeNull()
    const cart = await shellData({ ...loaderArgs(app, '/en/cart'), pattern: '/en/cart', context: { ...args.context, documentHydrates } })
    expect(('data' in cart ? cart.data : cart).catalog).not.toBeNull()
  })

  // Decision 003 (c): the client bundles no catalog, so what it throws carries the error page's messages.
  test('during maintenance throws a 503 with the maintenance message in the page’s language', async () => {
    const app = await testApp()
    const closed = { ...app, config: { ...app.config, MAINTENANCE: true } }
    const thrown = (await shellData(loaderArgs(closed, '/')).then(
      () => null,
      (e: unknown) => e,
    )) as { data: unknown; init: ResponseInit }
    expect(thrown).toMatchObject({
      data: { reason: 'maintenance', messages: { page: { maintenance: 'Održavanje u toku, biti ćemo s Vama uskoro!' } } },
      init: { status: 503 },
    })
    expect(new Headers(thrown.init.headers).get('Retry-After')).toBe('600')
  })

  test('when it fails, logs the failure and throws a 500 with the error page’s messages', async () => {
    const app = await testApp()
    const requestLog = app.log.child({})
    const error = vi.spyOn(requestLog, 'error').mockImplementation(() => {})
    const log = Object.assign(Object.create(app.log) as Logger, { child: () => requestLog })
    const db = new Proxy(app.db, { get: () => { throw new Error('database down') } })
    const broken = { ...app, db, log, cache: { ...app.cache, get: (_key: unknown, _opts: unknown, load: () => unknown) => load() } } as AppContext
    await expect(shellData(loaderArgs(broken, '/en'))).rejects.toMatchObject({
      data: { reason: 'error', messages: { page: { serverError: 'An error occurred' }, shell: { error: { title: 'Error {status}' } } } },
      init: { status: 500 },
    })
    expect(error).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'database down' }) }, 'root loader failed')
  })
})
