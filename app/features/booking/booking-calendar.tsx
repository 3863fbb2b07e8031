import { useState } from 'react'
import { DayPicker, type Formatters, type Matcher, type Modifiers } from 'react-day-picker'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import { hoursOn, weekdayName } from '~/lib/opening-hours'
import { calendarDateToLocal, EARLIEST_BOOKING_DATE, localToCalendarDate } from './booking-date'
import type { BookingWords } from './booking-words'
import { useBookingWords } from './use-booking-words'

interface BookingCalendarProps {
  selected: Date | undefined
  /** The venue's today as a local calendar day: earlier days are disabled. */
  today: Date
  /** The opening hours: closed days are disabled, and the month's closures are listed under the calendar. */
  hours?: OpeningHoursJson
  onSelect: (date: Date | undefined) => void
}

const earliest = calendarDateToLocal(EARLIEST_BOOKING_DATE)!

/** The calendar's own words in a locale: the month's caption, the weekdays' heads, a day's name. */
function calendarFormats(locale: string) {
  return {
    monthYear: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }),
    weekday: new Intl.DateTimeFormat(locale, { weekday: 'long' }),
    weekdayShort: new Intl.DateTimeFormat(locale, { weekday: 'short' }),
    fullDate: new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' }),
  }
}
const english = calendarFormats('en-US')

/** A weekday's name in the words' language (0 = Sunday): 'Monday', '월요일'. */
function weekdayWord(w: BookingWords, day: number): string {
  // 2023-01-01 was a Sunday.
  return w.lang === 'en' ? weekdayName(day) : new Intl.DateTimeFormat(w.locale, { weekday: 'long' }).format(new Date(2023, 0, 1 + day))
}

/** The note of a closed day ('' without one), or null when the day is open. */
function closure(hours: OpeningHoursJson | undefined, date: Date): string | null {
  if (!hours) return null
  const day = hoursOn(hours, localToCalendarDate(date))
  return day.closed ? (day.note ?? '') : null
}

/** The closures of the month shown, for the calendar's footer: closed weekdays, then closed dates with their notes. */
function monthClosures(hours: OpeningHoursJson | undefined, month: Date, today: string, w: BookingWords): string[] {
  if (!hours) return []
  const prefix = localToCalendarDate(month).slice(0, 7)
  const days = hours.weekly.filter((d) => d.closed).map((d) => (w.lang === 'en' ? `${weekdayName(d.weekday)}s` : weekdayWord(w, d.weekday)))
  const dates = hours.exceptions
    .filter((e) => e.date.startsWith(prefix) && e.date >= today && hoursOn(hours, e.date).closed)
    .map((e) => (e.note ? w.t('calendarDateNote', { date: w.shortDate(e.date), note: e.note }) : w.shortDate(e.date)))
  return [...(days.length > 0 ? [w.t('calendarEvery', { weekdays: days.join(w.t('noteSeparator')) })] : []), ...dates]
}

/** The month calendar of the date field (react-day-picker); loaded only when a guest opens the date picker. */
export default function BookingCalendar({ selected, today, hours, onSelect }: BookingCalendarProps) {
  const [month, setMonth] = useState(selected ?? today)
  const w = useBookingWords()
  const { t } = w
  const formats = w.lang === 'en' ? english : calendarFormats(w.locale)
  const isClosed = (date: Date) => closure(hours, date) !== null
  const disabled: Matcher[] = [{ before: today }, { before: earliest }, isClosed]
  /** A day's name for screen readers, starting with the number the button shows: "24 November 2026, Tuesday, today". */
  const dayLabel = (date: Date, modifiers: Modifiers): string => {
    const note = closure(hours, date)
    const closed = note === null ? null : note ? t('dayClosedNote', { note }) : t('dayClosed')
    const flags = [modifiers.today && t('dayToday'), modifiers.selected && t('daySelected'), closed ?? (modifiers.disabled && t('dayUnavailable'))]
    // English keeps its own order ('24 November 2026, Tuesday'); other languages write the date their way.
    const name = w.lang === 'en' ? [`${date.getDate()} ${formats.monthYear.format(date)}`, formats.weekday.format(date)] : [formats.fullDate.format(date)]
    return [...name, ...flags].filter(Boolean).join(t('noteSeparator'))
  }
  const closures = monthClosures(hours, month, localToCalendarDate(today), w)
  // English keeps the calendar's own captions and labels; other languages get theirs from Intl and the messages.
  const formatters: Partial<Formatters> | undefined =
    w.lang === 'en'
      ? undefined
      : { formatCaption: (date: Date) => formats.monthYear.format(date), formatWeekdayName: (date: Date) => formats.weekdayShort.format(date) }

  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={onSelect}
      today={today}
      month={month}
      onMonthChange={setMonth}
      disabled={disabled}
      modifiers={{ closed: isClosed }}
      modifiersClassNames={{ closed: '[&>button]:bg-muted/60' }}
      footer={
        closures.length > 0 ? (
          <p className="mt-2 max-w-72 text-xs text-muted-foreground" data-testid="calendar-closures">
            {t('calendarClosed', { closures: closures.join(w.lang === 'en' ? '; ' : t('noteSeparator')) })}
          </p>
        ) : undefined
      }
      autoFocus
      showOutsideDays
      labels={{
        labelDayButton: dayLabel,
        ...(w.lang === 'en' ? {} : { labelPrevious: () => t('calendarPrevious'), labelNext: () => t('calendarNext') }),
      }}
      formatters={formatters}
      classNames={{
        root: 'relative w-fit text-sm',
        months: 'flex flex-col',
        month: 'flex flex-col gap-2',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous:
          'inline-flex size-9 items-center justify-center rounded-md text-foreground hover:bg-muted disabled:opacity-40 [&_svg]:size-4 [&_svg]:fill-current',
        button_next:
          'inline-flex size-9 items-center justify-center rounded-md text-foreground hover:bg-muted disabled:opacity-40 [&_svg]:size-4 [&_svg]:fill-current',
        month_caption: 'flex h-9 items-center justify-center px-10',
        caption_label: 'text-sm font-semibold',
        month_grid: 'border-collapse',
        weekdays: 'flex',
        weekday: 'w-10 text-center text-xs font-medium text-muted-foreground',
        week: 'mt-1 flex',
        day: 'size-10 p-0 text-center',
        day_button:
          'inline-flex size-10 items-center justify-center rounded-md tabular-nums hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:hover:bg-transparent',
        selected: '[&>button]:bg-primary [&>button]:font-bold [&>button]:text-primary-foreground [&>button]:hover:bg-primary',
        today: '[&>button]:font-bold [&>button]:text-accent-strong [&>button]:ring-1 [&>button]:ring-accent',
        outside: 'text-muted-foreground/70',
        disabled: 'text-muted-foreground/60 line-through decoration-muted-foreground/40',
        hidden: 'invisible',
      }}
    />
  )
}
