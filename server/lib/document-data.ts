import type { AppLoadContext, ServerBuild, StaticHandlerContext } from 'react-router'
import type { PageHandle } from '~/app/lib/page-handle'

/**
 * Loader data that stays on the server. React Router encodes every document's loader data for the
 * client router (turbo-stream) before the entry renders, also for pages without the client
 * framework, which never send it: about a tenth of a list or product page's CPU. So the loaders of
 * routes that opted out of hydration (`handle.hydrate = false`, decision 003 (a)) hand their data
 * over under a symbol key, which that encoding passes by (it walks an object's string keys), and
 * the entry puts it back (`releaseDocumentData`) before anything reads it: components, meta
 * functions and `useMatches` see the data the loader returned.
 *
 * Such a route's clientLoader (`documentOnly`) makes every client navigation to it a document
 * load, so no client asks for its data; a `.data` request made by hand gets an empty object.
 */
const held = Symbol('document data')

interface Held {
  [held]: unknown
}

/**
 * The build with its loaders wrapped; the build itself is left as it is. A loader's data is held
 * when its route opted out of hydration, and also, for a document request, when the page it
 * belongs to does not hydrate (the load context's `documentHydrates`): the root's and any
 * layout's data is then no more sent than the page's own (it was 4 % of a product page's CPU).
 * The client router's data requests carry no `documentHydrates`, so what they ask for is sent.
 */
export function withDocumentOnlyData(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const loader = route?.module.loader
      if (!route || !loader) return [id, route]
      const optedOut = (route.module.handle as PageHandle | undefined)?.hydrate === false
      const holdingLoader: typeof loader = async (args) => {
        const result = await loader(args)
        return optedOut || isStaticDocument(args) ? hold(result) : result
      }
      return [id, { ...route, module: { ...route.module, loader: holdingLoader } }]
    }),
  )
  return { ...build, routes }
}

function isStaticDocument({ context, pattern }: { context: unknown; pattern?: string }): boolean {
  const documentHydrates = (context as Partial<AppLoadContext> | undefined)?.documentHydrates
  return pattern !== undefined && documentHydrates?.(pattern) === false
}

/** Puts the held data back where React Router keeps the routes' loader data, before the render. */
export function releaseDocumentData(context: StaticHandlerContext): void {
  const loaderData = context.loaderData as Record<string, unknown>
  for (const id of Object.keys(loaderData)) {
    const value = loaderData[id]
    if (isHeld(value)) loaderData[id] = value[held]
  }
}

/** Responses (redirects) pass; data() keeps its status and headers, with its data held. */
function hold(result: unknown): unknown {
  if (result instanceof Response) return result
  if (isDataWithResponseInit(result)) {
    result.data = { [held]: result.data } satisfies Held
    return result
  }
  return { [held]: result } satisfies Held
}

/** React Router's own test for what data() returns. */
function isDataWithResponseInit(value: unknown): value is { type: 'DataWithResponseInit'; data: unknown } {
  return typeof value === 'object' && value !== null && 'type' in value && 'data' in value && 'init' in value && value.type === 'DataWithResponseInit'
}

function isHeld(value: unknown): value is Held {
  return typeof value === 'object' && value !== null && held in value
}
