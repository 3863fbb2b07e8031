/**
 * Venue times and dates worded in a language of the public site. English keeps the site's own wording
 * (time-wording.ts: '7:30 PM', 'midnight', 'from to to'); the other languages write times and dates as their locale
 * does (Intl), with the span's pattern from their catalog ('frame.timeRange').
 */
import { isCalendarDate } from './dates'
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, type Language } from './languages'
import type { MessageParams } from './messages'
import { formatTimeRange, formatVenueTime } from './time-wording'

/** A message of a language's catalog (`t` of useI18n, or serverText on the server). */
export type TextOf = (key: 'frame.timeRange', params: MessageParams) => string

const timeFormats = new Map<Language, Intl.DateTimeFormat>()

/**
 * '19:30' -> '7:30 PM' (en), '19:30' (ko, ja, zh: the 24-hour clock their timetables use, and one that every ICU
 * version writes alike, so server and browser agree); text that is not a time is shown as it is.
 */
export function localTime(lang: Language, time: string): string {
  if (lang === DEFAULT_LANGUAGE) return formatVenueTime(time)
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) return time
  let format = timeFormats.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' })
    timeFormats.set(lang, format)
  }
  return format.format(Date.UTC(2000, 0, 1, Number(match[1]) % 24, Number(match[2])))
}

/**
 * A span of venue times: '6:00 PM to 2:00 AM' (en), '18:00~02:00' (ko). A span that ends at midnight ends at '24:00',
 * as the venues' signs write it ('11:00~24:00', not '11:00~00:00').
 */
export function localTimeRange(lang: Language, text: TextOf, from: string, to: string): string {
  if (lang === DEFAULT_LANGUAGE) return formatTimeRange(from, to)
  return text('frame.timeRange', { from: localTime(lang, from), to: localSpanEnd(lang, to) })
}

/** The end of a span of venue times in a language other than English: midnight is '24:00'. */
export function localSpanEnd(lang: Language, to: string): string {
  return to === '00:00' || to === '24:00' ? '24:00' : localTime(lang, to)
}

/** A weekday's name (0 = Sunday) in the language: 'Monday', '월요일', '星期一', '月曜日'. */
export function localWeekday(lang: Language, weekday: number): string {
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + weekday))
}

/** A venue calendar date ('yyyy-MM-dd') with its weekday: 'Monday, November 24, 2025', '2025년 11월 24일 월요일'. */
export function localWeekdayDate(lang: Language, date: string): string {
  if (!isCalendarDate(date)) return date
  return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))
}

/** An instant as a date and time in the venue's zone, in the language: '2025年11月24日 17:30' (24-hour clock). */
export function localDateTime(lang: Language, isoInstant: string, timeZone: string): string {
  const at = new Date(isoInstant)
  if (Number.isNaN(at.getTime())) return isoInstant
  return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at)
}
