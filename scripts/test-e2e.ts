import { spawnSync } from 'node:child_process'
import { chromiumPath } from '~/tests/support/chromium'

/**
 * `npm run test:e2e`: builds and runs the browser tests. Without Chromium they are skipped with a
 * loud warning, except under CI=true, where a missing browser fails the run.
 */
const browser = chromiumPath()
if (!browser) {
  const banner = '!'.repeat(78)
  const message = 'Chromium not found (set CHROME_PATH or apt-get install chromium): browser tests'
  if (process.env.CI === 'true') {
    console.error(`\n${banner}\n${message} cannot run, and CI requires them.\n${banner}\n`)
    process.exit(1)
  }
  console.warn(`\n${banner}\n${message} are SKIPPED.\n${banner}\n`)
  process.exit(0)
}

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, CHROME_PATH: browser } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
run('npx', ['react-router', 'build'])
run('npx', ['playwright', 'test', ...process.argv.slice(2)])
