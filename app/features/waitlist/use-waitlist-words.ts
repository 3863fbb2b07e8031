import { useMemo } from 'react'
import { useI18n } from '~/components/i18n'
import type waitlist from '~/i18n/waitlist/en.json'
import { formatWeekdayDate } from '~/lib/date-wording'
import { isCalendarDate } from '~/lib/dates'
import { DEFAULT_LANGUAGE, type Language } from '~/lib/languages'
import { localTime } from '~/lib/local-time'
import type { MessageParams } from '~/lib/messages'
import { formatTime12h } from '~/lib/time-slots'

export type WaitlistKey = keyof typeof waitlist & string

export interface WaitlistWords {
  lang: Language
  t: (key: WaitlistKey, params?: MessageParams) => string
  /** '19:30' -> '7:30 PM' in English, '19:30' in the others (as the booking pages write it). */
  time: (time: string) => string
  /** '2026-11-27' -> 'Friday, November 27, 2026' in the page's language. */
  weekdayDate: (date: string) => string
  /** 4 -> '4 guests', '4명'. */
  guests: (count: number) => string
  seating: (seating: string) => string
  /** A site path in the language ('/book' is '/ko/book'). */
  path: (sitePath: string) => string
  /** An English API message in the language (the `errors` area). */
  error: (english: string) => string
}

/** The waitlist's words in the page's language (the `waitlist` area; party and seating words from the booking area). */
export function useWaitlistWords(): WaitlistWords {
  const { lang, locale, t, path, error } = useI18n()
  return useMemo(
    () => ({
      lang,
      t: (key, params) => t(`waitlist.${key}`, params),
      time: (value) => (lang === DEFAULT_LANGUAGE ? formatTime12h(value) : localTime(lang, value)),
      weekdayDate: (date) =>
        lang === DEFAULT_LANGUAGE || !isCalendarDate(date)
          ? formatWeekdayDate(date)
          : new Intl.DateTimeFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
              new Date(`${date}T00:00:00Z`),
            ),
      guests: (count) => t('booking.guestCount', { count }),
      seating: (seating) => (seating === 'bar' ? t('booking.seatingBar') : t('booking.seatingTable')),
      path,
      error,
    }),
    [lang, locale, t, path, error],
  )
}
