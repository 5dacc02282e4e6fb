import { spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { benchDataRoot } from './bench-database'
import type { LoadOptions, LoadResult } from './load-types'

/**
 * Runs wrk (Debian's package: autocannon saturates near 10,000 req/s, wrk does not) over a list
 * of GET paths, round-robin, and reads its figures from a Lua `done` hook that prints JSON.
 */
export async function runWrk(
  options: LoadOptions & { paths: string[]; headers?: Record<string, string>; threads: number; name: string; uniqueQuery?: string },
): Promise<LoadResult> {
  const script = path.join(benchDataRoot, `wrk-${options.name.replace(/[^a-z0-9]+/gi, '-')}.lua`)
  await writeFile(script, luaScript(options.paths, options.headers ?? {}, options.uniqueQuery))
  const args = [
    `-t${options.threads}`, `-c${options.connections}`, `-d${options.durationSec}s`, '--timeout', '10s', '-s', script, options.baseUrl,
  ]
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (out += d.toString()))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited with ${code}: ${out}`))))
  })
  const line = output.split('\n').find((l) => l.startsWith('WRKJSON '))
  if (!line) throw new Error(`wrk printed no summary:\n${output}`)
  const s = JSON.parse(line.slice(8)) as Record<string, number>
  const durationSec = s.duration_us! / 1e6
  return {
    requests: s.requests!,
    durationSec,
    rps: s.requests! / durationSec,
    p50Ms: s.p50_us! / 1000,
    p99Ms: s.p99_us! / 1000,
    non2xx: s.status!,
    errors: s.connect! + s.read! + s.write! + s.timeout!,
  }
}

const lua = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`

/**
 * uniqueQuery: `r={uniqueQuery}{thread}-{n}` is appended to every path, so no two requests share
 * a URL. The prefix differs between the warm-up and the measured run: with the same URLs again,
 * each measured request would be its URL's second, one the page cache keeps (rendered, then
 * compressed harder and hashed), and the case would no longer measure a render alone.
 */
function luaScript(paths: string[], headers: Record<string, string>, uniqueQuery: string | undefined): string {
  return `local paths = {
${paths.map((p) => `  ${lua(p)},`).join('\n')}
}
${Object.entries(headers).map(([k, v]) => `wrk.headers[${lua(k)}] = ${lua(v)}`).join('\n')}
local threads = 0
function setup(thread)
  thread:set("offset", threads * 7919)
  thread:set("tid", threads)
  threads = threads + 1
end
local i = 0
local unique = ${uniqueQuery === undefined ? 'false' : 'true'}
local prefix = ${lua(uniqueQuery ?? '')}
function init(args)
  i = offset or 0
end
function request()
  i = i + 1
  local p = paths[(i % #paths) + 1]
  if unique then
    local sep = "?"
    if string.find(p, "?", 1, true) then sep = "&" end
    p = p .. sep .. "r=" .. prefix .. (tid or 0) .. "-" .. i
  end
  return wrk.format("GET", p)
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRKJSON {"requests":%d,"duration_us":%d,"p50_us":%d,"p99_us":%d,"status":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.status, e.connect, e.read, e.write, e.timeout))
end
`
}
