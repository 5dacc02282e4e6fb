import { data, type ServerBuild, type StaticHandlerContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { releaseDocumentData, withDocumentOnlyData } from './document-data'

type Module = NonNullable<ServerBuild['routes'][string]>['module']

const route = (id: string, module: Partial<Module>) => ({ id, path: id, module: module as Module })
const loaderArgs = {} as Parameters<NonNullable<Module['loader']>>[0]

function buildOf(routes: ReturnType<typeof route>[]): ServerBuild {
  return { routes: Object.fromEntries(routes.map((r) => [r.id, r])) } as unknown as ServerBuild
}

/** What React Router's data encoding sees of a value: its string keys (turbo-stream walks Object.keys). */
const encodedKeys = (value: unknown) => Object.keys(value as object)

describe('loader data of pages without the client framework', () => {
  const view = { name: 'Lanena košulja', price: 4500 }
  const build = withDocumentOnlyData(buildOf([
    route('static', { handle: { hydrate: false }, loader: async () => view }),
    route('with-init', { handle: { hydrate: false }, loader: async () => data(view, { headers: { 'Set-Cookie': 'a=1' } }) }),
    route('redirects', { handle: { hydrate: false }, loader: async () => new Response(null, { status: 302, headers: { Location: '/' } }) }),
    route('hydrated', { loader: async () => view }),
  ]))
  const run = (id: string) => build.routes[id]!.module.loader!(loaderArgs)

  it('is held out of what the client encoding walks, and released whole for the render', async () => {
    const held = await run('static')
    expect(encodedKeys(held)).toEqual([])
    const context = { loaderData: { static: held, root: { locale: 'hr' } } } as unknown as StaticHandlerContext
    releaseDocumentData(context)
    expect(context.loaderData).toEqual({ static: view, root: { locale: 'hr' } })
    // A second render of the same context (React Router's error boundary pass) finds it released.
    releaseDocumentData(context)
    expect(context.loaderData.static).toBe(view)
  })

  it('keeps the status and headers of data(), and lets responses through', async () => {
    const result = (await run('with-init')) as ReturnType<typeof data>
    expect(result.init?.headers).toEqual({ 'Set-Cookie': 'a=1' })
    expect(encodedKeys(result.data)).toEqual([])
    const context = { loaderData: { 'with-init': result.data } } as unknown as StaticHandlerContext
    releaseDocumentData(context)
    expect(context.loaderData['with-init']).toBe(view)
    expect(((await run('redirects')) as Response).status).toBe(302)
  })

  it("holds every route's data for a document whose page does not hydrate, and none for data requests", async () => {
    const shell = withDocumentOnlyData(buildOf([route('root', { loader: async () => view })]))
    const load = (documentHydrates?: (pattern: string) => boolean) =>
      shell.routes.root!.module.loader!({ ...loaderArgs, pattern: '/product/:slug', context: { documentHydrates } } as never)
    expect(encodedKeys(await load(() => false))).toEqual([])
    expect(await load(() => true)).toBe(view)
    // The client router's data requests: no documentHydrates in the context.
    expect(await load(undefined)).toBe(view)
  })

  it('leaves hydrated routes, and the build given, as they were', async () => {
    expect(await run('hydrated')).toBe(view)
    const original = buildOf([route('static', { handle: { hydrate: false }, loader: async () => view })])
    withDocumentOnlyData(original)
    expect(await original.routes.static!.module.loader!(loaderArgs)).toBe(view)
  })
})
