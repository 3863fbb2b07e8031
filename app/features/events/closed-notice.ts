/**
 * An event's closed notice (GET /api/events' `closedNotice`, worded in English by lib/event-opening.ts) in the
 * page's language: the day closed, or the event outside the day's hours, with the hours in the language's own way
 * and the closure's note as staff wrote it. A notice in any other words is shown as it is.
 */
import { CLOSED_ON_EVENT_DAY } from '~/lib/event-opening'
import type { Language } from '~/lib/languages'
import { localTimeRange } from '~/lib/local-time'
import type { MessageParams } from '~/lib/messages'

type ClosedNoticeKey = 'pages.eventClosedDay' | 'pages.eventClosedDayNote' | 'pages.eventOutsideHours' | 'pages.eventOutsideHoursNote'
/** `t` of useI18n. */
export type ClosedNoticeText = (key: ClosedNoticeKey | 'frame.timeRange', params?: MessageParams) => string

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const CLOSED_DAY = new RegExp(`^${escapeRegExp(CLOSED_ON_EVENT_DAY)}(?: \\((.+)\\))?\\.$`)
const OUTSIDE_HOURS = /^The venue is not open at this time on this day: open (.+?) to (.+?)(?: \((.+)\))?\.$/

/** 'midnight' -> '00:00', '7:30 PM' -> '19:30' (the words of lib/time-wording.ts); null for anything else. */
export function venueTimeOfWords(words: string): string | null {
  if (words === 'midnight') return '00:00'
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(words)
  if (!match) return null
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)
  return `${String(hour).padStart(2, '0')}:${match[2]}`
}

export function localClosedNotice(notice: string, lang: Language, t: ClosedNoticeText): string {
  if (lang === 'en') return notice
  const closed = CLOSED_DAY.exec(notice)
  if (closed) return closed[1] ? t('pages.eventClosedDayNote', { note: closed[1] }) : t('pages.eventClosedDay')
  const outside = OUTSIDE_HOURS.exec(notice)
  const from = outside && venueTimeOfWords(outside[1])
  const to = outside && venueTimeOfWords(outside[2])
  if (!outside || !from || !to) return notice
  const hours = localTimeRange(lang, t, from, to)
  return outside[3] ? t('pages.eventOutsideHoursNote', { hours, note: outside[3] }) : t('pages.eventOutsideHours', { hours })
}
