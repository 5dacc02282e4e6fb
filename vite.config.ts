import { reactRouter } from '@react-router/dev/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/**
 * The server build's entry is server.ts, not React Router's default: it bundles the Hono app
 * (API, media, pages) into one module graph, so one process holds one database connection.
 */
export default defineConfig(({ isSsrBuild }) => ({
  // Parallel dev servers (one per developer checkout) keep their optimised deps apart.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  resolve: { alias: { '~': fileURLToPath(new URL('.', import.meta.url)) } },
  plugins: [reactRouter()],
  build: {
    target: 'es2022',
    // Fonts stay files, also the 2 KB Croatian subsets (app/styles/fonts.css): inlined they would
    // make the render-blocking stylesheet heavier, and the CSP allows fonts from 'self' only.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    rollupOptions: isSsrBuild ? { input: './server.ts' } : undefined,
  },
  ssr: { external: ['@electric-sql/pglite', 'sharp', 'pg', 'ioredis', 'pino'] },
}))
