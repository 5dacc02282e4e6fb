import pino from 'pino'
import type { Config } from './config'

export type Logger = pino.Logger

/**
 * JSON lines on stdout, written asynchronously in blocks of about 4 KB, and at least once a
 * second: a blocking write per line cost a cached page a quarter of its rate (issue 3). Pino
 * writes out what is left when the process exits, also after an uncaught error; a SIGKILL can
 * lose the last second.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  const options: pino.LoggerOptions = {
    level: config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL,
    base: undefined,
    redact: ['req.headers.accesstoken', 'req.headers.cookie', 'req.headers.refreshtoken'],
  }
  if (config.NODE_ENV === 'test') return pino(options)
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 })
  setInterval(() => destination.flush(), 1000).unref()
  return pino(options, destination)
}
