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
  },
} satisfies Config
