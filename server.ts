import { getRequestListener } from '@hono/node-server'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import * as build from 'virtual:react-router/server-build'
import { closeAppContext, createAppContext } from './server/app-context'
import { createApp } from './server/app'
import { demoBackofficeLogin } from './server/db/seed/demo-shop'
import { ConfigError, loadConfig } from './server/lib/config'

/**
 * Production entry: built by Vite together with the pages (vite.config.ts), so the API, the
 * services and the page loaders share one module graph and one database connection.
 */
async function main() {
  const config = loadConfig({ NODE_ENV: 'production', ...process.env })
  const app = await createAppContext(config)
  let shuttingDown = false
  const hono = createApp(app, { build, clientDir: fileURLToPath(new URL('../client', import.meta.url)), isShuttingDown: () => shuttingDown })

  // Built files and cached pages are answered from memory before a request reaches Hono.
  const handle = getRequestListener(hono.fetch)
  const server = createServer((req, res) => {
    if (!hono.answerFromMemory(req, res)) void handle(req, res)
  })
  server.listen(config.PORT, () => {
    app.log.info({ port: config.PORT, database: app.database.kind, cache: app.cache.kind }, 'Dućan is listening')
    console.log(`\nDućan: http://localhost:${config.PORT}`)
    console.log(`Back office: ${demoBackofficeLogin.email} / ${demoBackofficeLogin.password} (demo login)\n`)
  })

  // SIGTERM: stop accepting, let in-flight requests finish, then close the database.
  const shutdown = (signal: string) => {
    if (shuttingDown) return
    shuttingDown = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    server.close(async () => {
      await closeAppContext(app)
      process.exit(0)
    })
    // Idle keep-alive sockets would hold close() open.
    if ('closeIdleConnections' in server) server.closeIdleConnections()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err)
  process.exit(1)
})
