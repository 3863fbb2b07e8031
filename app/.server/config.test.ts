import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ PORT: 5000, HOST: '127.0.0.1', DATA_DIR: './data', VENUE_TIMEZONE: 'Asia/Manila', SEED_DEMO_DATA: true, TRUST_PROXY: 0, BOOKINGS_PER_ADDRESS_PER_HOUR: 10 })
    expect(config.PUBLIC_URL).toBeUndefined()
    expect(config.DATABASE_URL).toBeUndefined()
  })
  it('reads the backup settings: a folder, a venue time or off, how many are kept', () => {
    expect(loadConfig({})).toMatchObject({ BACKUP_DIR: './backups', BACKUP_TIME: '04:00', BACKUP_KEEP_DAILY: 14, BACKUP_KEEP_WEEKLY: 8 })
    expect(loadConfig({ BACKUP_TIME: 'off', BACKUP_KEEP_WEEKLY: '0' })).toMatchObject({ BACKUP_TIME: 'off', BACKUP_KEEP_WEEKLY: 0 })
    expect(() => loadConfig({ BACKUP_TIME: '4:00' })).toThrow(/BACKUP_TIME must be HH:mm/)
    expect(() => loadConfig({ BACKUP_TIME: '24:00' })).toThrow(/BACKUP_TIME/)
    expect(() => loadConfig({ BACKUP_KEEP_DAILY: '0' })).toThrow(/BACKUP_KEEP_DAILY/)
  })
  it('reads the per-address daily limits of bookings and guest e-mails (0: off)', () => {
    expect(loadConfig({})).toMatchObject({ BOOKINGS_PER_ADDRESS_PER_DAY: 20, GUEST_EMAILS_PER_ADDRESS_PER_DAY: 3 })
    expect(loadConfig({ BOOKINGS_PER_ADDRESS_PER_DAY: '0', GUEST_EMAILS_PER_ADDRESS_PER_DAY: '0' })).toMatchObject({
      BOOKINGS_PER_ADDRESS_PER_DAY: 0,
      GUEST_EMAILS_PER_ADDRESS_PER_DAY: 0,
    })
    expect(() => loadConfig({ GUEST_EMAILS_PER_ADDRESS_PER_DAY: '-1' })).toThrow(/GUEST_EMAILS_PER_ADDRESS_PER_DAY/)
    expect(() => loadConfig({ BOOKINGS_PER_ADDRESS_PER_DAY: 'many' })).toThrow(/BOOKINGS_PER_ADDRESS_PER_DAY/)
  })
  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined()
  })
  it('reads TRUST_PROXY as a number of proxy hops', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0)
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be false, true or a number of proxy hops/)
  })
  it('takes PUBLIC_URL as an origin only', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://beachbar.example/' }).PUBLIC_URL).toBe('https://beachbar.example')
    expect(() => loadConfig({ PUBLIC_URL: 'https://beachbar.example/menu' })).toThrow(/PUBLIC_URL must be the site origin only/)
    expect(() => loadConfig({ PUBLIC_URL: 'beachbar' })).toThrow(/PUBLIC_URL must be the site origin/)
  })
  it('refuses a bad setting at start with a clear message', () => {
    expect(() => loadConfig({ VENUE_TIMEZONE: 'Mars/Olympus' })).toThrow(/VENUE_TIMEZONE must be an IANA time zone/)
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration: PORT/)
  })
  it('reads the mail settings: SMTP_URL with MAIL_FROM, or neither', () => {
    expect(loadConfig({})).toMatchObject({ REMINDER_HOURS_BEFORE: 24 })
    expect(loadConfig({}).SMTP_URL).toBeUndefined()
    const site = { PUBLIC_URL: 'https://beachbar.example' }
    const config = loadConfig({ ...site, SMTP_URL: 'smtp://user:pass@mail.example:587', MAIL_FROM: 'Beach Bar <bookings@beachbar.example>' })
    expect(config).toMatchObject({ SMTP_URL: 'smtp://user:pass@mail.example:587', MAIL_FROM: 'Beach Bar <bookings@beachbar.example>' })
    expect(loadConfig({ ...site, SMTP_URL: 'smtps://mail.example', MAIL_FROM: 'bookings@beachbar.example' }).MAIL_FROM).toBe('bookings@beachbar.example')
    expect(() => loadConfig({ ...site, SMTP_URL: 'smtp://mail.example' })).toThrow(/MAIL_FROM: MAIL_FROM is required when SMTP_URL is set/)
    // Links in e-mails never come from a request's Host header.
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example', MAIL_FROM: 'a@b.c' })).toThrow(/PUBLIC_URL: PUBLIC_URL is required when SMTP_URL is set/)
    expect(() => loadConfig({ ...site, SMTP_URL: 'http://mail.example', MAIL_FROM: 'a@b.c' })).toThrow(/SMTP_URL must be smtp:/)
    expect(() => loadConfig({ ...site, SMTP_URL: 'mail.example:587', MAIL_FROM: 'a@b.c' })).toThrow(/SMTP_URL must be smtp:/)
    expect(() => loadConfig({ MAIL_FROM: 'bookings@beachbar.example\r\nBcc: x@y.z' })).toThrow(/MAIL_FROM must be an e-mail address/)
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM must be an e-mail address/)
    expect(() => loadConfig({ REMINDER_HOURS_BEFORE: '-1' })).toThrow(/REMINDER_HOURS_BEFORE/)
    expect(loadConfig({ REMINDER_HOURS_BEFORE: '0' }).REMINDER_HOURS_BEFORE).toBe(0)
  })
})
