import { useState } from 'react'
import { DayPicker, type Matcher, type Modifiers } from 'react-day-picker'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import { formatShortDate } from '~/lib/date-wording'
import { hoursOn, weekdayName } from '~/lib/opening-hours'
import { calendarDateToLocal, EARLIEST_BOOKING_DATE, localToCalendarDate } from './booking-date'

interface BookingCalendarProps {
  selected: Date | undefined
  /** The venue's today as a local calendar day: earlier days are disabled. */
  today: Date
  /** The opening hours: closed days are disabled, and the month's closures are listed under the calendar. */
  hours?: OpeningHoursJson
  onSelect: (date: Date | undefined) => void
}

const earliest = calendarDateToLocal(EARLIEST_BOOKING_DATE)!

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' })
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long' })

/** The note of a closed day ('' without one), or null when the day is open. */
function closure(hours: OpeningHoursJson | undefined, date: Date): string | null {
  if (!hours) return null
  const day = hoursOn(hours, localToCalendarDate(date))
  return day.closed ? (day.note ?? '') : null
}

/** The closures of the month shown, for the calendar's footer: closed weekdays, then closed dates with their notes. */
function monthClosures(hours: OpeningHoursJson | undefined, month: Date, today: string): string[] {
  if (!hours) return []
  const prefix = localToCalendarDate(month).slice(0, 7)
  const weekdays = hours.weekly.filter((w) => w.closed).map((w) => `${weekdayName(w.weekday)}s`)
  const dates = hours.exceptions
    .filter((e) => e.date.startsWith(prefix) && e.date >= today && hoursOn(hours, e.date).closed)
    .map((e) => `${formatShortDate(e.date)}${e.note ? ` (${e.note})` : ''}`)
  return [...(weekdays.length > 0 ? [`every ${weekdays.join(', ')}`] : []), ...dates]
}

/** The month calendar of the date field (react-day-picker); loaded only when a guest opens the date picker. */
export default function BookingCalendar({ selected, today, hours, onSelect }: BookingCalendarProps) {
  const [month, setMonth] = useState(selected ?? today)
  const isClosed = (date: Date) => closure(hours, date) !== null
  const disabled: Matcher[] = [{ before: today }, { before: earliest }, isClosed]
  /** A day's name for screen readers, starting with the number the button shows: "24 November 2026, Tuesday, today". */
  const dayLabel = (date: Date, modifiers: Modifiers): string => {
    const note = closure(hours, date)
    const closed = note === null ? null : note ? `closed (${note})` : 'closed'
    const flags = [modifiers.today && 'today', modifiers.selected && 'selected', closed ?? (modifiers.disabled && 'unavailable')]
    return [`${date.getDate()} ${monthYear.format(date)}`, weekday.format(date), ...flags].filter(Boolean).join(', ')
  }
  const closures = monthClosures(hours, month, localToCalendarDate(today))
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
            Closed: {closures.join('; ')}
          </p>
        ) : undefined
      }
      autoFocus
      showOutsideDays
      labels={{ labelDayButton: dayLabel }}
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
