import { DayPicker, type Matcher, type Modifiers } from 'react-day-picker'
import { calendarDateToLocal, EARLIEST_BOOKING_DATE } from './booking-date'

interface BookingCalendarProps {
  selected: Date | undefined
  /** The venue's today as a local calendar day: earlier days are disabled. */
  today: Date
  onSelect: (date: Date | undefined) => void
}

const earliest = calendarDateToLocal(EARLIEST_BOOKING_DATE)!

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' })
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long' })

/** A day's name for screen readers, starting with the number the button shows: "24 November 2026, Tuesday, today". */
function dayLabel(date: Date, modifiers: Modifiers): string {
  const flags = [modifiers.today && 'today', modifiers.selected && 'selected', modifiers.disabled && 'unavailable']
  return [`${date.getDate()} ${monthYear.format(date)}`, weekday.format(date), ...flags].filter(Boolean).join(', ')
}

/** The month calendar of the date field (react-day-picker); loaded only when a guest opens the date picker. */
export default function BookingCalendar({ selected, today, onSelect }: BookingCalendarProps) {
  const disabled: Matcher[] = [{ before: today }, { before: earliest }]
  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={onSelect}
      today={today}
      defaultMonth={selected ?? today}
      disabled={disabled}
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
