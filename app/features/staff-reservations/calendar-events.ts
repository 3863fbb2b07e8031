import { plural } from '~/lib/plural'
import { STATUS_TEXT_COLOR, isInactive, statusColor, statusLabel } from '~/lib/reservation-status'
import type { ReservationJson } from '~/contracts/reservations'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import { addDays } from '~/lib/dates'
import { formatHours, hoursOn, weekdayName } from '~/lib/opening-hours'
import { timeToMinutes } from '~/lib/time-slots'
import { startMinuteOf } from './booking-span'

export interface ReservationCalendarEvent {
  id: string
  title: string
  /** Venue-local wall-clock time without offset ('yyyy-MM-ddTHH:mm:ss'); the calendar runs in the venue's zone. */
  start: string
  end: string
  backgroundColor: string
  borderColor: string
  textColor: string
  /** 'reservation-inactive' for a cancelled booking or a no-show: drawn struck through, dashed and hatched. */
  classNames: string[]
  extendedProps: { reservationId: number }
}

/** The class of a calendar entry that holds nothing (app.css draws it struck through, dashed and hatched). */
export const INACTIVE_EVENT_CLASS = 'reservation-inactive'

/** The table as staff call it: its number ('Table 3'), joined tables' numbers ('Table 5+6'), else its id. Null without a table. */
export function tableLabel(reservation: Pick<ReservationJson, 'tableId' | 'tableNumber' | 'tableNumbers'>): string | null {
  if (reservation.tableNumbers.length > 0) return `Table ${reservation.tableNumbers.join('+')}`
  if (reservation.tableId == null) return null
  return `Table ${reservation.tableNumber ?? reservation.tableId}`
}

/**
 * 'Ana Cruz (4 guests, table) (Table 3)': name, guests, seating and the table when one is assigned ('(Table 5+6)' at
 * joined tables). A cancelled booking or a no-show holds no table, so it shows none and says its status instead:
 * 'Ana Cruz (4 guests, table) (Cancelled)'.
 */
export function calendarEventTitle(
  reservation: Pick<ReservationJson, 'name' | 'guests' | 'seatingPreference' | 'tableId' | 'tableNumber' | 'tableNumbers' | 'status'>,
) {
  const inactive = isInactive(reservation.status)
  const assigned = inactive ? statusLabel(reservation.status) : tableLabel(reservation)
  const suffix = assigned ? ` (${assigned})` : ''
  return `${reservation.name} (${plural(reservation.guests, 'guest')}, ${reservation.seatingPreference})${suffix}`
}

/** Wall-clock arithmetic on UTC fields, so no browser time zone or daylight-saving shift can creep in. */
function wallClock(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 19)
}

/**
 * A booking's start as a minute of its date's midnight: after midnight (from 1440) when its time is before that
 * day's opening and within its night; without the hours, its time as it reads.
 */
export function startMinuteOnDate(reservation: Pick<ReservationJson, 'date' | 'time'>, hours: OpeningHoursJson | undefined): number {
  if (hours) {
    const minute = startMinuteOf(hoursOn(hours, reservation.date), reservation.time)
    if (minute !== null) return minute
  }
  return timeToMinutes(reservation.time) ?? 0
}

/**
 * Starts at the booking's real start (00:30 on Saturday's date is Sunday 00:30, read with the day's `hours`) and ends
 * at the end of its stay, coloured by status (the status colours stay: a cancelled booking is still red); a cancelled
 * booking or a no-show is also marked inactive.
 */
export function toCalendarEvent(reservation: ReservationJson, hours?: OpeningHoursJson): ReservationCalendarEvent {
  const [y, m, d] = reservation.date.split('-').map(Number)
  const start = Date.UTC(y, m - 1, d) + startMinuteOnDate(reservation, hours) * 60_000
  const end = start + reservation.stayMinutes * 60_000
  const color = statusColor(reservation.status)
  return {
    id: String(reservation.id),
    title: calendarEventTitle(reservation),
    start: wallClock(start),
    end: wallClock(end),
    backgroundColor: color,
    borderColor: color,
    textColor: STATUS_TEXT_COLOR,
    classNames: isInactive(reservation.status) ? [INACTIVE_EVENT_CLASS] : [],
    extendedProps: { reservationId: reservation.id },
  }
}

/**
 * A whole-day background entry of the calendar: a closed day (or weekday), or a day with special hours. Timed from
 * midnight to midnight rather than all-day, as the week view has no all-day row.
 */
export interface ClosureCalendarEvent {
  id: string
  title: string
  display: 'background'
  /** Venue wall-clock 'yyyy-MM-ddT00:00:00' (an exception), or absent with `daysOfWeek` (a weekday closed every week). */
  start?: string
  end?: string
  daysOfWeek?: number[]
  startTime?: string
  endTime?: string
  backgroundColor: string
  classNames: string[]
}

const CLOSED_COLOR = 'color-mix(in srgb, var(--color-destructive) 18%, transparent)'
const SPECIAL_COLOR = 'color-mix(in srgb, var(--color-accent) 22%, transparent)'

/**
 * The closures staff see on the reservations calendar: each exception ('Closed: Private event', 'Special hours: 5:00 PM
 * to 10:00 PM') and each weekday closed every week. A weekly closure is not drawn on a date whose exception opens it.
 */
export function closureEvents(hours: OpeningHoursJson): ClosureCalendarEvent[] {
  const exceptions = hours.exceptions.map((e): ClosureCalendarEvent => {
    const note = e.note ? `: ${e.note}` : ''
    const closed = e.closed || !e.opens || !e.closes
    return {
      id: `hours-${e.date}`,
      title: closed ? `Closed${note}` : `Special hours ${formatHours({ closed: false, opens: e.opens!, closes: e.closes!, note: null })}${note}`,
      display: 'background',
      start: `${e.date}T00:00:00`,
      end: `${addDays(e.date, 1)}T00:00:00`,
      backgroundColor: closed ? CLOSED_COLOR : SPECIAL_COLOR,
      classNames: [closed ? 'venue-closed' : 'venue-special-hours'],
    }
  })
  const weekly = hours.weekly
    .filter((w) => w.closed)
    .map(
      (w): ClosureCalendarEvent => ({
        id: `hours-weekday-${w.weekday}`,
        title: `Closed on ${weekdayName(w.weekday)}s`,
        display: 'background',
        daysOfWeek: [w.weekday],
        startTime: '00:00',
        endTime: '24:00',
        backgroundColor: CLOSED_COLOR,
        classNames: ['venue-closed'],
      }),
    )
  return [...exceptions, ...weekly]
}
