import { defineConfig } from '@playwright/test'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromiumPath } from './tests/support/chromium'

/**
 * Browser tests run against the production build (npm run build), in Debian's Chromium, on two
 * servers with fresh embedded databases: the shop, and the same shop in maintenance mode.
 */
const port = Number(process.env.E2E_PORT ?? 3999)
const maintenancePort = port + 1
/** The OpenID provider tests/e2e/social-login.spec.ts starts (oidc-provider); the shop knows it as Google. */
export const oidcTestProvider = { port: Number(process.env.E2E_OIDC_PORT ?? 4625), clientId: 'ducan-e2e', clientSecret: 'ducan-e2e-secret-0123456789' }
const socialLoginEnv = {
  OIDC_GOOGLE_ISSUER: `http://127.0.0.1:${oidcTestProvider.port}`,
  OIDC_GOOGLE_CLIENT_ID: oidcTestProvider.clientId,
  OIDC_GOOGLE_CLIENT_SECRET: oidcTestProvider.clientSecret,
}
const server = (p: number, env: Record<string, string>) => {
  const dataDir = path.join(tmpdir(), `ducan-e2e-${p}`)
  return {
    command: `rm -rf ${dataDir} && node ${process.env.BUILD_DIR ?? 'build'}/server/index.js`,
    url: `http://127.0.0.1:${p}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { PORT: String(p), DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${p}`, LOG_LEVEL: 'warn', TRUST_PROXY: '1', ...env },
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A test registers, logs in and checks every page with axe: on a slow 2-core machine under the
  // suite's load the longest journeys (forgot password: five password hashes, six axe runs) have
  // taken 50-70 s, so the limit leaves room for such a day rather than failing the run on it.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath() ?? undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
  webServer: [server(port, socialLoginEnv), server(maintenancePort, { MAINTENANCE: '1' })],
  metadata: { maintenanceURL: `http://127.0.0.1:${maintenancePort}` },
})
