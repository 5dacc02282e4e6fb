import { getRequestListener } from '@hono/node-server'
import { createServer as createHttpServer } from 'node:http'
import type { ServerBuild } from 'react-router'
import { createServer as createViteServer } from 'vite'
import { createAppContext } from '~/server/app-context'
import { demoBackofficeLogin } from '~/server/db/seed/demo-shop'
import { loadConfig } from '~/server/lib/config'

/**
 * `npm run dev`: the same Hono app as production, with Vite serving the client files and hot
 * reload. The database is opened once here; the app and the pages reload through Vite.
 */
const config = loadConfig({ NODE_ENV: 'development', ...process.env })
const appContext = await createAppContext(config)
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' })

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const { createApp } = (await vite.ssrLoadModule('/server/app.ts')) as typeof import('~/server/app')
      const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
      const app = createApp(appContext, { build })
      await getRequestListener(app.fetch)(req, res)
    } catch (err) {
      vite.ssrFixStacktrace(err as Error)
      appContext.log.error({ err }, 'dev server error')
      res.statusCode = 500
      res.end('Internal Server Error')
    }
  })
})

server.listen(config.PORT, () => {
  console.log(`\nDućan (development): http://localhost:${config.PORT}`)
  console.log(`Back office: ${demoBackofficeLogin.email} / ${demoBackofficeLogin.password} (demo login)\n`)
})
