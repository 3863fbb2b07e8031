/**
 * Dates, times, parties and stays in a guest's language, for the booking e-mails, calendar files and the booking API's
 * messages. English reads exactly as the rest of the site writes it (date-wording, time-slots); every other language
 * through `Intl` in its locale and the `email` catalog. Booking dates are venue-local calendar dates and times
 * venue-local 'HH:mm': each is worded at UTC, so no machine's zone shifts it.
 */
import { formatLongDate, formatWeekdayDate, listTimes } from '~/lib/date-wording'
import { isCalendarDate } from '~/lib/dates'
import { CATALOG_FILES } from '~/i18n/catalog-files'
import type english from '~/i18n/email/en.json'
import type { CalendarWords } from '~/lib/booking-calendar-file'
import type { SeatingPreference } from '~/lib/constants'
import { LANGUAGE_INFO, LANGUAGES, type Language, localePath } from '~/lib/languages'
import { localSpanEnd, localTime } from '~/lib/local-time'
import { type Catalog, type MessageParams, translate } from '~/lib/messages'
import { formatStay } from '~/lib/seating-rules'
import { formatTime12h, timeToMinutes } from '~/lib/time-slots'
import { venueTimeOfWords } from '~/lib/time-wording'

export type EmailKey = keyof typeof english

// The e-mail layer reads no other server layer (it is pure): the `email` area's files, with English for any gap.
const files = CATALOG_FILES.email
const catalogs = Object.fromEntries(LANGUAGES.map((lang) => [lang, { ...files.en, ...files[lang] }])) as Record<Language, Catalog>

/** A message of the `email` area in `lang`. */
export const emailText = (lang: Language, key: EmailKey, params?: MessageParams) => translate(lang, catalogs[lang], key, params)

const formats = new Map<string, Intl.DateTimeFormat>()
function dateTimeFormat(lang: Language, name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang} ${name}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, { ...options, timeZone: 'UTC' })))
  return format
}

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`)

/** 'Saturday, December 5, 2026'; '2026년 12월 5일 토요일'. Text that is no date stays as it is. */
export function weekdayDate(lang: Language, date: string): string {
  if (lang === 'en' || !isCalendarDate(date)) return formatWeekdayDate(date)
  return dateTimeFormat(lang, 'weekday', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(utcDay(date))
}

/** 'December 5, 2026'; '2026年12月5日'. */
export function longDate(lang: Language, date: string): string {
  if (lang === 'en' || !isCalendarDate(date)) return formatLongDate(date)
  return dateTimeFormat(lang, 'long', { year: 'numeric', month: 'long', day: 'numeric' }).format(utcDay(date))
}

/** A venue time 'HH:mm': '7:00 PM' in English; '19:00' in the others, as the booking pages write it (local-time). */
export function clockTime(lang: Language, time: string): string {
  return lang === 'en' || timeToMinutes(time) === null ? formatTime12h(time) : localTime(lang, time)
}

/** 'Saturday, December 5, 2026 at 7:00 PM' (the e-mails' "when"). */
export const weekdayDateAtTime = (lang: Language, date: string, time: string) =>
  emailText(lang, 'dateAtTime', { date: weekdayDate(lang, date), time: clockTime(lang, time) })

/** '7:00 PM on November 22, 2026' (describeStart's words). */
export const timeOnDate = (lang: Language, date: string, time: string) =>
  emailText(lang, 'timeOnDate', { date: longDate(lang, date), time: clockTime(lang, time) })

/** '4 guests'; '4명'. */
export const party = (lang: Language, guests: number) => emailText(lang, 'party', { count: guests })

/** '2 hours', '1 hour 30 minutes'; '2시간'. */
export function stay(lang: Language, minutes: number): string {
  if (lang === 'en') return formatStay(minutes)
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (rest === 0 && hours > 0) return emailText(lang, 'hours', { count: hours })
  if (hours === 0) return emailText(lang, 'minutes', { count: rest })
  return emailText(lang, 'stay', { hours: emailText(lang, 'hours', { count: hours }), minutes: emailText(lang, 'minutes', { count: rest }) })
}

/** '6:30 PM, 7:00 PM or 8:00 PM'; '18:30、19:00或20:00'. */
export function timeChoices(lang: Language, times: readonly string[]): string {
  if (lang === 'en') return listTimes(times)
  return new Intl.ListFormat(LANGUAGE_INFO[lang].locale, { type: 'disjunction' }).format(times.map((t) => clockTime(lang, t)))
}

/** The zone's name at an instant, in the language ('Philippine Standard Time'; '필리핀 표준시'). */
export function zoneName(lang: Language, instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, { timeZone, timeZoneName: 'long' }).formatToParts(instant)
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const LONG_DATE = String.raw`(${MONTHS.join('|')}) (\d{1,2}), (\d{4})`
const patterns = {
  longDate: new RegExp(`^${LONG_DATE}$`),
  weekdayDate: new RegExp(String.raw`^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), ${LONG_DATE}$`),
  timeOnDate: new RegExp(String.raw`^(\d{1,2}:\d{2} (?:AM|PM)) on (${LONG_DATE})$`),
  count: /^(\d+) (guests?|minutes?|hours?)$/,
  range: /^(.+) to (.+)$/,
  choices: /^(.+) or (.+)$/,
}

const timeOf = (english: string) => (english === 'midnight' ? null : venueTimeOfWords(english))

/** 'December 5, 2026' -> '2026-12-05'. */
function dateOf(month: string, day: string, year: string): string {
  return `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`
}

/**
 * A value the English booking messages put into a sentence (a date, a time, a party, a wait, a span of hours, a
 * choice of times), in `lang`; anything else (a reference, staff's note) as it is.
 */
export function localizeValue(lang: Language, english: string): string {
  if (lang === 'en') return english
  const time = timeOf(english)
  if (time !== null) return clockTime(lang, time)
  let match = patterns.weekdayDate.exec(english)
  if (match) return weekdayDate(lang, dateOf(match[1], match[2], match[3]))
  match = patterns.longDate.exec(english)
  if (match) return longDate(lang, dateOf(match[1], match[2], match[3]))
  match = patterns.timeOnDate.exec(english)
  if (match) return timeOnDate(lang, dateOf(match[3], match[4], match[5]), timeOf(match[1]) ?? '')
  match = patterns.count.exec(english)
  if (match) {
    const count = Number(match[1])
    const noun = match[2]
    if (noun.startsWith('guest')) return party(lang, count)
    return emailText(lang, noun.startsWith('minute') ? 'minutes' : 'hours', { count })
  }
  match = patterns.range.exec(english)
  if (match) {
    // Midnight ends a span as '24:00', as on the pages (local-time.ts).
    const from = venueTimeOfWords(match[1])
    const to = venueTimeOfWords(match[2])
    if (from !== null && to !== null) return emailText(lang, 'hoursRange', { from: clockTime(lang, from), to: localSpanEnd(lang, to) })
  }
  match = patterns.choices.exec(english)
  if (match) {
    const times = [...match[1].split(', '), match[2]].map(timeOf)
    if (times.every((t) => t !== null)) return timeChoices(lang, times as string[])
  }
  return english
}

/** The words of one message: its catalog messages, dates and times in its language. */
export function emailWords(lang: Language) {
  const t = (key: Parameters<typeof emailText>[1], params?: Parameters<typeof emailText>[2]) => emailText(lang, key, params)
  return {
    lang,
    t,
    /** 'Saturday, December 5, 2026 at 7:00 PM' */
    when: (date: string, time: string) => weekdayDateAtTime(lang, date, time),
    time: (time: string) => clockTime(lang, time),
    party: (guests: number) => party(lang, guests),
    seating: (preference: SeatingPreference) => t(preference === 'bar' ? 'seating.bar' : 'seating.table'),
    seatingWords: (preference: SeatingPreference) => t(preference === 'bar' ? 'seatingWords.bar' : 'seatingWords.table'),
    /** The site's path in the language ('/ko/book'). */
    path: (path: string) => localePath(lang, path),
  }
}

export type EmailWords = ReturnType<typeof emailWords>

/** The calendar file's words in a language (the file is the same the private link downloads). */
export function calendarWords(lang: Language): CalendarWords {
  return {
    text: (key, params) => emailText(lang, `ics.${key}`, params),
    party: (guests) => party(lang, guests),
  }
}
