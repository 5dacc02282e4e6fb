import { readFileSync } from 'node:fs'

/** Peak resident memory and CPU use of a process over an interval, from /proc (Linux). */
export interface ProcessUsage {
  peakRssMb: number
  /** Percent of one core; 200 is both cores of a 2-core machine. */
  cpuPercent: number
  /** CPU seconds (user + system) the process used over the interval: divided by the requests, the cost of one. */
  cpuSeconds: number
}

const clockTicks = 100 // USER_HZ on Linux

function rssKb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Number(match[1]) : 0
}

function cpuTicks(pid: number): number {
  // Fields after the ")" of the command name: utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(fields[11]) + Number(fields[12])
}

/** Samples VmRSS every `everyMs` until stop() is called. */
export function sampleProcess(pid: number, everyMs = 100): { stop(): ProcessUsage } {
  let peak = 0
  const started = performance.now()
  const ticks = cpuTicks(pid)
  const read = () => {
    try {
      peak = Math.max(peak, rssKb(pid))
    } catch {
      // The process has gone; the caller learns it from the load results.
    }
  }
  read()
  const timer = setInterval(read, everyMs)
  return {
    stop: () => {
      clearInterval(timer)
      read()
      const seconds = (performance.now() - started) / 1000
      let used = 0
      try {
        used = (cpuTicks(pid) - ticks) / clockTicks
      } catch {
        used = 0
      }
      return { peakRssMb: Math.round(peak / 1024), cpuPercent: Math.round((used / seconds) * 100), cpuSeconds: used }
    },
  }
}
