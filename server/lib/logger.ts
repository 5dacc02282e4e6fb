import pino from 'pino'
import type { Config } from './config'

export type Logger = pino.Logger

export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  return pino({
    level: config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL,
    base: undefined,
    redact: ['req.headers.accesstoken', 'req.headers.cookie', 'req.headers.refreshtoken'],
  })
}
