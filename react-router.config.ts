import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  ssr: true,
  // BUILD_DIR lets parallel builds (browser tests, the benchmark) keep out of each other's way.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config
