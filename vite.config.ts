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
    rollupOptions: isSsrBuild ? { input: './server.ts' } : undefined,
  },
  ssr: { external: ['@electric-sql/pglite', 'sharp', 'pg', 'ioredis', 'pino'] },
}))
