import { describe, expect, it } from 'vitest'
import { backupsToKeep, type DatedFile, isoWeek, lastBackupSlot, nextBackupAt } from './backup-schedule'
import { venueToday } from './venue-time'

const manila = 'Asia/Manila'

describe('the backup schedule', () => {
  it('runs at BACKUP_TIME venue time: later today, or tomorrow once it has passed', () => {
    // 03:59 in Manila (UTC+8) is 19:59 UTC the day before.
    expect(nextBackupAt('04:00', manila, new Date('2026-11-26T19:59:00Z'))?.toISOString()).toBe('2026-11-26T20:00:00.000Z')
    expect(nextBackupAt('04:00', manila, new Date('2026-11-26T20:00:00Z'))?.toISOString()).toBe('2026-11-27T20:00:00.000Z')
    expect(lastBackupSlot('04:00', manila, new Date('2026-11-26T20:00:00Z'))?.toISOString()).toBe('2026-11-26T20:00:00.000Z')
    expect(lastBackupSlot('04:00', manila, new Date('2026-11-26T19:59:59Z'))?.toISOString()).toBe('2026-11-25T20:00:00.000Z')
  })

  it('follows the venue zone, including one with daylight saving time', () => {
    // Berlin's clocks went forward on 2026-03-29: 04:00 is 02:00 UTC from then on, 03:00 UTC before.
    expect(nextBackupAt('04:00', 'Europe/Berlin', new Date('2026-03-28T12:00:00Z'))?.toISOString()).toBe('2026-03-29T02:00:00.000Z')
    expect(nextBackupAt('04:00', 'Europe/Berlin', new Date('2026-03-27T12:00:00Z'))?.toISOString()).toBe('2026-03-28T03:00:00.000Z')
  })

  it('has no slot when backups are off', () => {
    expect(nextBackupAt('off', manila, new Date())).toBeNull()
    expect(lastBackupSlot('off', manila, new Date())).toBeNull()
  })

  it('names ISO weeks, Monday first, the year of their Thursday', () => {
    expect(isoWeek('2026-11-27')).toBe('2026-W48')
    expect(isoWeek('2026-01-01')).toBe('2026-W01')
    expect(isoWeek('2027-01-03')).toBe('2026-W53')
    expect(isoWeek('2024-12-30')).toBe('2025-W01')
  })
})

describe('the backup rotation over 60 simulated days', () => {
  it('keeps the newest of each of the last 14 days and of the last 8 ISO weeks, and nothing else', () => {
    let files: DatedFile[] = []
    const start = new Date('2026-09-01T20:00:00Z') // 04:00 in Manila, 2 September
    for (let day = 0; day < 60; day++) {
      const nightly = new Date(start.getTime() + day * 86_400_000)
      files.push({ file: `night-${day}`, at: nightly })
      // Every fifth day an owner also takes one by hand in the afternoon: the day keeps the newer one.
      if (day % 5 === 0) files.push({ file: `manual-${day}`, at: new Date(nightly.getTime() + 10 * 3_600_000) })
      const keep = backupsToKeep(files, { daily: 14, weekly: 8 }, manila)
      files = files.filter((file) => keep.has(file.file))
    }
    const days = new Map<string, string[]>()
    for (const file of files) {
      const day = venueToday(manila, file.at)
      days.set(day, [...(days.get(day) ?? []), file.file])
    }
    // One file per day kept, and it is the day's newest.
    for (const [, kept] of days) expect(kept).toHaveLength(1)
    expect(files.some((file) => file.file === 'night-55')).toBe(false)
    expect(files.some((file) => file.file === 'manual-55')).toBe(true)
    // The 14 newest days: days 46 to 59.
    const newestDays = [...days.keys()].sort().slice(-14)
    expect(newestDays[0]).toBe(venueToday(manila, new Date(start.getTime() + 46 * 86_400_000)))
    // The 8 newest weeks each keep their newest file, so the oldest kept file is the last one of the 8th newest week.
    const weeks = new Set(files.map((file) => isoWeek(venueToday(manila, file.at))))
    expect(weeks.size).toBe(8)
    const oldest = files.reduce((a, b) => (a.at < b.at ? a : b))
    const oldestWeek = isoWeek(venueToday(manila, oldest.at))
    const nextDay = venueToday(manila, new Date(oldest.at.getTime() + 86_400_000))
    expect(isoWeek(nextDay)).not.toBe(oldestWeek)
    // 14 daily plus the weeks older than those 14 days.
    const olderWeeks = new Set(files.filter((file) => !newestDays.includes(venueToday(manila, file.at))).map((file) => isoWeek(venueToday(manila, file.at))))
    expect(files).toHaveLength(14 + olderWeeks.size)
    expect(olderWeeks.size).toBeGreaterThanOrEqual(5)
  })

  it('keeps everything while there are fewer backups than places', () => {
    const files = [0, 1, 2].map((day) => ({ file: `f${day}`, at: new Date(Date.UTC(2026, 10, 1 + day, 20)) }))
    expect(backupsToKeep(files, { daily: 14, weekly: 8 }, manila)).toEqual(new Set(['f0', 'f1', 'f2']))
  })
})
