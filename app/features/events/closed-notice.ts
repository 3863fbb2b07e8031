/**
 * An event's closed notice (GET /api/events' `closedNotice`, worded in English by lib/event-opening.ts) in the
 * page's language: the day closed, or the event outside the day's hours, with the hours in the language's own way
 * and the closure's note as staff wrote it. A notice in any other words is shown as it is.
 */
import { CLOSED_ON_EVENT_DAY, OUTSIDE_HOURS_OF_EVENT_DAY } from '~/lib/event-opening'
import type { Language } from '~/lib/languages'
import { localTimeRange } from '~/lib/local-time'
import { escapeRegExp } from '~/lib/localize-error'
import { venueTimeOfWords } from '~/lib/time-wording'
import type { MessageParams } from '~/lib/messages'

type ClosedNoticeKey = 'pages.eventClosedDay' | 'pages.eventClosedDayNote' | 'pages.eventOutsideHours' | 'pages.eventOutsideHoursNote'
/** `t` of useI18n. */
export type ClosedNoticeText = (key: ClosedNoticeKey | 'frame.timeRange', params?: MessageParams) => string

const CLOSED_DAY = new RegExp(`^${escapeRegExp(CLOSED_ON_EVENT_DAY)}(?: \\((.+)\\))?\\.$`)
const OUTSIDE_HOURS = new RegExp(`^${escapeRegExp(OUTSIDE_HOURS_OF_EVENT_DAY)} (.+?) to (.+?)(?: \\((.+)\\))?\\.$`)

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
