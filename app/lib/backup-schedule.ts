/**
 * When the automatic backup runs and which backup files are kept: pure rules over the venue's clock (BACKUP_TIME is
 * venue-local wall time, like every other time the venue sets).
 */
import { addDays } from './dates'
import { venueDateTime, venueTimeNow, venueToday } from './venue-time'

/** BACKUP_TIME: 'HH:mm' venue time, or 'off'. */
export const BACKUP_TIME_PATTERN = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|off)$/

/** The latest scheduled instant at or before `now`; null when backups are off. */
export function lastBackupSlot(time: string, timeZone: string, now: Date): Date | null {
  if (time === 'off') return null
  const today = venueToday(timeZone, now)
  const slot = venueDateTime(today, time, timeZone)
  return slot.getTime() <= now.getTime() ? slot : venueDateTime(addDays(today, -1), time, timeZone)
}

/** The first scheduled instant after `now`; null when backups are off. */
export function nextBackupAt(time: string, timeZone: string, now: Date): Date | null {
  if (time === 'off') return null
  const today = venueToday(timeZone, now)
  const slot = venueDateTime(today, time, timeZone)
  // A wall time that a DST change skips or repeats still gives one slot a day: the next day's is always later.
  return slot.getTime() > now.getTime() ? slot : venueDateTime(addDays(today, 1), time, timeZone)
}

/** The ISO week of a calendar date ('yyyy-MM-dd'), as 'yyyy-Www' (Monday first; the week's Thursday names the year). */
export function isoWeek(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  const day = new Date(Date.UTC(y, m - 1, d))
  const weekday = (day.getUTCDay() + 6) % 7
  const thursday = new Date(day.getTime() + (3 - weekday) * 86_400_000)
  const year = thursday.getUTCFullYear()
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1
  return `${year}-W${String(week).padStart(2, '0')}`
}

export interface DatedFile {
  file: string
  at: Date
}

/** The newest file of each group, for the `count` newest groups. */
function newestOfGroups(files: readonly DatedFile[], groupOf: (file: DatedFile) => string, count: number): string[] {
  const newest = new Map<string, DatedFile>()
  for (const file of files) {
    const group = groupOf(file)
    const held = newest.get(group)
    if (!held || file.at.getTime() > held.at.getTime()) newest.set(group, file)
  }
  return [...newest.values()]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, count)
    .map((kept) => kept.file)
}

/**
 * The backups to keep: the newest of each of the `daily` newest venue days that have one, and the newest of each of
 * the `weekly` newest ISO weeks that have one. Every other file may go.
 */
export function backupsToKeep(files: readonly DatedFile[], keep: { daily: number; weekly: number }, timeZone: string): Set<string> {
  const dayOf = (file: DatedFile) => venueToday(timeZone, file.at)
  return new Set([...newestOfGroups(files, dayOf, keep.daily), ...newestOfGroups(files, (file) => isoWeek(dayOf(file)), keep.weekly)])
}

/** The venue-local date and time of an instant ('2026-11-27 04:00'), for messages to staff. */
export function venueStamp(instant: Date, timeZone: string): string {
  return `${venueToday(timeZone, instant)} ${venueTimeNow(timeZone, instant)}`
}
