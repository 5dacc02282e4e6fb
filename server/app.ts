import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { requestId } from 'hono/request-id'
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import { createApi } from './api'
import type { AppContext } from './lib/context'
import './lib/load-context'
import { clientIp } from './lib/client-ip'
import { hasPersonalCookie, pageCache } from './lib/page-cache'
import { securityHeaders } from './lib/security-headers'
import { cookieChoiceVariant } from './modules/consents/service'
import { createMediaRouter } from './modules/media/routes'

type Env = { Variables: { requestId: string; nonce: string } }

export interface AppOptions {
  /** The React Router server build: the virtual module in production, Vite's in development. */
  build: ServerBuild | (() => Promise<ServerBuild>)
  /** The built client files to serve (production); absent in development, where Vite serves them. */
  clientDir?: string
  /** Set while the process drains on SIGTERM: health checks fail so a balancer stops sending. */
  isShuttingDown?: () => boolean
}

/** The whole HTTP surface of ARCHITECTURE's one process: assets, /api, /healthz, pages. */
export function createApp(app: AppContext, options: AppOptions) {
  const hono = new Hono<Env>()
  const handlePage = createRequestHandler(options.build, app.config.NODE_ENV === 'production' ? 'production' : 'development')

  hono.use('*', requestId())
  hono.use('*', async (c, next) => {
    const started = performance.now()
    await next()
    c.header('X-Request-Id', c.get('requestId'))
    const ms = Math.round((performance.now() - started) * 10) / 10
    app.log.info({ reqId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request')
  })
  hono.use(
    '*',
    securityHeaders({
      isHttps: (url) => url.protocol === 'https:' || app.config.SITE_URL.startsWith('https:'),
      isDev: app.config.NODE_ENV === 'development',
    }),
  )
  hono.use('*', compress())

  hono.get('/healthz', async (c) => {
    if (options.isShuttingDown?.()) return c.json({ status: 'shutting-down' }, 503)
    await app.db.execute('select 1')
    return c.json({ status: 'ok', database: app.database.kind, cache: app.cache.kind })
  })

  if (options.clientDir) {
    const root = options.clientDir
    hono.use(
      '/assets/*',
      serveStatic({
        root,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    )
    hono.use('*', serveStatic({ root, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=3600') }))
  }

  hono.route('/api', createApi(app))
  hono.route('/media', createMediaRouter(app))

  // Off in development, where pages change with every edit.
  if (app.config.PAGE_CACHE_SECONDS > 0 && app.config.NODE_ENV === 'production') {
    hono.use(
      '*',
      pageCache({
        ttlMs: app.config.PAGE_CACHE_SECONDS * 1000,
        isExcluded: (path) => /^\/(api|media|assets|healthz)(\/|$)/.test(path),
        variantOf: (cookie) => (hasPersonalCookie(cookie) ? null : cookieChoiceVariant(cookie ?? null)),
      }),
    )
  }

  hono.all('*', async (c) => {
    const loadContext: AppLoadContext = {
      app,
      requestId: c.get('requestId'),
      nonce: c.get('nonce'),
      clientIp: clientIp(c, app.config.TRUST_PROXY),
    }
    return handlePage(c.req.raw, loadContext)
  })

  hono.onError((err, c) => {
    app.log.error({ err, reqId: c.get('requestId') }, 'unhandled error')
    return c.text('Internal Server Error', 500)
  })

  return hono
}
