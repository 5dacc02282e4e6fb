import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  ssr: true,
  // BUILD_DIR lets parallel builds (browser tests, the benchmark) keep out of each other's way.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  future: {
    // Route exports load as separate chunks: a link from a hydrated page to a page without the
    // client framework fetches only its small clientLoader (app/lib/page-handle.ts), not its component.
    v8_splitRouteModules: true,
    // Loaders and actions get the request as it came, not React Router's copies of it: each copy
    // of a request with a signal hangs an abort listener and a finalization record on it that
    // only a full collection clears, so every page's request graph outlived two scavenges and
    // filled the old generation (docs/performance.md, stop 32). The app reads the page's URL from
    // the `url` argument (normalised: no `.data`, `index` or `_routes`); request.url only for its
    // protocol, its origin or a named query parameter, which those parts never change.
    v8_passThroughRequests: true,
  },
} satisfies Config
