import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, openSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Builds the production app into its own directory, so the browser tests' build/ is left alone. */
export function buildApp(buildDir: string): void {
  console.log(`build: BUILD_DIR=${buildDir} npx react-router build ...`)
  const res = spawnSync('npx', ['react-router', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BUILD_DIR: buildDir },
  })
  if (res.status !== 0) throw new Error(`react-router build failed (${res.status})`)
}

export interface AppServer {
  baseUrl: string
  logFile: string
  stop(): Promise<void>
}

/**
 * Starts the production server on a fresh database (seeded with the demo shop on start) under
 * the system's temp directory, and waits for /healthz. `localhost`, not 127.0.0.1, is the site URL,
 * so canonical and hreflang links point at the origin Lighthouse audits.
 */
export async function startAppServer(buildDir: string, port: number): Promise<AppServer> {
  const entry = path.join(buildDir, 'server', 'index.js')
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run without --skip-build`)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ducan-lighthouse-'))
  const baseUrl = `http://localhost:${port}`
  const logFile = path.join(dataDir, 'server.log')
  const log = openSync(logFile, 'a')
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), SITE_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', log, log],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGTERM lets the server close PGlite cleanly; SIGKILL only if it hangs.
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(baseUrl, child, logFile)
  } catch (err) {
    await stop()
    throw err
  }
  return { baseUrl, logFile, stop }
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  // A fresh database is migrated and seeded (with rendered images) before the server listens.
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: see ${logFile}`)
    const res = await fetch(`${baseUrl}/healthz`).catch(() => null)
    if (res?.ok) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server not healthy after 180 s: see ${logFile}`)
}
