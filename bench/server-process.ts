import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { benchDataRoot, type BenchTarget } from './bench-database'

/**
 * The build the benchmark runs: BUILD_DIR (react-router.config.ts honours it too), so a benchmark
 * can build and run its own tree while others use the default build/.
 */
export const buildDir = process.env.BUILD_DIR ?? 'build'
const serverEntry = path.join(buildDir, 'server/index.js')
/**
 * Ports 3999–4600 belong to the test suite; the benchmark keeps to its own range of 100 ports,
 * from BENCH_PORT (5100), so parallel benchmarks can be given ranges of their own.
 */
const firstPort = Number(process.env.BENCH_PORT ?? 5100)
const portRange = [firstPort, firstPort + 99] as const

/** Builds the production server when asked to, or when there is no build yet. */
export function ensureBuild(force: boolean): void {
  if (!force && existsSync(serverEntry)) return
  console.log(`build: npx react-router build (into ${buildDir}) ...`)
  const res = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit', env: { ...process.env, BUILD_DIR: buildDir } })
  if (res.status !== 0) throw new Error(`react-router build failed (${res.status})`)
}

export async function freePort(start = portRange[0]): Promise<number> {
  for (let port = start; port <= portRange[1]; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false))
      probe.listen(port, () => probe.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error(`no free port in ${portRange.join('–')}`)
}

export interface ServerHandle {
  pid: number
  baseUrl: string
  health: Record<string, string>
  stop(): Promise<void>
}

const running = new Set<ChildProcess>()

/**
 * Whatever happens (error, ctrl-c), no server outlives the benchmark: on a signal each child gets
 * SIGTERM (the server closes its database cleanly) and 10 s before SIGKILL; on exit, SIGKILL.
 */
export function killAllOnExit(): void {
  process.on('exit', () => {
    for (const child of running) child.kill('SIGKILL')
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping ${running.size} child process(es)`)
      const children = [...running]
      for (const child of children) child.kill('SIGTERM')
      const force = setTimeout(() => process.exit(130), 10_000)
      void Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))))
        .then(() => { clearTimeout(force); process.exit(130) })
    })
  }
}

const serverLog = path.join(benchDataRoot, 'server.log')

/**
 * Empties the servers' log at the start of a run. The servers log every request (as `npm start`
 * does), some 300,000 lines a suite; appended to across runs the file reached 2 GB in one session.
 */
export function emptyServerLog(): void {
  writeFileSync(serverLog, '')
}

/** Starts `node ${BUILD_DIR}/server/index.js` on the bench data and waits for /healthz. */
export async function startServer(target: BenchTarget, logLevel: string): Promise<ServerHandle> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env, ...serveEnv(), NODE_ENV: 'production', PORT: String(port), SITE_URL: baseUrl, DATA_DIR: target.dataDir, LOG_LEVEL: logLevel,
  }
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl
  else delete env.DATABASE_URL
  const log = openSync(serverLog, 'a')
  // BENCH_SERVER_FLAGS: extra node flags for the server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile a case.
  const extraFlags = (process.env.BENCH_SERVER_FLAGS ?? '').split(/\s+/).filter(Boolean)
  const child = spawn(process.execPath, [...serveNodeFlags(), ...extraFlags, serverEntry], { env, stdio: ['ignore', log, log] })
  running.add(child)
  const exited = new Promise<void>((resolve) => child.once('exit', () => { running.delete(child); resolve() }))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
  try {
    const health = await waitForHealth(baseUrl, child, 120_000)
    return { pid: child.pid!, baseUrl, health, stop }
  } catch (err) {
    await stop()
    throw err
  }
}

/**
 * The node flags of `npm run serve` (package.json), with its `${NAME:-default}` expanded, so the
 * benchmark runs the server as production does (the heap limit shapes both RSS and speed).
 */
export function serveNodeFlags(env = process.env): string[] {
  return serveWords(env).filter((word) => word.startsWith('--'))
}

/** The environment `npm run serve` sets before `node` (MALLOC_ARENA_MAX), expanded the same way. */
export function serveEnv(env = process.env): Record<string, string> {
  const words = serveWords(env)
  const assignments = words.slice(0, words.indexOf('node')).filter((word) => /^[A-Z_]+=/.test(word))
  return Object.fromEntries(assignments.map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]))
}

function serveWords(env: NodeJS.ProcessEnv): string[] {
  const script = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.serve ?? ''
  return script.split(/\s+/).map((word) => word.replace(/\$\{(\w+):-([^}]*)\}/g, (_all, name: string, fallback: string) => env[name] || fallback))
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<Record<string, string>> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: see bench/.data/server.log`)
    const res = await fetch(`${baseUrl}/healthz`).catch(() => null)
    if (res?.ok) return (await res.json()) as Record<string, string>
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server not healthy after ${timeoutMs / 1000} s: see bench/.data/server.log`)
}

/**
 * The reference ceiling: plain Node's http module answering a 30 KB page from memory, in
 * a process of its own. Not Dućan at all: what the machine and the load tool allow.
 */
export async function startPlainServer(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const port = await freePort(portRange[0] + 50)
  const source = `const body = Buffer.from('<!doctype html><p>' + 'x'.repeat(30 * 1024 - 18));
require('node:http').createServer((req, res) => { res.writeHead(200, { 'content-type': 'text/html', 'content-length': body.length }); res.end(body) })
  .listen(${port}, '127.0.0.1', () => console.log('ready'))`
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] })
  running.add(child)
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve())
    child.once('exit', (code) => reject(new Error(`plain server exited with ${code}`)))
  })
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM')
      running.delete(child)
    },
  }
}
