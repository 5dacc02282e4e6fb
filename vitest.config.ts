import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['server/**/*.test.ts', 'app/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // PGlite is single-threaded WASM: two workers on two cores keep each file's database busy.
    maxWorkers: 2,
  },
})
