import { describe, expect, it } from 'vitest'
import type { SystemJson } from '~/contracts/system'
import { backupHealth, backupOutcome, diskWarning, formatBytes, uptimeText } from './system-format'

const at = (iso: string) => Date.parse(iso)
const backups = (over: Partial<SystemJson['backups']> = {}): SystemJson['backups'] => ({
  dir: '/srv/bar/backups',
  next: '2026-11-28T20:00:00.000Z', // 04:00 in Manila
  latest: { file: 'backup-20261127-040000.tar.gz', at: '2026-11-27T20:00:05.000Z', bytes: 1000, checked: true },
  failed: [],
  ...over,
})

describe('system page wording', () => {
  it('writes sizes in powers of 1000', () => {
    expect(formatBytes(512)).toBe('512 B')
    expect(formatBytes(4_200)).toBe('4.2 kB')
    expect(formatBytes(31_000_000)).toBe('31.0 MB')
    expect(formatBytes(412_300_000_000)).toBe('412.3 GB')
  })

  it('writes how long the server has run', () => {
    const started = '2026-11-27T10:00:00.000Z'
    expect(uptimeText(started, at('2026-11-27T10:45:30.000Z'))).toBe('45 min')
    expect(uptimeText(started, at('2026-11-27T13:12:00.000Z'))).toBe('3 h 12 min')
    expect(uptimeText(started, at('2026-11-28T14:00:00.000Z'))).toBe('1 day 4 h')
    expect(uptimeText(started, at('2026-12-09T14:00:00.000Z'))).toBe('12 days 4 h')
  })

  it('is content with a checked backup from the last slot', () => {
    expect(backupHealth(backups(), at('2026-11-28T08:00:00.000Z'))).toEqual({ kind: 'ok' })
  })

  it('calls the last slot missed once its hour has passed without a backup from it', () => {
    const old = backups({ latest: { file: 'backup-20261125-040000.tar.gz', at: '2026-11-25T20:00:05.000Z', bytes: 1, checked: true } })
    expect(backupHealth(old, at('2026-11-27T20:30:00.000Z'))).toEqual({ kind: 'ok' })
    expect(backupHealth(old, at('2026-11-27T21:00:01.000Z'))).toMatchObject({ kind: 'missed' })
  })

  it('says when there is none yet, when they are off, and when the newest attempt failed', () => {
    expect(backupHealth(backups({ latest: null }), at('2026-11-28T08:00:00.000Z'))).toEqual({ kind: 'none' })
    expect(backupHealth(backups({ latest: null }), at('2026-11-27T20:30:00.000Z'))).toEqual({ kind: 'ok' })
    expect(backupHealth(backups({ next: null }), at('2026-11-28T08:00:00.000Z'))).toEqual({ kind: 'off' })
    const failure = { file: 'backup-20261128-030000.tar.gz', at: '2026-11-27T21:00:00.000Z', error: 'The restored copy has 41 reservations; the source had 42.' }
    expect(backupHealth(backups({ failed: [failure] }), at('2026-11-28T08:00:00.000Z'))).toEqual({ kind: 'failed' })
    // An older failure, followed by a good backup, is history.
    expect(backupHealth(backups({ failed: [{ ...failure, at: '2026-11-26T20:00:00.000Z' }] }), at('2026-11-28T08:00:00.000Z'))).toEqual({ kind: 'ok' })
  })

  it('warns below 1 GB free on the backup disk', () => {
    expect(diskWarning(null)).toBeNull()
    expect(diskWarning(1024 ** 3)).toBeNull()
    expect(diskWarning(1024 ** 3 - 1)).toMatch(/^Only 1\.1 GB left on the backup disk/)
    expect(diskWarning(300_000_000)).toMatch(/^Only 300\.0 MB left/)
  })

  it('tells when a backup asked for is done, and how', () => {
    const failure = { file: 'backup-b.sql', at: '2026-11-27T21:00:00.000Z', error: 'x' }
    const state = backups({ failed: [failure] })
    expect(backupOutcome(state, 'backup-20261127-040000.tar.gz')).toBe('checked')
    expect(backupOutcome(state, 'backup-b.sql')).toBe('failed')
    expect(backupOutcome(state, 'backup-c.sql')).toBeUndefined()
  })
})
