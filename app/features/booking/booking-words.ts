import english from '~/i18n/booking/en.json'
import { formatLongDate, formatShortDate, formatWeekdayDate } from '~/lib/date-wording'
import { isCalendarDate } from '~/lib/dates'
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, type Language, localePath } from '~/lib/languages'
import { localSpanEnd, localTime } from '~/lib/local-time'
import type { PublicMessageKey } from '~/lib/message-keys'
import { formatMessage, type MessageParams } from '~/lib/messages'
import { type DayHours, formatHours } from '~/lib/opening-hours'
import { plural } from '~/lib/plural'
import { formatStay } from '~/lib/seating-rules'
import { formatTime12h } from '~/lib/time-slots'

/** A key of the booking area's messages (app/i18n/booking/en.json), without its area. */
export type BookingKey = keyof typeof english

/**
 * The booking pages' words in one language: its messages, and its way of writing times, dates, party sizes, stays and
 * hours (Intl in the language's locale). English writes them exactly as the rest of the site does (the shared
 * English helpers), so the English pages read as they always have.
 */
export interface BookingWords {
  lang: Language
  locale: string
  t: (key: BookingKey, params?: MessageParams) => string
  /** '19:30' -> '7:30 PM' in English, '19:30' in the others. */
  time: (time: string) => string
  /** '2026-11-25' -> 'Wednesday, November 25, 2026', '2026년 11월 25일 수요일'. */
  weekdayDate: (date: string) => string
  /** '2026-11-25' -> 'November 25, 2026'. */
  longDate: (date: string) => string
  /** '2026-11-25' -> 'Nov 25'. */
  shortDate: (date: string) => string
  /** 2 -> '2 guests', '2명'. */
  guests: (count: number) => string
  /** 90 -> '1 hour 30 minutes', '1시간 30분'. */
  stay: (minutes: number) => string
  /** A day's hours: '11:00 AM to midnight', '11:00~24:00'. */
  hours: (day: DayHours) => string
  /** An English message of the API or a form's rules, in the language (the `errors` area). */
  error: (english: string) => string
  /** A site path in the language: '/book' is '/ko/book' in Korean. */
  path: (sitePath: string) => string
}

const englishMessage = (key: BookingKey, params?: MessageParams) => formatMessage(DEFAULT_LANGUAGE, english[key], params)

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale}|${JSON.stringify(options)}`
  let format = formatters.get(id)
  if (!format) formatters.set(id, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })))
  return format
}

/** A calendar date "yyyy-MM-dd" in a locale (worded at UTC midnight, in UTC); text that is not one is shown as it is. */
export function localeDate(locale: string, date: string, options: Intl.DateTimeFormatOptions): string {
  return isCalendarDate(date) ? formatter(locale, options).format(new Date(`${date}T00:00:00Z`)) : date
}

/**
 * The words of a language from a translator of the public messages (`useI18n().t`): a key it does not know (no
 * provider, as in a unit test or the back office) is read in English.
 */
export function bookingWords(lang: Language, translate?: (key: PublicMessageKey, params?: MessageParams) => string, error?: (english: string) => string): BookingWords {
  const t = (key: BookingKey, params?: MessageParams) => {
    const full = `booking.${key}` as PublicMessageKey
    const text = translate?.(full, params)
    return text === undefined || text === full ? (lang === DEFAULT_LANGUAGE ? englishMessage(key, params) : formatMessage(lang, english[key], params)) : text
  }
  const base = { lang, t, error: error ?? ((text: string) => text), path: (sitePath: string) => localePath(lang, sitePath) }
  if (lang === DEFAULT_LANGUAGE) {
    return {
      ...base,
      locale: LANGUAGE_INFO.en.locale,
      time: formatTime12h,
      weekdayDate: formatWeekdayDate,
      longDate: formatLongDate,
      shortDate: formatShortDate,
      guests: (count) => plural(count, 'guest'),
      stay: formatStay,
      hours: formatHours,
    }
  }
  const { locale } = LANGUAGE_INFO[lang]
  const time = (value: string) => localTime(lang, value)
  return {
    ...base,
    locale,
    time,
    weekdayDate: (date) => localeDate(locale, date, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
    longDate: (date) => localeDate(locale, date, { year: 'numeric', month: 'long', day: 'numeric' }),
    shortDate: (date) => localeDate(locale, date, { month: 'short', day: 'numeric' }),
    guests: (count) => t('guestCount', { count }),
    stay: (minutes) => {
      const hours = Math.floor(minutes / 60)
      const rest = minutes % 60
      if (hours === 0) return t('stayMinutes', { count: rest })
      if (rest === 0) return t('stayHours', { count: hours })
      return t('stayHoursMinutes', { hours: t('stayHours', { count: hours }), minutes: t('stayMinutes', { count: rest }) })
    },
    hours: (day) => (day.closed ? t('dayClosed') : t('hoursRange', { from: time(day.opens), to: localSpanEnd(lang, day.closes) })),
  }
}

/** The booking pages' words in English: what the pure models say when no language is given. */
export const ENGLISH_WORDS: BookingWords = bookingWords(DEFAULT_LANGUAGE)


/**
 * The body of a booking or a group request with the language it is made in, which its e-mails and calendar file follow.
 * English is the API's default and goes unsaid: an English booking sends what it always has.
 */
export function withLanguage<T extends object>(body: T, language: Language): T | (T & { language: Language }) {
  return language === DEFAULT_LANGUAGE ? body : { ...body, language }
}
