/**
 * The staff calendar of the bookings, as FullCalendar options (kept apart so a test can hold them to the booking
 * times), and the hours its time grid shows for the dates in view.
 */
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import type { ReservationJson } from '~/contracts/reservations'
import { MINUTES_PER_DAY, openSpan, weekdayOf } from '~/lib/bookable-times'
import { addDays } from '~/lib/dates'
import { DEFAULT_WEEKLY_HOURS, hoursOn } from '~/lib/opening-hours'
import { startMinuteOnDate } from './calendar-events'

/** The time grid's rows: a half hour each, labelled every hour. */
export const CALENDAR_SLOT_MINUTES = 30

export const CALENDAR_OPTIONS = {
  initialView: 'timeGridWeek',
  headerToolbar: {
    left: 'prev,next today',
    center: 'title',
    right: 'dayGridMonth,timeGridWeek,timeGridDay',
  },
  slotDuration: '00:30:00',
  slotLabelInterval: '01:00:00',
  allDaySlot: false,
  nowIndicator: true,
  height: 'auto',
  aspectRatio: 1.8,
  // A busy night stays readable: side by side rather than overlapped, at most so many across (two in a week's day
  // column, six in a day), the rest behind '+N more' (a list of them, each opening its booking).
  slotEventOverlap: false,
  views: {
    timeGridWeek: { eventMaxStack: 2 },
    timeGridDay: { eventMaxStack: 6 },
    dayGridMonth: { dayMaxEventRows: 3 },
  },
  moreLinkClick: 'popover',
} as const

/** The hours of the time grid, as FullCalendar durations ('18:00:00' to '26:00:00' for a night to 2:00 AM). */
export interface CalendarTimeRange {
  slotMinTime: string
  slotMaxTime: string
  scrollTime: string
}

/** minutes -> FullCalendar's 'HH:mm:00', hours past 24 for the small hours of the next morning. */
export function calendarDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`
}

/** The dates of a week from Sunday (FullCalendar's first day) holding `date`. */
export function weekOf(date: string): string[] {
  const sunday = addDays(date, -weekdayOf(date))
  return Array.from({ length: 7 }, (_, i) => addDays(sunday, i))
}

/**
 * The hours the time grid shows for `dates` (the day view's one date, the week view's seven): from the earliest
 * opening to the latest closing among them, past midnight when a night runs on, widened to take in every booking of
 * those dates so none is hidden; at most 24 hours. On dates all closed (or before the hours load): the first hours,
 * 11:00 to midnight.
 */
export function calendarTimeRange(
  hours: OpeningHoursJson | undefined,
  dates: readonly string[],
  bookings: ReadonlyArray<Pick<ReservationJson, 'date' | 'time' | 'stayMinutes'>> = [],
): CalendarTimeRange {
  const spans = hours ? dates.map((date) => openSpan(hoursOn(hours, date))).filter((span) => span !== null) : []
  if (spans.length === 0) {
    const first = DEFAULT_WEEKLY_HOURS[0]
    spans.push(openSpan({ closed: false, opens: first.opens, closes: first.closes, note: null })!)
  }
  let from = Math.min(...spans.map((s) => s.from))
  let to = Math.max(...spans.map((s) => s.to))
  for (const booking of bookings) {
    if (!dates.includes(booking.date)) continue
    const start = startMinuteOnDate(booking, hours)
    from = Math.min(from, start)
    to = Math.max(to, start + booking.stayMinutes)
  }
  from = Math.floor(from / CALENDAR_SLOT_MINUTES) * CALENDAR_SLOT_MINUTES
  to = Math.min(from + MINUTES_PER_DAY, Math.ceil(to / CALENDAR_SLOT_MINUTES) * CALENDAR_SLOT_MINUTES)
  return { slotMinTime: calendarDuration(from), slotMaxTime: calendarDuration(to), scrollTime: calendarDuration(from) }
}
