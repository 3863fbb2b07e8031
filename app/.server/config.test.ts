import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ PORT: 5000, HOST: '127.0.0.1', DATA_DIR: './data', VENUE_TIMEZONE: 'Asia/Manila', SEED_DEMO_DATA: true, TRUST_PROXY: false })
    expect(config.DATABASE_URL).toBeUndefined()
  })
  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined()
  })
  it('refuses a bad setting at start with a clear message', () => {
    expect(() => loadConfig({ VENUE_TIMEZONE: 'Mars/Olympus' })).toThrow(/VENUE_TIMEZONE must be an IANA time zone/)
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration: PORT/)
  })
})
