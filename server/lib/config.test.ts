import { describe, expect, test } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  test('an empty environment gives the embedded defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', MAINTENANCE: false, SITE_URL: 'http://localhost:3000' })
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.REDIS_URL).toBeUndefined()
  })

  test('MAINTENANCE accepts 1/true and 0/false', () => {
    expect(loadConfig({ MAINTENANCE: '1' }).MAINTENANCE).toBe(true)
    expect(loadConfig({ MAINTENANCE: 'true' }).MAINTENANCE).toBe(true)
    expect(loadConfig({ MAINTENANCE: '0' }).MAINTENANCE).toBe(false)
  })

  test('a wrong value stops the start with a message naming the variable and the value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT="eighty"/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL="mysql:\/\/x": must be a URL starting with postgres/)
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/)
    expect(() => loadConfig({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/)
    expect(() => loadConfig({ MAINTENANCE: 'yes' })).toThrow(/MAINTENANCE/)
  })
})
