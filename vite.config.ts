import { reactRouter } from '@react-router/dev/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { objectSpreadRewrite } from './scripts/object-spread-rewrite'

/**
 * The server build's entry is server.ts, not React Router's default: it bundles the Hono app
 * (API, media, pages) into one module graph, so one process holds one database connection.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  // Parallel dev servers (one per developer checkout) keep their optimised deps apart.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  resolve: { alias: { '~': fileURLToPath(new URL('.', import.meta.url)) } },
  plugins: [reactRouter(), objectSpreadRewrite()],
  build: {
    target: 'es2022',
    // Fonts stay files, also the 2 KB Croatian subsets (app/styles/fonts.css): inlined they would
    // make the render-blocking stylesheet heavier, and the CSP allows fonts from 'self' only.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    rollupOptions: isSsrBuild ? { input: './server.ts' } : undefined,
  },
  ssr: {
    external: ['@electric-sql/pglite', 'sharp', 'pg', 'ioredis', 'pino'],
    // Bundled into the server build, so that objectSpreadRewrite reaches React Router's request
    // path too: 68 `{ ...x, y }` objects in its code, and with them rewritten a product page's
    // minor collections promote 10 KB instead of 15 (docs/performance.md, stop 34). Not in
    // development, where the dev plugin and the app would each load a React Router of their own.
    noExternal: command === 'build' ? ['react-router', '@react-router/node'] : [],
  },
}))
