import { Hono } from 'hono'
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import { createApi } from './api'
import type { AppContext } from './lib/context'
import { defaultLocale, locales } from '~/app/i18n/locales'
import './lib/load-context'
import { clientIp } from './lib/client-ip'
import { compression, type CompressionVariables } from './lib/compression'
import { memoryLane, type MemoryLane } from './lib/memory-lane'
import { withDocumentOnlyData } from './lib/document-data'
import { hydrationByPattern } from './lib/page-hydration'
import { routeSubsets } from './lib/route-subsets'
import { hasPersonalCookie, pageCache } from './lib/page-cache'
import { requestLog } from './lib/request-log'
import { securityHeaders, securityPolicy, type SecurityVariables } from './lib/security-headers'
import { staticFiles } from './lib/static-files'
import { redirectForNotFound } from './modules/cms/redirects'
import { cookieChoiceVariant } from './modules/consents/service'
import { createMediaRouter } from './modules/media/routes'
import { captchaSettings } from './modules/forms/captcha-settings'
import { recaptchaPageSources } from './modules/forms/recaptcha'
import { createTestGatewayRouter } from './modules/payments/test-gateway'

type Env = { Variables: SecurityVariables & CompressionVariables & { requestId: string } }

export interface AppOptions {
  /** The React Router server build: the virtual module in production, Vite's in development. */
  build: ServerBuild | (() => Promise<ServerBuild>)
  /** The built client files to serve (production); absent in development, where Vite serves them. */
  clientDir?: string
  /** Set while the process drains on SIGTERM: health checks fail so a balancer stops sending. */
  isShuttingDown?: () => boolean
}

/**
 * The whole HTTP surface of ARCHITECTURE's one process: assets, /api, /healthz, pages.
 * `answerFromMemory` serves built files and cached pages before Hono (memory-lane.ts); the
 * production server calls it first, and Hono answers the same requests the same way without it.
 */
export function createApp(app: AppContext, options: AppOptions): Hono<Env> & { answerFromMemory: MemoryLane } {
  const hono = new Hono<Env>()
  const isHttps = (url: URL) => url.protocol === 'https:' || app.config.SITE_URL.startsWith('https:')
  const policy = securityPolicy({
    isDev: app.config.NODE_ENV === 'development',
    formTargets: app.config.CARD_GATEWAY_URL ? [new URL(app.config.CARD_GATEWAY_URL).origin] : [],
    ...(captchaSettings(app.config).recaptcha && { thirdParty: recaptchaPageSources }),
  })
  const files = options.clientDir ? staticFiles(options.clientDir) : undefined
  // Off in development, where pages change with every edit.
  const pages = app.config.PAGE_CACHE_SECONDS > 0 && app.config.NODE_ENV === 'production'
    ? pageCache({
        ttlMs: app.config.PAGE_CACHE_SECONDS * 1000,
        isExcluded: (path) => /^\/(api|media|assets|healthz)(\/|$)/.test(path),
        variantOf: (cookie) => (hasPersonalCookie(cookie) ? null : cookieChoiceVariant(cookie ?? null)),
      })
    : undefined
  // Pages without the client framework keep their loader data on the server (lib/document-data.ts).
  const build = typeof options.build === 'function' ? () => (options.build as () => Promise<ServerBuild>)().then(withDocumentOnlyData) : withDocumentOnlyData(options.build)
  const mode = app.config.NODE_ENV === 'production' ? 'production' : 'development'
  const handlePage = createRequestHandler(build, mode)
  // Pages without the client framework are matched against the routes their URL could match
  // (lib/route-subsets.ts); development rebuilds the routes with every edit and matches them all.
  const buildFor = typeof build === 'function' ? undefined : routeSubsets(build, { prefixes: locales.filter((locale) => locale !== defaultLocale) })
  const subsetHandlers = new Map<ServerBuild, ReturnType<typeof createRequestHandler>>()
  const handlerFor = (pathname: string) => {
    const chosen = buildFor?.(pathname)
    if (!chosen || chosen === build) return handlePage
    let handler = subsetHandlers.get(chosen)
    if (!handler) subsetHandlers.set(chosen, (handler = createRequestHandler(chosen, mode)))
    return handler
  }
  // Development rebuilds the routes with every edit; there every document carries its messages.
  const documentHydrates = typeof options.build === 'function' ? undefined : hydrationByPattern(options.build)

  hono.use('*', async (c, next) => {
    // A caller's id is kept when it looks like one (a proxy's), so log lines can be followed across.
    const given = c.req.header('X-Request-Id')
    c.set('requestId', given && given.length <= 255 && /^[\w\-=]+$/.test(given) ? given : crypto.randomUUID())
    await next()
  })
  hono.use('*', requestLog(app.log, { isQuiet: (path) => path === '/healthz' || path.startsWith('/assets/') }))
  hono.use('*', securityHeaders({ isHttps, isDev: app.config.NODE_ENV === 'development', policy }))
  // Built files from memory, before compression and routing: they come precompressed.
  if (files) hono.use('*', files.middleware)
  hono.use('*', compression())

  hono.get('/healthz', async (c) => {
    if (options.isShuttingDown?.()) return c.json({ status: 'shutting-down' }, 503)
    await app.db.execute('select 1')
    return c.json({ status: 'ok', database: app.database.kind, cache: app.cache.kind })
  })

  hono.route('/api', createApi(app))
  hono.route('/media', createMediaRouter(app))
  // Without a real card gateway, the shop's own test gateway takes card payments (payments/card-gateway.ts).
  if (!app.config.CARD_GATEWAY_URL) hono.route('/test-gateway', createTestGatewayRouter(app))

  if (pages) hono.use('*', pages)

  hono.all('*', async (c) => {
    const loadContext: AppLoadContext = {
      app,
      requestId: c.get('requestId'),
      nonce: c.get('nonce'),
      clientIp: clientIp(c, app.config.TRUST_PROXY),
      stylesheet: files?.stylesheet,
      keepDocument: (response, body) => c.set('document', { response, body }),
      // React Router answers the client router's data requests at '<path>.data'.
      ...(documentHydrates && !c.req.path.endsWith('.data') && { documentHydrates }),
    }
    const res = await handlerFor(new URL(c.req.url).pathname)(c.req.raw, loadContext)
    if (res.status !== 404) return res
    // Before the 404: the owner's redirects and old slugs (cms/redirects.ts); else it is recorded.
    const target = await redirectForNotFound(app, { method: c.req.method, url: new URL(c.req.url), clientKey: loadContext.clientIp })
    if (!target) return res
    await res.body?.cancel()
    return new Response(null, { status: target.status, headers: { Location: target.location, 'Cache-Control': target.status === 301 ? 'public, max-age=3600' : 'no-store' } })
  })

  hono.onError((err, c) => {
    app.log.error({ err, reqId: c.get('requestId') }, 'unhandled error')
    return c.text('Internal Server Error', 500)
  })

  const answerFromMemory = memoryLane({ staticFiles: files, pageCache: pages, policy, isHttps: isHttps(new URL(app.config.SITE_URL)), log: app.log })
  return Object.assign(hono, { answerFromMemory })
}
