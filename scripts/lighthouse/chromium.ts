import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * Flags of the runs. The network-facing ones matter here: the machine reaches nothing but
 * localhost, so Chromium must not wait on updates, sync or field-trial downloads.
 */
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
]

export interface Chromium {
  port: number
  stop(): Promise<void>
}

/**
 * Starts Debian's Chromium (never a downloaded one) with a DevTools port that Lighthouse connects
 * to, in a throw-away profile so no earlier run's cache or cookies are seen.
 */
export async function launchChromium(chromePath: string, port: number): Promise<Chromium> {
  if (!existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath} (set CHROME_PATH or apt-get install chromium)`)
  const profile = mkdtempSync(path.join(tmpdir(), 'ducan-lighthouse-chrome-'))
  const child = spawn(chromePath, [...chromeFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    }
    rmSync(profile, { recursive: true, force: true })
  }
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    const res = await fetch(`http://127.0.0.1:${port}/json/version`).catch(() => null)
    if (res?.ok) return { port, stop }
    await new Promise((r) => setTimeout(r, 200))
  }
  await stop()
  throw new Error(`Chromium did not open its DevTools port ${port}`)
}
