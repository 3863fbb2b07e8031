import { describe, expect, it } from 'vitest'
import { DEFAULT_VENUE } from '~/contracts/venue'
import { type BackupNoticeContent, renderBackupNotice } from './backup-notice'

const content = (overrides: Partial<BackupNoticeContent> = {}): BackupNoticeContent => ({
  notice: 'backup-failed',
  venue: { name: DEFAULT_VENUE.name, address: DEFAULT_VENUE.address, phone: DEFAULT_VENUE.phone, email: DEFAULT_VENUE.email },
  origin: 'https://beachbar.example',
  timeZone: 'Asia/Manila',
  changedAt: '2026-11-26T20:01:00.000Z',
  file: 'backup-20261126-200000.tar.gz',
  at: '2026-11-26T20:00:00.000Z',
  error: 'The restored copy has 41 rows in reservations; the source had 42.',
  ...overrides,
})

describe("the venue's notice of a backup", () => {
  it('says which backup failed, when in venue time, why, and links to the System page', () => {
    const message = renderBackupNotice(content())
    expect(message.subject).toBe('The backup of 2026-11-27 04:00 failed')
    expect(message.text).toContain('backup-20261126-200000.tar.gz')
    expect(message.text).toContain('2026-11-27 04:00 (Asia/Manila)')
    expect(message.text).toContain('41 rows in reservations; the source had 42.')
    expect(message.text).toContain('https://beachbar.example/admin/system')
    expect(message.html).toMatch(/^<!doctype html>/)
  })

  it('names a missed backup as missed, with no file', () => {
    const message = renderBackupNotice(content({ notice: 'backup-missed', file: null, error: 'The server was not running at the backup time.' }))
    expect(message.subject).toBe('The backup of 2026-11-27 04:00 was missed')
    expect(message.text).not.toContain('File:')
  })
})
