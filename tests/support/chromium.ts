import { existsSync } from 'node:fs'

/** The browser for Playwright: CHROME_PATH, else Debian's /usr/bin/chromium (never a download). */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter((p): p is string => Boolean(p))
  return candidates.find((p) => existsSync(p)) ?? null
}
